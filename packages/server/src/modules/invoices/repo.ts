import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { invoices } from '../../db/schema';

// Read when an order is paid and when its mail goes: prepared once.
const invoiceOfOrder = preparedPerDatabase((db) =>
  db
    .select()
    .from(invoices)
    .where(eq(invoices.order_id, sql.placeholder('orderId')))
    .limit(1)
    .prepare('invoice_of_order'),
);

export const findInvoiceByOrder = async (db: Queryable, orderId: number) =>
  (await invoiceOfOrder(db).execute({ orderId }))[0];

/** Invoices issued in [from, to), in number order. */
export const listInvoicesIssued = (db: Queryable, from: Date, to: Date) =>
  db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issued_at, from), lt(invoices.issued_at, to)))
    .orderBy(asc(invoices.financial_year), asc(invoices.sequence), asc(invoices.id));
