import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestamptz, createdAt, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: serialId(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    phone_number: text('phone_number').notNull().default(''),
    password_hash: text('password_hash').notNull(),
    is_admin: boolean('is_admin').notNull().default(false),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    is_active: boolean('is_active').notNull().default(true),
    // null until the e-mail link is followed; staff accounts are created activated.
    activated_at: timestamptz('activated_at'),
    // Two-factor sign-in (docs/decisions/029): the secret being set up, the one in force, and
    // the time step of the last code accepted, so a code works once.
    totp_pending_secret: text('totp_pending_secret'),
    totp_secret: text('totp_secret'),
    totp_enabled_at: timestamptz('totp_enabled_at'),
    totp_last_step: bigint('totp_last_step', { mode: 'number' }),
    // "Send me offers", and when it was last given or withdrawn (docs/decisions/035).
    marketing_consent: boolean('marketing_consent').notNull().default(false),
    marketing_consent_at: timestamptz('marketing_consent_at'),
    // Set when the owner deleted the account: the row stays for its orders, emptied of the person.
    deleted_at: timestamptz('deleted_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // One account per address whatever its case: Foo@x.in and foo@x.in are the same person.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_is_admin_idx').on(t.is_admin),
    index('users_activated_at_idx')
      .on(t.activated_at)
      .where(sql`${t.activated_at} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
