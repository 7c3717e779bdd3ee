import { z } from 'zod';

/**
 * An employee as spec §3 names it: `Permissions` as objects for the table, and the plain
 * `permissions` list the form's checkboxes use.
 */
export const employeeSchema = z.strictObject({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
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
