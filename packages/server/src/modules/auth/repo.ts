import { and, desc, eq, exists, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  loginFailures,
  loginSessions,
  oneTimeTokens,
  refreshSessions,
  users,
} from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { noteLoginsEnded } from '../../plugins/session-cache';

export type TokenPurpose = 'activation' | 'password_reset';

/** The row of this token while it may still be used: not used yet, not expired. */
const usableToken = (table: typeof oneTimeTokens | typeof refreshSessions, token: string) =>
  and(
    eq(table.token_hash, hashToken(token)),
    isNull(table.used_at),
    gt(table.expires_at, new Date()),
  );

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

const failureKey = (email: string, clientAddress: string) =>
  and(
    eq(loginFailures.email, email.toLowerCase()),
    eq(loginFailures.client_address, clientAddress),
  );

/** When the lock on this e-mail from this address ends, if one is in force. */
export const loginLockedUntil = async (db: Queryable, email: string, clientAddress: string) =>
  (
    await db
      .select({ until: loginFailures.locked_until })
      .from(loginFailures)
      .where(and(failureKey(email, clientAddress), gt(loginFailures.locked_until, new Date())))
      .limit(1)
  )[0]?.until;

/**
 * Counts a failed login; the `maxFailures`-th within `lockMinutes` locks the pair for
 * `lockMinutes`. One statement, so parallel wrong guesses all count. Returns whether the
 * pair is locked now.
 */
export async function recordLoginFailure(
  db: Queryable,
  email: string,
  clientAddress: string,
  maxFailures: number,
  lockMinutes: number,
): Promise<boolean> {
  const t = loginFailures;
  const count = sql`case when ${t.updated_at} > now() - make_interval(mins => ${lockMinutes}) then ${t.failures} + 1 else 1 end`;
  const [row] = await db
    .insert(t)
    .values({
      email: email.toLowerCase(),
      client_address: clientAddress,
      failures: 1,
    })
    .onConflictDoUpdate({
      target: [t.email, t.client_address],
      set: {
        failures: sql`case when ${count} >= ${maxFailures} then 0 else ${count} end`,
        locked_until: sql`case when ${count} >= ${maxFailures} then now() + make_interval(mins => ${lockMinutes}) else ${t.locked_until} end`,
        updated_at: sql`now()`,
      },
    })
    .returning({ until: t.locked_until });
  // Rows a day old with no lock in force count for nothing; dropping them keeps the table
  // small whatever e-mails strangers try.
  await db
    .delete(t)
    .where(
      and(
        lt(t.updated_at, new Date(Date.now() - 24 * 60 * 60 * 1000)),
        or(isNull(t.locked_until), lt(t.locked_until, new Date())),
      ),
    );
  return !!row?.until && row.until > new Date();
}

/** A successful login clears its own address; a new password clears every address. */
export const clearLoginFailures = (db: Queryable, email: string, clientAddress?: string) =>
  db
    .delete(loginFailures)
    .where(
      clientAddress === undefined
        ? eq(loginFailures.email, email.toLowerCase())
        : failureKey(email, clientAddress),
    );

/** Retires the user's unused links of one purpose (after a reset or an activation). */
export const retireOneTimeTokens = (db: Queryable, userId: number, purpose: TokenPurpose) =>
  db
    .update(oneTimeTokens)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(oneTimeTokens.user_id, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.used_at),
      ),
    );

/**
 * Stores a new link token. A new reset link retires the earlier ones; activation links all
 * stay valid until they expire or the account is activated, so a shopper who opens the first
 * mail after asking for another is not refused.
 */
export async function createOneTimeToken(
  db: Queryable,
  userId: number,
  purpose: TokenPurpose,
  token: string,
  ttlMs: number,
) {
  if (purpose === 'password_reset') await retireOneTimeTokens(db, userId, purpose);
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
      .where(and(usableToken(oneTimeTokens, token), eq(oneTimeTokens.purpose, purpose)))
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
      .where(and(usableToken(refreshSessions, token), isNull(refreshSessions.revoked_at)))
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

/**
 * Ends logins, notes whose ended for the session cache of the request's instance, and answers
 * whether any was open.
 */
async function revokeWhere(db: Queryable, where: SQL | undefined) {
  const rows = await db
    .update(refreshSessions)
    .set({ revoked_at: new Date() })
    .where(and(where, isNull(refreshSessions.revoked_at)))
    .returning({ user_id: refreshSessions.user_id });
  noteLoginsEnded(rows.map((row) => row.user_id));
  return rows.length > 0;
}

/** Ends one login of the user's own; answers whether there was one open. */
export const revokeOwnLogin = (db: Queryable, userId: number, familyId: string) =>
  revokeWhere(
    db,
    and(eq(refreshSessions.user_id, userId), eq(refreshSessions.family_id, familyId)),
  );

export const revokeFamily = (db: Queryable, familyId: string) =>
  revokeWhere(db, eq(refreshSessions.family_id, familyId));

export const revokeAllSessions = (db: Queryable, userId: number) =>
  revokeWhere(db, eq(refreshSessions.user_id, userId));

/** Ends every login of the user but `keepFamilyId`, the one asking. */
export const revokeOtherSessions = (db: Queryable, userId: number, keepFamilyId: string) =>
  revokeWhere(
    db,
    and(eq(refreshSessions.user_id, userId), ne(refreshSessions.family_id, keepFamilyId)),
  );

/** Where a login started, kept for the sessions list and the staff idle timeout. */
export const insertLoginSession = (
  db: Queryable,
  values: { family_id: string; user_id: number; user_agent: string; client_address: string },
) => db.insert(loginSessions).values(values).onConflictDoNothing();

/** Whether the login has gone unused for longer than `idleMinutes`. */
export async function loginIdleSince(db: Queryable, familyId: string, idleMinutes: number) {
  const [row] = await db
    .select({ last_seen_at: loginSessions.last_seen_at })
    .from(loginSessions)
    .where(eq(loginSessions.family_id, familyId));
  return !!row && row.last_seen_at.getTime() < Date.now() - idleMinutes * 60_000;
}

/**
 * Marks the login used now, unless it was last used before `idleBefore` (then it answers
 * false and changes nothing). A login from before this table gets its row here.
 */
export async function touchLoginSession(
  db: Queryable,
  familyId: string,
  userId: number,
  idleBefore: Date | undefined,
) {
  const rows = await db
    .insert(loginSessions)
    .values({ family_id: familyId, user_id: userId })
    .onConflictDoUpdate({
      target: loginSessions.family_id,
      set: { last_seen_at: sql`now()` },
      setWhere: idleBefore ? gt(loginSessions.last_seen_at, idleBefore) : undefined,
    })
    .returning({ id: loginSessions.family_id });
  return rows.length === 1;
}

/** The account's logins still open (a refresh token neither used, revoked nor expired). */
export const listOpenLogins = (db: Queryable, userId: number) =>
  db
    .select()
    .from(loginSessions)
    .where(
      and(
        eq(loginSessions.user_id, userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(refreshSessions)
            .where(
              and(
                eq(refreshSessions.family_id, loginSessions.family_id),
                isNull(refreshSessions.revoked_at),
                isNull(refreshSessions.used_at),
                gt(refreshSessions.expires_at, new Date()),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(loginSessions.last_seen_at));
