import { z } from 'zod';
import { messages } from '../messages';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** A password being set. It is taken as typed: spaces are part of it. */
export function newPassword(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(PASSWORD_MIN_LENGTH, messages.signup.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, messages.signup.passwordTooLong);
}

/**
 * The password an account's owner types to prove it is them. One longer than any password can
 * be is wrong without being checked.
 */
export function currentPassword(requiredMessage: string, wrongMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(PASSWORD_MAX_LENGTH, wrongMessage);
}

/**
 * A form that asks for a new password twice: `body` plus `confirm_password`, which must repeat
 * `field` and is checked last.
 */
export function withPasswordConfirmation<Shape extends z.ZodRawShape>(
  body: z.ZodObject<Shape>,
  field: keyof Shape & string,
) {
  return body
    .extend({ confirm_password: z.string({ error: messages.signup.passwordsDoNotMatch }) })
    .refine((form: Record<string, unknown>) => form[field] === form.confirm_password, {
      message: messages.signup.passwordsDoNotMatch,
      path: ['confirm_password'],
    });
}
