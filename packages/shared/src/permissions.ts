export const PERMISSIONS = [
  'product_manager',
  'category_manager',
  'delivery_manager',
  'charge_manager',
  'hr',
  'super_user',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Spec §3: the checkboxes of the employee form; charge_manager and super_user are not offered. */
export const EMPLOYEE_FORM_PERMISSIONS = [
  'product_manager',
  'category_manager',
  'delivery_manager',
  'hr',
] as const satisfies readonly Permission[];

export type EmployeeFormPermission = (typeof EMPLOYEE_FORM_PERMISSIONS)[number];

export type AdminAreaRule = {
  /** The link in the admin navigation. */
  label: string;
  /** The heading of the area's screen. */
  title: string;
  path: string;
  /** 'any' opens the area to every logged-in user. */
  permissions: readonly Permission[] | 'any';
};

// Spec §6, in navigation order. The same table drives the admin navigation, the web's route
// guards and the server guards.
export const ADMIN_AREAS = {
  dashboard: { label: 'Dashboard', title: 'Dashboard', path: '/', permissions: 'any' },
  employee: {
    label: 'Employee',
    title: 'Employees',
    path: '/employee',
    permissions: ['hr', 'super_user'],
  },
  orders: { label: 'Orders', title: 'Orders', path: '/orders', permissions: ['super_user'] },
  category: {
    label: 'Category',
    title: 'Categories',
    path: '/category',
    permissions: ['category_manager', 'super_user'],
  },
  product: {
    label: 'Product',
    title: 'Products',
    path: '/product',
    permissions: ['product_manager', 'super_user'],
  },
  delivery: {
    label: 'Delivery',
    title: 'Delivery',
    path: '/delivery',
    permissions: ['delivery_manager', 'super_user'],
  },
  charge: {
    label: 'Charge',
    title: 'Charges',
    path: '/charge',
    permissions: ['charge_manager', 'super_user'],
  },
} as const satisfies Record<string, AdminAreaRule>;

export type AdminArea = keyof typeof ADMIN_AREAS;

export const ADMIN_AREA_KEYS = Object.keys(ADMIN_AREAS) as AdminArea[];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** super_user passes every check. */
export function hasPermission(userPermissions: readonly string[], permission: Permission): boolean {
  return userPermissions.includes('super_user') || userPermissions.includes(permission);
}

export function canAccess(userPermissions: readonly string[], area: AdminArea): boolean {
  const rule: AdminAreaRule = ADMIN_AREAS[area];
  if (rule.permissions === 'any') return true;
  return rule.permissions.some((permission) => hasPermission(userPermissions, permission));
}
