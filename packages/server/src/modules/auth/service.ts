import {
  type ChangePasswordBody,
  messages,
  securityMessages,
  type SignupBody,
  type UpdateMeBody,
} from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { badRequest, forbidden, HttpError, unauthorized } from '../../lib/errors';
import type { Mail, QueueingMailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { newToken } from '../../lib/tokens';
import { noteAccountChanged } from '../../plugins/session-cache';
import { activationMail, passwordResetMail } from '../mail/templates';
import { assertNotCommonPassword } from './password-policy';
import * as repo from './repo';
import { auditStaff, checkSecondFactor } from './two-factor';

const ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;
const MAX_FAILED_LOGINS = 5;
const LOCK_MINUTES = 15;
/** At most this many reset mails per account per window, whoever asks. */
const RESET_MAILS_PER_WINDOW = 3;
const RESET_WINDOW_MS = 15 * 60 * 1000;
/** At most this many activation mails per account per hour (sign-up included). */
const ACTIVATION_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

export type AuthContext = {
  db: Db;
  mailer: QueueingMailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** A staff login unused this long ends (STAFF_IDLE_MINUTES). */
  staffIdleMinutes: number;
};

// Verifying against a fixed hash when the e-mail is unknown makes both answers take as long.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword('not-a-real-password-0'));

/** How many links of a kind an account may be mailed in a window, and how long one lasts. */
const LINK_LIMITS = {
  activation: {
    name: 'activation',
    max: ACTIVATION_MAILS_PER_HOUR,
    windowMs: HOUR_MS,
    ttlMs: ACTIVATION_TTL_MS,
  },
  password_reset: {
    name: 'password reset',
    max: RESET_MAILS_PER_WINDOW,
    windowMs: RESET_WINDOW_MS,
    ttlMs: RESET_TTL_MS,
  },
} as const;

/**
 * A new one-time token to mail the user, or none when the account had its limit of them
 * in the window: the mails cannot be used to flood an inbox.
 */
async function newLinkToken(ctx: AuthContext, tx: Tx, userId: number, purpose: repo.TokenPurpose) {
  const { max, windowMs, ttlMs, name } = LINK_LIMITS[purpose];
  if ((await repo.countRecentTokens(tx, userId, purpose, windowMs)) >= max) {
    ctx.log.warn({ userId }, `${name} mails limited`);
    return undefined;
  }
  const token = newToken();
  await repo.createOneTimeToken(tx, userId, purpose, token, ttlMs);
  return token;
}

type Queue = (mail: Mail) => Promise<void>;

/** A new activation link, queued in the transaction that stores its token. */
async function queueActivationLink(ctx: AuthContext, tx: Tx, queue: Queue, user: UserRow) {
  const token = await newLinkToken(ctx, tx, user.id, 'activation');
  if (!token) return;
  const link = `${ctx.publicUrl}/activate-account?token=${token}`;
  await queue(activationMail(user.email, user.first_name, link));
}

export async function signup(ctx: AuthContext, body: SignupBody) {
  await assertNotCommonPassword(body.password);
  const passwordHash = await hashPassword(body.password);
  // The account, its link and the mail carrying it exist together or not at all.
  await ctx.mailer.transaction(async (tx, queue) => {
    const [user] = await tx
      .insert(users)
      .values({
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        phone_number: body.phone_number,
        password_hash: passwordHash,
        // Off unless ticked; the time is kept either way, as the answer given (docs/decisions/035).
        marketing_consent: body.marketing_consent ?? false,
        marketing_consent_at: new Date(),
      })
      .returning();
    await queueActivationLink(ctx, tx, queue, user!);
  });
}

/**
 * Checks a login in the order that leaks least: lock, password, then account state. Failures
 * count per e-mail and client address, known or not, and an unknown e-mail is checked against
 * a dummy hash: the answers and their timing say nothing about which accounts exist.
 */
export async function login(
  ctx: AuthContext,
  email: string,
  password: string,
  clientAddress: string,
): Promise<UserRow> {
  if (await repo.loginLockedUntil(ctx.db, email, clientAddress)) {
    throw new HttpError(429, messages.auth.accountLocked);
  }
  const user = await repo.findUserByEmail(ctx.db, email);
  const passwordMatches = await verifyPassword(
    user?.password_hash ?? (await timingDummy()),
    password,
  );
  if (!user || !passwordMatches) {
    await failedLogin(ctx, email, clientAddress, user);
    throw unauthorized(messages.auth.invalidCredentials);
  }
  if (!user.is_active) throw forbidden(messages.auth.accountDeactivated);
  if (!user.activated_at) {
    // Asking again: a login before activation sends a fresh link.
    await ctx.mailer.transaction((tx, queue) => queueActivationLink(ctx, tx, queue, user));
    throw forbidden(messages.auth.accountInactive);
  }
  // With two-factor on, the failures are cleared only once the code is right too.
  if (!user.totp_enabled_at) {
    await repo.clearLoginFailures(ctx.db, email, clientAddress);
    await auditStaff(ctx.db, user, clientAddress, 'auth.login');
  }
  return user;
}

/**
 * Counts a wrong password or code toward the lock, and records it (and the lock) when the
 * account is staff. Throws the lock's answer once the account is locked.
 */
async function failedLogin(
  ctx: AuthContext,
  email: string,
  clientAddress: string,
  user: UserRow | undefined,
) {
  const locked = await repo.recordLoginFailure(
    ctx.db,
    email,
    clientAddress,
    MAX_FAILED_LOGINS,
    LOCK_MINUTES,
  );
  if (user) await auditStaff(ctx.db, user, clientAddress, 'auth.login_failed');
  if (locked) {
    if (user) await auditStaff(ctx.db, user, clientAddress, 'auth.locked');
    throw new HttpError(429, messages.auth.accountLocked);
  }
}

/**
 * The second step of a login whose password was right: a code or a recovery code. A wrong one
 * counts toward the same lock as a wrong password and leaves the pending login as it is.
 */
export async function loginSecondStep(
  ctx: AuthContext,
  userId: number,
  proof: { code: string } | { recovery_code: string },
  clientAddress: string,
): Promise<UserRow> {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user || !user.is_active || !user.totp_enabled_at)
    throw unauthorized(securityMessages.pendingExpired);
  if (await repo.loginLockedUntil(ctx.db, user.email, clientAddress)) {
    throw new HttpError(429, messages.auth.accountLocked);
  }
  if (!(await checkSecondFactor(ctx.db, user, proof))) {
    await failedLogin(ctx, user.email, clientAddress, user);
    throw unauthorized(securityMessages.codeWrong);
  }
  await repo.clearLoginFailures(ctx.db, user.email, clientAddress);
  await auditStaff(ctx.db, user, clientAddress, 'auth.login');
  return user;
}

