import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';
import { serialId, timestamptz, createdAt, updatedAt, requiredRef } from './columns';

/** A token handed out by link or cookie: only its hash is kept, it expires, it is used once. */
const hashedTokenColumns = () => ({
  id: serialId(),
  user_id: requiredRef('user_id', () => users.id, 'cascade'),
  token_hash: text('token_hash').notNull().unique(),
  expires_at: timestamptz('expires_at').notNull(),
  used_at: timestamptz('used_at'),
  created_at: createdAt(),
});

/** One row per refresh token; rotation links tokens of one login into a family. */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    ...hashedTokenColumns(),
    family_id: uuid('family_id').notNull(),
    revoked_at: timestamptz('revoked_at'),
  },
  (t) => [
    index('refresh_sessions_user_idx').on(t.user_id),
    index('refresh_sessions_family_idx').on(t.family_id),
  ],
);

/** Activation and password-reset links; only a hash of the token is kept. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    ...hashedTokenColumns(),
    purpose: text('purpose').notNull(),
  },
  (t) => [
    index('one_time_tokens_user_idx').on(t.user_id, t.purpose),
    check('one_time_tokens_purpose_check', sql`${t.purpose} in ('activation', 'password_reset')`),
  ],
);

/**
 * Failed logins per e-mail (lower case, registered or not) and client address. A lock stops
 * guessing from that address only, so nobody can lock the owner out from elsewhere, and an
 * unknown e-mail is locked exactly like a known one, so the lock tells nothing.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    email: text('email').notNull(),
    client_address: text('client_address').notNull(),
    failures: integer('failures').notNull().default(0),
    locked_until: timestamptz('locked_until'),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.client_address] }),
    index('login_failures_updated_idx').on(t.updated_at),
  ],
);
