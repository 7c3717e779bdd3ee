import { z } from 'zod';
import { accountFields } from './fields';

/**
 * An employee as the API names it: `Permissions` as objects for the table, and the plain
 * `permissions` list the form's checkboxes use.
 */
const employeeSchema = z.strictObject({
  ...accountFields,
  is_active: z.boolean(),
  Permissions: z.array(z.strictObject({ permission_name: z.string() })),
  permissions: z.array(z.string()),
});
export type Employee = z.infer<typeof employeeSchema>;

/** `GET /api/employee/`. */
export const employeeListResponse = z.strictObject({ employees: z.array(employeeSchema) });
export type EmployeeListResponse = z.infer<typeof employeeListResponse>;

/** Add and edit. */
export const employeeResponse = z.strictObject({ employee: employeeSchema });
export type EmployeeResponse = z.infer<typeof employeeResponse>;
