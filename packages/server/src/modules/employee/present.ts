import type { Employee } from '@shop/shared';
import type { UserRow } from '../../db/schema';

/**
 * An employee as the API names it: `Permissions` as objects for the table, and the plain
 * `permissions` list the form's checkboxes use. Never a hash or a lock counter.
 */
export const presentEmployee = (row: UserRow): Employee => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone_number: row.phone_number,
  is_active: row.is_active,
  Permissions: row.permissions.map((permission_name) => ({ permission_name })),
  permissions: row.permissions,
});
