export const PERMISSIONS = [
  'product_manager',
  'category_manager',
  'delivery_manager',
  'charge_manager',
  'hr',
  'order_manager',
  'promotion_manager',
  'super_user',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** How a permission reads to people: a plain name and what it lets its holder do. */
export interface PermissionLabel {
  name: string;
  explanation: string;
}

// The API and the database keep the identifiers; screens show these instead.
export const PERMISSION_LABELS = {
  product_manager: {
    name: 'Products',
    explanation: 'Adds and edits products, their prices, images and stock.',
  },
  category_manager: {
    name: 'Categories',
    explanation: 'Adds and edits product categories and their GST rates.',
  },
  delivery_manager: {
    name: 'Delivery',
    explanation: 'Chooses the states the shop delivers to and sets their delivery rates.',
  },
  charge_manager: {
    name: 'Charges',
    explanation: 'Sets the payment gateway charge added to each order.',
  },
  hr: {
    name: 'Employees',
    explanation: 'Adds staff accounts, sets their permissions and resets their passwords.',
  },
  order_manager: {
    name: 'Orders',
    explanation: 'Sees orders, moves them through packing and shipping, and prints their slips.',
  },
  promotion_manager: {
    name: 'Promotions',
    explanation: 'Creates coupon codes and sets their limits.',
  },
  super_user: {
    name: 'Full access',
    explanation: 'Opens every staff area, including orders, refunds and GST reports.',
  },
} as const satisfies Record<Permission, PermissionLabel>;

/** A permission's plain name; an identifier the shop does not know is shown as it is. */
export function permissionName(permission: string): string {
  return isPermission(permission) ? PERMISSION_LABELS[permission].name : permission;
}

/** The checkboxes of the employee form; charge_manager and super_user are not offered. */
export const EMPLOYEE_FORM_PERMISSIONS = [
  'product_manager',
  'category_manager',
  'delivery_manager',
  'hr',
  'order_manager',
  'promotion_manager',
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

// The staff areas, in navigation order. The same table drives the admin navigation, the web's route
// guards and the server guards.
export const ADMIN_AREAS = {
  dashboard: { label: 'Dashboard', title: 'Dashboard', path: '/', permission: 'any' },
  employee: { label: 'Employee', title: 'Employees', path: '/employee', permission: 'hr' },
  orders: { label: 'Orders', title: 'Orders', path: '/orders', permission: 'order_manager' },
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
  promotions: {
    label: 'Promotions',
    title: 'Promotions',
    path: '/promotions',
    permission: 'promotion_manager',
  },
  // Who changed what and when (docs/decisions/029).
  activity: { label: 'Activity', title: 'Activity', path: '/activity', permission: 'super_user' },
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

/**
 * Work inside the Orders area that needs more than the area: money going back to shoppers
 * (refunds, the payment ledger) and the monthly GST summary stay with super_user.
 */
export const RESERVED_WORK = {
  refunds: 'super_user',
  gstSummary: 'super_user',
} as const satisfies Record<string, Permission>;

export function mayDo(userPermissions: readonly string[], work: keyof typeof RESERVED_WORK) {
  return hasPermission(userPermissions, RESERVED_WORK[work]);
}

/**
 * Why staff holding `actorPermissions` may not change the account of staff holding
 * `targetPermissions` (its password, permissions, status or two-factor), or null when they may.
 * Whoever could reset an account could sign in as it, so staff act only on staff who hold no
 * more than they do; a super_user's account only another super_user changes. The server
 * enforces it; the Employees screen offers only what it allows.
 */
export function accountChangeRefusal(
  actorPermissions: readonly string[],
  targetPermissions: readonly string[],
): 'superUser' | 'stronger' | null {
  if (targetPermissions.includes('super_user') && !actorPermissions.includes('super_user'))
    return 'superUser';
  const beyondActor = targetPermissions.filter(
    (permission) => !isPermission(permission) || !hasPermission(actorPermissions, permission),
  );
  return beyondActor.length > 0 ? 'stronger' : null;
}

export function canAccess(userPermissions: readonly string[], area: AdminArea): boolean {
  const rule: AdminAreaRule = ADMIN_AREAS[area];
  return rule.permission === 'any' || hasPermission(userPermissions, rule.permission);
}
