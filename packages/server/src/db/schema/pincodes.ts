import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns';

/**
 * India Post's PIN directory, loaded from the file that ships with the shop
 * (modules/pincodes). States are the shop's delivery-state names, the PIN's main state first.
 */
export const pincodes = pgTable('pincodes', {
  pin: text('pin').primaryKey(),
  states: jsonb('states').$type<string[]>().notNull(),
  district: text('district').notNull(),
  places: jsonb('places').$type<string[]>().notNull(),
});
export type PincodeRow = typeof pincodes.$inferSelect;

/** Staff rules on a PIN or PIN prefix; the longest matching prefix decides. */
export const pinRules = pgTable(
  'pin_rules',
  {
    id: serialId(),
    prefix: text('prefix').notNull(),
    delivery: boolean('delivery').notNull(),
    cod: boolean('cod').notNull(),
    note: text('note').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('pin_rules_prefix_key').on(t.prefix),
    check('pin_rules_prefix_check', sql`${t.prefix} ~ '^[1-9][0-9]{0,5}$'`),
  ],
);
export type PinRuleRow = typeof pinRules.$inferSelect;
