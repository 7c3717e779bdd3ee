import { securityMessages } from '../security-messages';
import { z } from 'zod';
import { currentPassword } from './passwords';

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
  password: currentPassword(securityMessages.passwordRequired, securityMessages.passwordWrong),
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
/** A filter left empty (`?actor=&action=`) filters nothing. */
const filter = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const positiveId = (error: string) => z.coerce.number({ error }).int({ error }).positive({ error });

export const auditQuery = z.object({
  actor: filter(positiveId(securityMessages.badActor)),
  action: filter(z.string().trim().max(100)),
  target_type: filter(z.string().trim().max(100)),
  target_id: filter(z.string().trim().max(100)),
  from: filter(dateOrDateTime),
  to: filter(dateOrDateTime),
  cursor: filter(positiveId(securityMessages.badCursor)),
});
export type AuditQuery = z.infer<typeof auditQuery>;
