import { describe, expect, it } from 'vitest';
import {
  accountChangeRefusal,
  ADMIN_AREA_KEYS,
  canAccess,
  hasPermission,
  mayDo,
  PERMISSION_LABELS,
  PERMISSIONS,
  permissionName,
  type AdminArea,
} from './permissions';

describe('canAccess', () => {
  it.each<[string[], AdminArea[]]>([
    [[], ['dashboard']],
    [['hr'], ['dashboard', 'employee']],
    [['product_manager'], ['dashboard', 'product']],
    [
      ['category_manager', 'delivery_manager'],
      ['dashboard', 'category', 'delivery'],
    ],
    [['charge_manager'], ['dashboard', 'charge']],
    [['order_manager'], ['dashboard', 'orders']],
    [
      ['super_user'],
      [
        'dashboard',
        'employee',
        'orders',
        'category',
        'product',
        'delivery',
        'charge',
        'promotions',
        'activity',
      ],
    ],
    [['unknown'], ['dashboard']],
  ])('%j opens %j', (permissions, areas) => {
    expect(ADMIN_AREA_KEYS.filter((area) => canAccess(permissions, area))).toEqual(areas);
  });
});

describe('hasPermission', () => {
  it.each<[string[], boolean]>([
    [['hr'], true],
    [['super_user'], true],
    [['product_manager'], false],
    [[], false],
  ])('%j has hr: %s', (permissions, expected) => {
    expect(hasPermission(permissions, 'hr')).toBe(expected);
  });
});

describe('mayDo', () => {
  it.each<[string[], boolean]>([
    [['super_user'], true],
    [['order_manager'], false],
    [['hr', 'order_manager'], false],
  ])('%j refunds and reads the GST summary: %s', (permissions, expected) => {
    expect(mayDo(permissions, 'refunds')).toBe(expected);
    expect(mayDo(permissions, 'gstSummary')).toBe(expected);
  });
});

describe('permission labels', () => {
  it('names every permission plainly and explains it in one line', () => {
    for (const permission of PERMISSIONS) {
      const { name, explanation } = PERMISSION_LABELS[permission];
      expect(name).not.toContain('_');
      expect(explanation).toMatch(/^[A-Z][^\n]+\.$/);
    }
    const names = PERMISSIONS.map((permission) => PERMISSION_LABELS[permission].name);
    expect(new Set(names).size).toBe(PERMISSIONS.length);
  });

  it('shows an unknown identifier as it is', () => {
    expect(permissionName('product_manager')).toBe('Products');
    expect(permissionName('night_watch')).toBe('night_watch');
  });
});

describe('accountChangeRefusal', () => {
  it.each<[string[], string[], ReturnType<typeof accountChangeRefusal>]>([
    [['super_user'], ['super_user'], null],
    [['super_user'], ['hr', 'order_manager'], null],
    [['hr'], ['super_user'], 'superUser'],
    [['hr'], ['hr'], null],
    [['hr'], ['order_manager'], 'stronger'],
    [['hr', 'order_manager'], ['order_manager'], null],
    [['hr'], [], null],
    [['hr'], ['made_up'], 'stronger'],
  ])('%j acting on %j: %s', (actor, target, refusal) => {
    expect(accountChangeRefusal(actor, target)).toBe(refusal);
  });
});
