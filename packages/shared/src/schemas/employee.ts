import { z } from 'zod';
import { messages } from '../messages';
import { EMPLOYEE_FORM_PERMISSIONS } from '../permissions';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';
import { SIMPLE_EMAIL, requiredText } from './common';

const employeeFields = {
  first_name: requiredText(messages.employee.requiredFields),
  last_name: z.string().trim().default(''),
  email: requiredText(messages.employee.requiredFields).regex(
    SIMPLE_EMAIL,
    messages.signup.invalidEmail,
  ),
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

function newPassword(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(PASSWORD_MIN_LENGTH, messages.signup.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, messages.signup.passwordTooLong);
}

export const employeeAddBody = z.object({
  ...employeeFields,
  password: newPassword(messages.employee.passwordRequired),
});
export type EmployeeAddBody = z.infer<typeof employeeAddBody>;

/** Edit sends the same form; a password in it is ignored (reset has its own call). */
export const employeeEditBody = z.object(employeeFields);
export type EmployeeEditBody = z.infer<typeof employeeEditBody>;

/** Spec §7 sends `password`, spec §3 names it `new_password`; either is accepted. */
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
