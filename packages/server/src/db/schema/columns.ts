import {
  integer,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';

// Column sets many tables share. Each call builds new columns: a column belongs to one table.

/** The serial key most tables have. */
export const serialId = () => serial('id').primaryKey();

/** Every moment the shop stores is a timestamp with time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed; the code that changes it sets it. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** A required reference to another table's serial id. */
export const requiredRef = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: UpdateDeleteAction,
) => integer(name).notNull().references(target, { onDelete });

/** A numbered tax document's place in its series ('INV', 'CN') and the moment it was issued. */
export const documentNumberColumns = () => ({
  number: text('number').notNull().unique(),
  // '2026-27': the Indian financial year of the issue date, and the place in its series.
  financial_year: text('financial_year').notNull(),
  sequence: integer('sequence').notNull(),
  issued_at: timestamptz('issued_at').notNull(),
});

/** A tax document's totals in paise, summed over its lines. */
export const gstTotalColumns = () => ({
  taxable_value_paise: integer('taxable_value_paise').notNull(),
  cgst_paise: integer('cgst_paise').notNull(),
  sgst_paise: integer('sgst_paise').notNull(),
  igst_paise: integer('igst_paise').notNull(),
  total_paise: integer('total_paise').notNull(),
});
