import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { recoveryCodes, users } from '../../db/schema';

export const setPendingSecret = (db: Queryable, userId: number, secret: string) =>
  db
    .update(users)
    .set({ totp_pending_secret: secret })
    .where(and(eq(users.id, userId), isNull(users.totp_enabled_at)))
    .returning({ id: users.id });

/**
 * Marks `step` used for the account in one conditional update: it succeeds only when no code
 * of this or a later step was accepted before, so a code works once even under races.
 */
export const claimStep = async (db: Queryable, userId: number, step: number) =>
  (
    await db
      .update(users)
      .set({ totp_last_step: step })
      .where(
        and(eq(users.id, userId), or(isNull(users.totp_last_step), lt(users.totp_last_step, step))),
      )
      .returning({ id: users.id })
  ).length === 1;

/** Moves the secret being set up into force. */
export const turnOn = async (db: Queryable, userId: number, secret: string) =>
  (
    await db
      .update(users)
      .set({
        totp_secret: secret,
        totp_pending_secret: null,
        totp_enabled_at: sql`now()`,
        updated_at: new Date(),
      })
      .where(and(eq(users.id, userId), eq(users.totp_pending_secret, secret)))
      .returning({ id: users.id })
  ).length === 1;

/** Two-factor off: the secret, the set-up in progress and every recovery code are gone. */
export async function turnOff(db: Queryable, userId: number) {
  await db
    .update(users)
    .set({
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
      updated_at: new Date(),
    })
    .where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
}

export async function replaceRecoveryCodes(db: Queryable, userId: number, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await db
    .insert(recoveryCodes)
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
}

export const unusedRecoveryCodes = (db: Queryable, userId: number) =>
  db
    .select({ id: recoveryCodes.id, code_hash: recoveryCodes.code_hash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));

/** Uses a recovery code once: a second claim of the same row finds nothing. */
export const claimRecoveryCode = async (db: Queryable, id: number) =>
  (
    await db
      .update(recoveryCodes)
      .set({ used_at: new Date() })
      .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.used_at)))
      .returning({ id: recoveryCodes.id })
  ).length === 1;
