import { bigserial, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAt, requiredRef, serialId, timestamptz } from './columns';

/** Single-use recovery codes of an account with two-factor sign-in, hashed like passwords. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serialId(),
    user_id: requiredRef('user_id', () => users.id, 'cascade'),
    code_hash: text('code_hash').notNull(),
    used_at: timestamptz('used_at'),
    created_at: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.user_id)],
);

/** One row per login (refresh-token family): where it started and when it was last used. */
export const loginSessions = pgTable(
  'login_sessions',
  {
    family_id: uuid('family_id').primaryKey(),
    user_id: requiredRef('user_id', () => users.id, 'cascade'),
    user_agent: text('user_agent').notNull().default(''),
    client_address: text('client_address').notNull().default(''),
    created_at: createdAt(),
    last_seen_at: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('login_sessions_user_idx').on(t.user_id)],
);

/** What staff did; a trigger refuses every update and delete but the retention job's. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamptz('at').notNull().defaultNow(),
    actor_id: integer('actor_id'),
    actor_email: text('actor_email').notNull(),
    action: text('action').notNull(),
    target_type: text('target_type'),
    target_id: text('target_id'),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.target_type, t.target_id, t.id),
    index('audit_log_actor_idx').on(t.actor_id, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);

/** `{ field: { from, to } }`; money in rupees, never a password, token or secret. */
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;
export type AuditRow = typeof auditLog.$inferSelect;
