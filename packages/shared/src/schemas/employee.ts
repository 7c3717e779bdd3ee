import { z } from 'zod';
import { messages } from '../messages';
import { EMPLOYEE_FORM_PERMISSIONS } from '../permissions';
import { TEXT_LIMITS, emailText, requiredText, text } from './common';
import { newPassword } from './passwords';

const name = { max: TEXT_LIMITS.name };

const employeeFields = {
  first_name: requiredText(messages.employee.requiredFields, 'first_name', name),
  last_name: text('last_name', name).default(''),
  email: emailText(messages.employee.requiredFields, messages.signup.invalidEmail),
  // Optional on the employee form; when given it follows the sign-up rule.
  phone_number: z
    .string({ error: messages.signup.phoneInvalid })
    .trim()
    .regex(/^(\d{10,15})?$/, messages.signup.phoneInvalid)
    .default(''),
  permissions: z
    .array(z.enum(EMPLOYEE_FORM_PERMISSIONS, { error: messages.employee.permissionInvalid }), {
      error: messages.employee.permissionInvalid,
    })
    .default([]),
};

export const employeeAddBody = z.object({
  ...employeeFields,
  password: newPassword(messages.employee.passwordRequired),
});
export type EmployeeAddBody = z.infer<typeof employeeAddBody>;

/** Edit sends the same form; a password in it is ignored (reset has its own call). */
export const employeeEditBody = z.object(employeeFields);
export type EmployeeEditBody = z.infer<typeof employeeEditBody>;

/** The web form sends `password`, the API names it `new_password`; either is accepted. */
export const employeeResetBody = z
  .object({
    password: z.string({ error: messages.employee.newPasswordRequired }).optional(),
    new_password: z.string({ error: messages.employee.newPasswordRequired }).optional(),
  })
  .transform((body) => ({
    password: body.password?.trim() ? body.password : (body.new_password ?? ''),
  }))
  .pipe(
    z.object({
      password: z
        .string()
        .refine((text) => text.trim() !== '', messages.employee.newPasswordRequired)
        .pipe(newPassword(messages.employee.newPasswordRequired)),
    }),
  );
export type EmployeeResetBody = z.infer<typeof employeeResetBody>;