export async function activate(ctx: AuthContext, token: string) {
  const claimed = await repo.consumeOneTimeToken(ctx.db, token, 'activation');
  if (!claimed) throw badRequest(messages.activation.invalidToken);
  await ctx.db
    .update(users)
    .set({ activated_at: sql`coalesce(${users.activated_at}, now())` })
    .where(eq(users.id, claimed.user_id));
  // The other links mailed for this account have done their job.
  await repo.retireOneTimeTokens(ctx.db, claimed.user_id, 'activation');
}

/** Answers the same whether or not the address is registered (no account discovery). */
export async function forgotPassword(ctx: AuthContext, email: string) {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user || !user.is_active) return;
  // The link's token and the mail carrying it exist together or not at all.
  await ctx.mailer.transaction(async (tx, queue) => {
    const token = await newLinkToken(ctx, tx, user.id, 'password_reset');
    if (!token) return;
    const link = `${ctx.publicUrl}/reset-password?token=${token}`;
    await queue(passwordResetMail(user.email, user.first_name, link));
  });
}

/**
 * A new password ends every open session of the account and lifts a lock. Following the
 * mailed link also proves the address, so it activates an account not yet activated.
 */
export async function resetPassword(ctx: AuthContext, token: string, newPassword: string) {
  await assertNotCommonPassword(newPassword);
  const claimed = await repo.consumeOneTimeToken(ctx.db, token, 'password_reset');
  if (!claimed) throw badRequest(messages.resetPassword.invalidToken);
  const [user] = await ctx.db
    .update(users)
    .set({
      password_hash: await hashPassword(newPassword),
      activated_at: sql`coalesce(${users.activated_at}, now())`,
      updated_at: new Date(),
    })
    .where(eq(users.id, claimed.user_id))
    .returning({ email: users.email });
  await repo.revokeAllSessions(ctx.db, claimed.user_id);
  if (user) await repo.clearLoginFailures(ctx.db, user.email);
}

