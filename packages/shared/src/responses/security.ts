import { z } from 'zod';
import { isoDateTime } from './common';
import { userResponse } from './auth';

/** `POST /api/auth/login`: the user and a session, or the code step when two-factor is on. */
export const loginResponse = z.union([
  userResponse,
  z.strictObject({ two_factor_required: z.literal(true) }),
]);
export type LoginResponse = z.infer<typeof loginResponse>;

/** `POST /api/auth/2fa/setup`: the secret (base32) and the link an authenticator app reads. */
export const twoFactorSetupResponse = z.strictObject({
  secret: z.string(),
  otpauth_url: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponse>;

/** `POST /api/auth/2fa/enable`: ten single-use codes, shown this once. */
export const recoveryCodesResponse = z.strictObject({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

const sessionSchema = z.strictObject({
  id: z.string(),
  current: z.boolean(),
  device: z.string(),
  ip: z.string(),
  last_seen_at: isoDateTime,
});
export type LoginSession = z.infer<typeof sessionSchema>;

/** `GET /api/auth/sessions`. */
export const sessionListResponse = z.strictObject({ sessions: z.array(sessionSchema) });
export type SessionListResponse = z.infer<typeof sessionListResponse>;

const auditEntrySchema = z.strictObject({
  id: z.number().int(),
  at: isoDateTime,
  actor: z.strictObject({ id: z.number().int().nullable(), email: z.string() }),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  changes: z.record(z.string(), z.strictObject({ from: z.unknown(), to: z.unknown() })),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/audit`: newest first, 50 a page. */
export const auditListResponse = z.strictObject({
  entries: z.array(auditEntrySchema),
  next_cursor: z.string().nullable(),
});
export type AuditListResponse = z.infer<typeof auditListResponse>;
