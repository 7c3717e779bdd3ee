import { relations, sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { serialId, requiredRef, documentNumberColumns, gstTotalColumns } from './columns';

/** A party of an invoice as it was when the invoice was issued. */
export type StoredParty = {
  name: string;
  address: string;
  state: string;
  state_code: string;
  gstin?: string;
  phone_number?: string;
};

/** What every line of an invoice or a credit note keeps, money in paise. */
export type StoredTaxLine = {
  kind: 'product' | 'delivery' | 'payment_gateway';
  product_id?: number;
  description: string;
  hsn_code: string;
  gst_rate: number;
  taxable_value_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
};

/** One line of an issued invoice. */
export type StoredInvoiceLine = StoredTaxLine & {
  qty: number;
  unit_value_paise: number;
  /** Product lines of invoices issued with discounts: value before the discount, and its taxable part. */
  gross_value_paise?: number;
  discount_paise?: number;
};

/**
 * Issued GST tax invoices. A row is written once, in the transaction that marks its order
 * paid, and never updated: it keeps its own parties, lines and figures, so later changes to
 * prices, rates, addresses or the seller's settings leave it as issued.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serialId(),
    order_id: requiredRef('order_id', () => orders.id, 'restrict').unique(),
    ...documentNumberColumns(),
    seller: jsonb('seller').$type<StoredParty>().notNull(),
    buyer: jsonb('buyer').$type<StoredParty>().notNull(),
    place_of_supply: jsonb('place_of_supply')
      .$type<{ state: string; state_code: string }>()
      .notNull(),
    supply: text('supply').$type<'intra-state' | 'inter-state'>().notNull(),
    lines: jsonb('lines').$type<StoredInvoiceLine[]>().notNull(),
    ...gstTotalColumns(),
  },
  (t) => [
    index('invoices_issued_at_idx').on(t.issued_at),
    check('invoices_supply_check', sql`${t.supply} in ('intra-state', 'inter-state')`),
  ],
);

/**
 * The last number used in each series ('INV', and 'CN' for credit notes) per financial year.
 * Taking a number updates this row inside the issuing transaction, so concurrent issues wait
 * for one another and a rolled-back issue gives its number back: no gaps, no duplicates.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financial_year: text('financial_year').notNull(),
    last_number: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financial_year] })],
);

export const invoicesRelations = relations(invoices, ({ one }) => ({
  order: one(orders, { fields: [invoices.order_id], references: [orders.id] }),
}));

export type InvoiceRow = typeof invoices.$inferSelect;
