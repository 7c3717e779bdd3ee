import { addressText, gstStateCode } from '@shop/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  categories,
  invoices,
  orderProducts,
  products,
  type InvoiceRow,
  type OrderRow,
} from '../../db/schema';
import { orderTotalPaise } from '../pricing/order-total';
import { buildInvoiceLines, sumLines, type OrderedItem } from '../tax-documents/build-lines';
import { takeNextNumber } from '../tax-documents/numbering';
import type { Seller } from '../tax-documents/seller';
import { supplyType } from '../tax-documents/tax-split';
import { findStateByName } from '../delivery-states/read-model';
import { findInvoiceByOrder } from './repo';

/** The GST code of a delivery state: the one staff set, else the known code of its name. */
async function stateCodeOf(tx: Tx, state: string) {
  return (await findStateByName(tx, state))?.gst_state_code ?? gstStateCode(state) ?? '';
}

// The invoice's lines, read with every payment: prepared once.
const orderedItemsOf = preparedPerDatabase((db) =>
  db
    .select({
      product_id: orderProducts.product_id,
      description: products.name,
      qty: orderProducts.qty,
      amount_paise: orderProducts.amount_paise,
      gst_paise: orderProducts.gst_paise,
      discount_paise: orderProducts.discount_paise,
      discount_gst_paise: orderProducts.discount_gst_paise,
      // Orders placed before rates were kept per line fall back to the category's.
      gst_rate: sql<string>`coalesce(${orderProducts.gst_percent}, ${categories.gst_percent})`,
      hsn_code: sql<string>`coalesce(${orderProducts.hsn_code}, ${categories.hsn_code}, '')`,
    })
    .from(orderProducts)
    .innerJoin(products, eq(products.id, orderProducts.product_id))
    .innerJoin(categories, eq(categories.id, products.category_id))
    .where(eq(orderProducts.order_id, sql.placeholder('orderId')))
    .orderBy(asc(orderProducts.id))
    .prepare('ordered_items_of'),
);

async function orderedItems(tx: Tx, orderId: number): Promise<OrderedItem[]> {
  const rows = await orderedItemsOf(tx).execute({ orderId });
  return rows.map((row) => ({ ...row, gst_rate: Number(row.gst_rate) }));
}

/**
 * Issues the order's tax invoice inside the transaction that marks it paid, so an order is
 * paid with its invoice or not at all; an order that has one already keeps it. `order` is its
 * row as read under the transaction's lock (what it was placed at never changes).
 */
export async function issueInvoice(
  tx: Tx,
  order: OrderRow,
  seller: Seller,
  issuedAt = new Date(),
): Promise<InvoiceRow> {
  const orderId = order.id;
  const existing = await findInvoiceByOrder(tx, orderId);
  if (existing) return existing;

  const stateCode = await stateCodeOf(tx, order.state);
  const supply = supplyType(seller.state_code, stateCode);
  const lines = buildInvoiceLines(await orderedItems(tx, orderId), order, supply);
  const totals = sumLines(lines);
  const paid = orderTotalPaise(order);
  // Never issue a document that disagrees with the money taken.
  if (totals.total_paise !== paid)
    throw new Error(`Invoice total ${totals.total_paise} differs from order ${orderId}'s ${paid}`);

  const { number, financialYear, sequence } = await takeNextNumber(
    tx,
    seller.invoicePrefix,
    issuedAt,
  );
  const [row] = await tx
    .insert(invoices)
    .values({
      order_id: orderId,
      number,
      financial_year: financialYear,
      sequence,
      issued_at: issuedAt,
      seller: {
        name: seller.name,
        address: seller.address,
        state: seller.state,
        state_code: seller.state_code,
        gstin: seller.gstin,
      },
      buyer: {
        name: order.name,
        address: addressText(order, { withName: false }),
        state: order.state,
        state_code: stateCode,
        phone_number: order.phone_number,
      },
      place_of_supply: { state: order.state, state_code: stateCode },
      supply,
      lines,
      ...totals,
    })
    .returning();
  return row!;
}
