import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { invoices } from '../../db/schema';

export const findInvoiceByOrder = async (db: Queryable, orderId: number) =>
  (await db.select().from(invoices).where(eq(invoices.order_id, orderId)).limit(1))[0];

/** Invoices issued in [from, to), in number order. */
export const listInvoicesIssued = (db: Queryable, from: Date, to: Date) =>
  db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issued_at, from), lt(invoices.issued_at, to)))
    .orderBy(asc(invoices.financial_year), asc(invoices.sequence), asc(invoices.id));
