import { randomBytes } from 'node:crypto';
import { messages, securityMessages } from '@shop/shared';
import { Secret, TOTP } from 'otpauth';
import type { Db, Queryable } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { audit, type AuditActor } from '../../lib/audit';
import { badRequest, conflict, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { SessionUser } from '../../plugins/auth';
import * as repo from './repo';
import * as codes from './two-factor-repo';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30;
/** One step of clock drift either way. */
const DRIFT_STEPS = 1;
const SECRET_BYTES = 20; // 160 bits
const RECOVERY_CODE_COUNT = 10;

const totp = (secret: string, issuer = '', label = '') =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });

/** The time step `code` belongs to, when it is right for `secret` now (within the drift). */
export function codeStep(secret: string, code: string, now = Date.now()): number | undefined {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** Whether `code` is right for the secret and not used before; it counts as used from now. */
async function acceptCode(db: Queryable, userId: number, secret: string, code: string) {
  const step = codeStep(secret, code);
  return step !== undefined && (await codes.claimStep(db, userId, step));
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** `abcde-fghij`: 50 random bits, easy to copy by hand. */
function newRecoveryCode() {
  const chars = [...randomBytes(10)].map((byte) => BASE32[byte % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

/** Sign-in events and two-factor changes are recorded for staff accounts. */
export async function auditStaff(
  db: Queryable,
  user: Pick<UserRow, 'id' | 'email' | 'is_admin'>,
  ip: string | null,
  action: string,
  actor: AuditActor = { id: user.id, email: user.email, ip },
) {
  if (user.is_admin) await audit(db, actor, { action, target: { type: 'user', id: user.id } });
}

/** A new 160-bit secret to set up, replacing any earlier one not yet confirmed. */
export async function startSetup(db: Db, user: SessionUser, issuer: string) {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  const [row] = await codes.setPendingSecret(db, user.id, secret);
  if (!row) throw conflict(securityMessages.alreadyEnabled);
  return { secret, otpauth_url: totp(secret, issuer, user.email).toString() };
}

/**
 * Turns two-factor on once a code from the app proves the secret was copied right. The code
 * counts as used; every other session of the account ends; the recovery codes are answered
 * this once and kept only as hashes.
 */
export async function enable(db: Db, user: SessionUser, code: string, ip: string) {
  const row = await repo.findUserById(db, user.id);
  if (!row) throw unauthorized(messages.errors.loginRequired);
  if (row.totp_enabled_at) throw conflict(securityMessages.alreadyEnabled);
  const secret = row.totp_pending_secret;
  if (!secret) throw badRequest(securityMessages.setupFirst);
  const recovery = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(recovery.map((c) => hashPassword(normaliseRecoveryCode(c))));
  await db.transaction(async (tx) => {
    if (!(await acceptCode(tx, row.id, secret, code))) throw badRequest(securityMessages.codeWrong);
    if (!(await codes.turnOn(tx, row.id, secret))) throw badRequest(securityMessages.setupFirst);
    await codes.replaceRecoveryCodes(tx, row.id, hashes);
    await repo.revokeOtherSessions(tx, row.id, user.session_id);
    await auditStaff(tx, row, ip, 'auth.2fa_enabled');
  });
  return recovery;
}

/** Off again only with the password and a current code: an unattended session is not enough. */
export async function disable(
  db: Db,
  user: SessionUser,
  body: { password: string; code: string },
  ip: string,
) {
  const row = await repo.findUserById(db, user.id);
  if (!row) throw unauthorized(messages.errors.loginRequired);
  if (!row.totp_enabled_at || !row.totp_secret) throw badRequest(securityMessages.notEnabled);
  if (!(await verifyPassword(row.password_hash, body.password)))
    throw badRequest(securityMessages.passwordWrong);
  const secret = row.totp_secret;
  await db.transaction(async (tx) => {
    if (!(await acceptCode(tx, row.id, secret, body.code)))
      throw badRequest(securityMessages.codeWrong);
    await codes.turnOff(tx, row.id);
    await auditStaff(tx, row, ip, 'auth.2fa_disabled');
  });
}

/**
 * The second step of a sign-in: a current code from the app, or an unused recovery code
 * (each works once).
 */
export async function checkSecondFactor(
  db: Queryable,
  user: UserRow,
  proof: { code: string } | { recovery_code: string },
): Promise<boolean> {
  if (!user.totp_secret) return false;
  if ('code' in proof) return acceptCode(db, user.id, user.totp_secret, proof.code);
  const typed = normaliseRecoveryCode(proof.recovery_code);
  for (const candidate of await codes.unusedRecoveryCodes(db, user.id)) {
    if (await verifyPassword(candidate.code_hash, typed))
      return codes.claimRecoveryCode(db, candidate.id);
  }
  return false;
}

/**
 * Someone else turns the account's two-factor off (a lost phone); every session of the account
 * ends, and with STAFF_2FA=required it must be set up again at the next sign-in.
 */
export async function resetFor(db: Queryable, target: UserRow, actor: AuditActor) {
  await codes.turnOff(db, target.id);
  await repo.revokeAllSessions(db, target.id);
  await audit(db, actor, {
    action: 'auth.2fa_reset',
    target: { type: 'user', id: target.id },
    changes: { two_factor: { from: !!target.totp_enabled_at, to: false } },
  });
}
