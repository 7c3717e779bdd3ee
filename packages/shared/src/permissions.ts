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
  /** What opens the area (super_user passes every check); 'any': every staff member. */
  permission: Permission | 'any';
};

// Spec §6, in navigation order. The same table drives the admin navigation, the web's route
// guards and the server guards.
export const ADMIN_AREAS = {
  dashboard: { label: 'Dashboard', title: 'Dashboard', path: '/', permission: 'any' },
  employee: { label: 'Employee', title: 'Employees', path: '/employee', permission: 'hr' },
  orders: { label: 'Orders', title: 'Orders', path: '/orders', permission: 'super_user' },
  category: {
    label: 'Category',
    title: 'Categories',
    path: '/category',
    permission: 'category_manager',
  },
  product: { label: 'Product', title: 'Products', path: '/product', permission: 'product_manager' },
  delivery: {
    label: 'Delivery',
    title: 'Delivery',
    path: '/delivery',
    permission: 'delivery_manager',
  },
  charge: { label: 'Charge', title: 'Charges', path: '/charge', permission: 'charge_manager' },
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
  return rule.permission === 'any' || hasPermission(userPermissions, rule.permission);
}
