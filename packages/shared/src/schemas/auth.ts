import { z } from 'zod';
import { messages } from '../messages';
import { privacyMessages } from '../privacy-messages';
import { TEXT_LIMITS, emailText, firstIssueMessage, phoneText, requiredText } from './common';
import { currentPassword, newPassword, withPasswordConfirmation } from './passwords';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords';

export const loginBody = z.object({
  email: requiredText(messages.auth.bothFieldsRequired, 'email', { max: TEXT_LIMITS.email }),
  password: z
    .string({ error: messages.auth.bothFieldsRequired })
    .min(1, messages.auth.bothFieldsRequired),
});
export type LoginBody = z.infer<typeof loginBody>;

const name = { max: TEXT_LIMITS.name };

/** The name and phone fields of an account, shared by sign-up and the account page. */
const personFields = {
  first_name: requiredText(messages.signup.firstNameRequired, 'first_name', name),
  last_name: requiredText(messages.signup.lastNameRequired, 'last_name', name),
};
// 10 to 15 digits after normalising: an Indian number ends as its 10 digits, one from
// abroad keeps its country code.
const accountPhone = phoneText(/^\d{10,15}$/, messages.signup.phoneInvalid);
// "Send me offers": optional and off unless ticked (docs/decisions/035).
const marketingConsent = z.boolean({ error: privacyMessages.consentInvalid }).optional();

// Keys in the sign-up form's order: zod reports an object's issues in key order, so the first issue is
// the sentence the sign-up form must show.
export const signupBody = z.object({
  ...personFields,
  email: emailText(messages.signup.invalidEmail, messages.signup.invalidEmail),
  phone_number: accountPhone,
  password: newPassword(messages.signup.passwordTooShort),
  marketing_consent: marketingConsent,
});
export type SignupBody = z.infer<typeof signupBody>;

/** The sign-up form: the body plus its confirmation field, checked last. */
export const signupForm = withPasswordConfirmation(signupBody, 'password');
export type SignupForm = z.infer<typeof signupForm>;

/** The first failing sentence of the sign-up rules, or null when the form is valid. */
export function firstSignupError(data: unknown): string | null {
  const result = signupForm.safeParse(data);
  return result.success ? null : firstIssueMessage(result.error);
}

const token = { max: TEXT_LIMITS.token };

export const forgotPasswordBody = z.object({
  email: emailText(messages.forgotPassword.emailRequired, messages.signup.invalidEmail),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({
  new_password: newPassword(messages.resetPassword.bothFieldsRequired),
  token: requiredText(messages.resetPassword.tokenRequired, 'token', token),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The reset form: both password fields must be filled and match; the token comes from the URL. */
export const resetPasswordForm = z
  .object({
    new_password: newPassword(messages.resetPassword.bothFieldsRequired),
    confirm_password: z
      .string({ error: messages.resetPassword.bothFieldsRequired })
      .min(1, messages.resetPassword.bothFieldsRequired),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    message: messages.resetPassword.passwordsDoNotMatch,
    path: ['confirm_password'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

export const activateBody = z.object({
  token: requiredText(messages.activation.tokenRequired, 'token', token),
});
export type ActivateBody = z.infer<typeof activateBody>;

/** `PUT /api/auth/me`: what a user may change of their own account. */
/** `PUT /api/auth/me`: the consent to offers is changed only when sent. */
export const updateMeBody = z.object({
  ...personFields,
  phone_number: accountPhone,
  marketing_consent: marketingConsent,
});
export type UpdateMeBody = z.infer<typeof updateMeBody>;

/** `POST /api/auth/change-password`: the current password proves it is the owner asking. */
export const changePasswordBody = z.object({
  current_password: currentPassword(
    messages.account.currentPasswordRequired,
    messages.account.currentPasswordWrong,
  ),
  new_password: newPassword(messages.account.newPasswordRequired),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** `DELETE /api/account`: the password proves it is the owner asking. */
export const deleteAccountBody = z.object({
  password: currentPassword(privacyMessages.passwordRequired, privacyMessages.passwordWrong),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** The change-password form: the body plus the new password typed once more. */
export const changePasswordForm = withPasswordConfirmation(changePasswordBody, 'new_password');
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
