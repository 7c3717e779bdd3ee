import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
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
    activated_at: timestamp('activated_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One account per address whatever its case: Foo@x.in and foo@x.in are the same person.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_is_admin_idx').on(t.is_admin),
  ],
);

export type UserRow = typeof users.$inferSelect;