/**
 * Rotation: each refresh token works once. Presenting a used one means it was copied, so the
 * whole login it belongs to is ended. Answers the login to continue, or undefined to refuse.
 */
export async function rotateRefreshToken(
  ctx: Pick<AuthContext, 'db' | 'log' | 'staffIdleMinutes'>,
  token: string,
) {
  const claimed = await repo.claimRefreshToken(ctx.db, token);
  if (!claimed) {
    const known = await repo.findRefreshSession(ctx.db, token);
    if (known) {
      await repo.revokeFamily(ctx.db, known.family_id);
      if (known.used_at)
        ctx.log.warn({ userId: known.user_id }, 'refresh token reused; session revoked');
    }
    return undefined;
  }
  const user = await repo.findUserById(ctx.db, claimed.user_id);
  const idle =
    user?.is_admin && (await repo.loginIdleSince(ctx.db, claimed.family_id, ctx.staffIdleMinutes));
  if (!user?.is_active || idle) {
    await repo.revokeFamily(ctx.db, claimed.family_id);
    return undefined;
  }
  return { userId: user.id, familyId: claimed.family_id };
}

/** Ends the login the refresh token belongs to, else the one of the current request. */
export async function logout(db: Db, token: string | undefined, sessionId: string | undefined) {
  const known = token ? await repo.findRefreshSession(db, token) : undefined;
  const familyId = known?.family_id ?? sessionId;
  if (familyId) await repo.revokeFamily(db, familyId);
}

/**
 * The user's own name and phone, and the consent to offers when sent (its time changes only
 * when the answer does); the e-mail is the login and stays as it is.
 */
export async function updateMe(db: Db, userId: number, body: UpdateMeBody): Promise<UserRow> {
  const { marketing_consent, ...details } = body;
  const now = new Date();
  const [user] = await db
    .update(users)
    .set({
      ...details,
      ...(marketing_consent === undefined
        ? {}
        : {
            marketing_consent,
            marketing_consent_at: sql`case when ${users.marketing_consent} = ${marketing_consent} then ${users.marketing_consent_at} else now() end`,
          }),
      updated_at: now,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw unauthorized(messages.errors.loginRequired);
  noteAccountChanged(userId);
  return user;
}

/**
 * A new password for a signed-in user who proves the current one. Every other login of the
 * account ends (a device someone else may hold); the one asking stays signed in.
 */
export async function changePassword(
  db: Db,
  session: { id: number; session_id: string },
  body: ChangePasswordBody,
) {
  const user = await repo.findUserById(db, session.id);
  if (!user || !(await verifyPassword(user.password_hash, body.current_password)))
    throw badRequest(messages.account.currentPasswordWrong);
  if (body.new_password === body.current_password) throw badRequest(messages.account.samePassword);
  await assertNotCommonPassword(body.new_password);
  await db
    .update(users)
    .set({ password_hash: await hashPassword(body.new_password), updated_at: new Date() })
    .where(eq(users.id, user.id));
  await repo.revokeOtherSessions(db, user.id, session.session_id);
}
