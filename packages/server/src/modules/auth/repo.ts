import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { oneTimeTokens, refreshSessions, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

export type TokenPurpose = 'activation' | 'password_reset';

export const findUserByEmail = async (db: Queryable, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1)
  )[0];

export const findUserById = async (db: Queryable, id: number) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export async function recordFailedLogin(
  db: Queryable,
  userId: number,
  maxFailures: number,
  lockMinutes: number,
) {
  // One statement, so parallel wrong guesses all count.
  await db
    .update(users)
    .set({
      failed_logins: sql`case when ${users.failed_logins} + 1 >= ${maxFailures} then 0 else ${users.failed_logins} + 1 end`,
      locked_until: sql`case when ${users.failed_logins} + 1 >= ${maxFailures} then now() + make_interval(mins => ${lockMinutes}) else ${users.locked_until} end`,
    })
    .where(eq(users.id, userId));
}

export const clearFailedLogins = (db: Queryable, userId: number) =>
  db.update(users).set({ failed_logins: 0, locked_until: null }).where(eq(users.id, userId));

/** Stores a new link token, retiring the user's earlier unused ones of the same purpose. */
export async function createOneTimeToken(
  db: Queryable,
  userId: number,
  purpose: TokenPurpose,
  token: string,
  ttlMs: number,
) {
  await db
    .update(oneTimeTokens)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(oneTimeTokens.user_id, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.used_at),
      ),
    );
  await db.insert(oneTimeTokens).values({
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + ttlMs),
  });
}

export const countRecentTokens = async (
  db: Queryable,
  userId: number,
  purpose: TokenPurpose,
  sinceMs: number,
) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.user_id, userId),
          eq(oneTimeTokens.purpose, purpose),
          gt(oneTimeTokens.created_at, new Date(Date.now() - sinceMs)),
        ),
      )
  )[0]?.n ?? 0;

/** Marks a valid token used in one conditional update, so it works exactly once. */
export const consumeOneTimeToken = async (db: Queryable, token: string, purpose: TokenPurpose) =>
  (
    await db
      .update(oneTimeTokens)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(oneTimeTokens.token_hash, hashToken(token)),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.used_at),
          gt(oneTimeTokens.expires_at, new Date()),
        ),
      )
      .returning({ user_id: oneTimeTokens.user_id })
  )[0];

export const insertRefreshSession = (
  db: Queryable,
  values: { user_id: number; family_id: string; token: string; expires_at: Date },
) =>
  db.insert(refreshSessions).values({
    user_id: values.user_id,
    family_id: values.family_id,
    token_hash: hashToken(values.token),
    expires_at: values.expires_at,
  });

/** Claims a refresh token for rotation; a second claim of the same token finds nothing. */
export const claimRefreshToken = async (db: Queryable, token: string) =>
  (
    await db
      .update(refreshSessions)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(refreshSessions.token_hash, hashToken(token)),
          isNull(refreshSessions.used_at),
          isNull(refreshSessions.revoked_at),
          gt(refreshSessions.expires_at, new Date()),
        ),
      )
      .returning()
  )[0];

export const findRefreshSession = async (db: Queryable, token: string) =>
  (
    await db
      .select()
      .from(refreshSessions)
      .where(eq(refreshSessions.token_hash, hashToken(token)))
      .limit(1)
  )[0];

export const revokeFamily = (db: Queryable, familyId: string) =>
  db
    .update(refreshSessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshSessions.family_id, familyId), isNull(refreshSessions.revoked_at)));

export const revokeAllSessions = (db: Queryable, userId: number) =>
  db
    .update(refreshSessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshSessions.user_id, userId), isNull(refreshSessions.revoked_at)));
