import { securityMessages } from '../security-messages';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth';

/** A 6-digit code from an authenticator app; spaces people type between the groups are dropped. */
const totpCode = z
  .string({ error: securityMessages.codeRequired })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, securityMessages.codeRequired));

/** A recovery code as printed (`abcde-fghij`), in any case, with or without its dash. */
const recoveryCode = z
  .string({ error: securityMessages.recoveryCodeRequired })
  .transform((code) => code.toLowerCase().replace(/[\s-]+/g, ''))
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, securityMessages.recoveryCodeRequired));

/** `POST /api/auth/2fa/enable`. */
export const twoFactorEnableBody = z.object({ code: totpCode });
export type TwoFactorEnableBody = z.infer<typeof twoFactorEnableBody>;

/** `POST /api/auth/2fa/disable`: the password and a code, so a session left open is not enough. */
export const twoFactorDisableBody = z.object({
  password: z
    .string({ error: securityMessages.passwordRequired })
    .min(1, securityMessages.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, securityMessages.passwordWrong),
  code: totpCode,
});
export type TwoFactorDisableBody = z.infer<typeof twoFactorDisableBody>;

/** `POST /api/auth/login/2fa`: a code from the app, or one of the recovery codes. */
export const loginTwoFactorBody = z.union(
  [z.object({ code: totpCode }).strict(), z.object({ recovery_code: recoveryCode }).strict()],
  { error: securityMessages.codeRequired },
);
export type LoginTwoFactorBody = z.infer<typeof loginTwoFactorBody>;

/** `DELETE /api/auth/sessions/{id}`. */
export const sessionIdParam = z.object({
  id: z.uuid({ error: securityMessages.sessionNotFound }),
});

/** A day in India time (`2026-11-27`) or a date-time with its offset. */
const dateOrDateTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: securityMessages.badDate,
});

/** `GET /api/audit`: every filter optional; `cursor` is the `next_cursor` of the page before. */
export const auditQuery = z.object({
  actor: z.coerce.number().int().positive().optional(),
  action: z.string().trim().min(1).max(100).optional(),
  target_type: z.string().trim().min(1).max(100).optional(),
  target_id: z.string().trim().min(1).max(100).optional(),
  from: dateOrDateTime.optional(),
  to: dateOrDateTime.optional(),
  cursor: z.coerce.number({ error: securityMessages.badCursor }).int().positive().optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;
