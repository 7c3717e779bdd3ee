import {
  formatRupees,
  linePricePaise,
  messages,
  ORDER_STATUS,
  paiseToRupees,
  type PlaceOrderBody,
  type VerifyPaymentBody,
} from '@shop/shared';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import {
  addressColumns,
  cartItems,
  orderProducts,
  orders,
  orderStatuses,
  products,
  users,
  type AddressRow,
} from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import type { PaymentGateway } from '../../lib/gateway/types';
import { isValidCheckoutSignature } from '../../lib/gateway/signature';
import type { Mailer } from '../../lib/mailer';
import type { SessionUser } from '../../plugins/auth';
import { invoiceAttachment } from '../invoices/pdf';
import { findInvoiceByOrder } from '../invoices/repo';
import type { Seller } from '../invoices/seller';
import { orderConfirmationMail } from '../mail/templates';
import { quoteOrder } from '../pricing/quote';
import { currentStatusSql, markFailed, markPaid, orderTotalPaise } from './domain';
import { findOrder, type FullOrder } from './repo';

export type OrdersContext = {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  publicUrl: string;
  seller: Seller;
  log: FastifyBaseLogger;
  limits: { maxLineQuantity: number; maxUnpaidOrders: number };
};

/**
 * Orders of the shopper still holding stock while they wait for payment. Counted after
 * locking the shopper's row, so parallel place-orders of one shopper are counted one by one.
 */
async function assertMayHoldMoreStock(tx: Tx, userId: number, maxUnpaid: number) {
  await tx.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.user_id, userId),
        isNull(orders.stock_released_at),
        sql`${currentStatusSql} = ${ORDER_STATUS.placed}`,
      ),
    );
  if ((row?.n ?? 0) >= maxUnpaid) throw conflict(messages.orderSummary.tooManyUnpaid(maxUnpaid));
}

const snapshotKeys = Object.keys(addressColumns()) as (keyof ReturnType<typeof addressColumns>)[];
/** The address as it is now, copied into the order so later edits do not change it. */
const addressSnapshot = (address: AddressRow) =>
  Object.fromEntries(snapshotKeys.map((key) => [key, address[key]])) as Pick<
    AddressRow,
    (typeof snapshotKeys)[number]
  >;

/**
 * Prices the order from the database, snapshots the address, records Placed and reserves the
 * stock in one transaction. Each reservation is one conditional update, so of two shoppers
 * racing for the last unit exactly one gets it; the other's transaction rolls back with 409.
 */
async function createPlacedOrder(ctx: OrdersContext, user: SessionUser, body: PlaceOrderBody) {
  return ctx.db.transaction(async (tx) => {
    const quote = await quoteOrder(tx, {
      userId: user.id,
      productId: body.product_id ?? null,
      qty: body.qty,
      addressId: body.address_id,
    });
    const address = quote.address!;
    const { maxLineQuantity, maxUnpaidOrders } = ctx.limits;
    if (quote.lines.some((line) => line.qty > maxLineQuantity))
      throw conflict(messages.orderSummary.lineQuantityTooHigh(maxLineQuantity));
    await assertMayHoldMoreStock(tx, user.id, maxUnpaidOrders);
    for (const line of quote.lines) {
      const [taken] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${line.qty}` })
        .where(and(eq(products.id, line.product.id), gte(products.stock, line.qty)))
        .returning({ id: products.id });
      if (!taken) throw conflict(messages.cart.outOfStock);
    }
    const [order] = await tx
      .insert(orders)
      .values({
        user_id: user.id,
        ...addressSnapshot(address),
        amount_paise: quote.price.amount,
        gst_paise: quote.price.gst,
        delivery_charge_paise: quote.price.delivery_charge,
        payment_gateway_charge_paise: quote.price.payment_gateway_charge,
      })
      .returning();
    await tx.insert(orderProducts).values(
      quote.lines.map((line) => ({
        order_id: order!.id,
        product_id: line.product.id,
        qty: line.qty,
        amount_paise: line.priced.ratePaise * line.qty,
        gst_paise: linePricePaise(line.priced) - line.priced.ratePaise * line.qty,
        gst_percent: line.priced.gstPercent,
        hsn_code: line.product.category.hsn_code,
      })),
    );
    await tx.insert(orderStatuses).values({ order_id: order!.id, status: ORDER_STATUS.placed });
    return order!;
  });
}

export async function placeOrder(ctx: OrdersContext, user: SessionUser, body: PlaceOrderBody) {
  const order = await createPlacedOrder(ctx, user, body);
  const amount = orderTotalPaise(order);
  try {
    // Razorpay takes paise; the receipt is our order id, unique by construction.
    const gatewayOrder = await ctx.gateway.createOrder({
      amount,
      receipt: String(order.id),
      notes: { order_id: String(order.id) },
    });
    await ctx.db
      .update(orders)
      .set({ razorpay_order_id: gatewayOrder.id })
      .where(eq(orders.id, order.id));
    return {
      order_id: order.id,
      razorpay_order_id: gatewayOrder.id,
      amount,
      currency: 'INR',
      key_id: ctx.gateway.keyId,
    };
  } catch (err) {
    ctx.log.error({ err, orderId: order.id }, 'payment gateway order failed');
    await markFailed(ctx.db, {
      orderId: order.id,
      source: 'checkout',
      reason: 'The payment gateway could not open the payment.',
    });
    throw new HttpError(502, messages.payment.initiationFailed);
  }
}

async function ownOrder(ctx: OrdersContext, user: SessionUser, orderId: number) {
  const order = await findOrder(ctx.db, orderId, user.id);
  if (!order) throw notFound(messages.errors.orderNotFound);
  return order;
}

/** The cart lines this order bought leave the cart once it is paid. */
async function removeOrderedFromCart(ctx: OrdersContext, order: FullOrder) {
  const productIds = order.items.map((item) => item.product_id);
  if (productIds.length === 0) return;
  await ctx.db
    .delete(cartItems)
    .where(and(eq(cartItems.user_id, order.user_id), inArray(cartItems.product_id, productIds)));
}

async function sendConfirmation(ctx: OrdersContext, user: SessionUser, order: FullOrder) {
  const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
  const mail = orderConfirmationMail({
    to: user.email,
    firstName: user.first_name,
    orderId: order.id,
    lines: order.items.map((item) => ({
      name: item.product.name,
      qty: item.qty,
      linePrice: rupees(item.amount_paise + item.gst_paise),
    })),
    delivery: rupees(order.delivery_charge_paise),
    fee:
      order.payment_gateway_charge_paise > 0
        ? rupees(order.payment_gateway_charge_paise)
        : undefined,
    total: rupees(orderTotalPaise(order)),
    address: [
      order.name,
      order.line_1,
      order.line_2,
      order.city,
      order.district,
      order.state,
      order.pin_code,
    ].join(', '),
    link: `${ctx.publicUrl}/orders/${order.id}`,
  });
  try {
    const invoice = await findInvoiceByOrder(ctx.db, order.id);
    if (invoice) mail.attachments = [await invoiceAttachment(invoice)];
    await ctx.mailer.send(mail);
  } catch (err) {
    ctx.log.error({ err, orderId: order.id }, 'order confirmation mail could not be sent');
  }
}

/**
 * Checks the checkout's signature against the order id we stored (never the one sent back),
 * then records the payment once; calling it again changes nothing.
 */
export async function verifyPayment(
  ctx: OrdersContext,
  user: SessionUser,
  body: VerifyPaymentBody,
) {
  const order = await ownOrder(ctx, user, body.order_id);
  const valid =
    order.razorpay_order_id !== null &&
    isValidCheckoutSignature(
      ctx.gateway.keySecret,
      order.razorpay_order_id,
      body.razorpay_payment_id,
      body.razorpay_signature,
    );
  if (!valid) throw badRequest(messages.payment.verificationFailed);

  const payment = await ctx.gateway.fetchPayment(body.razorpay_payment_id).catch((err: unknown) => {
    // The signature is proof enough to record; the webhook and reconciler confirm capture.
    ctx.log.warn({ err, orderId: order.id }, 'could not fetch payment after a valid signature');
    return null;
  });
  if (payment && payment.order_id !== order.razorpay_order_id)
    throw badRequest(messages.payment.verificationFailed);

  const { changed, amountMismatch } = await markPaid(
    ctx.db,
    {
      orderId: order.id,
      paymentId: body.razorpay_payment_id,
      amountPaise: payment?.amount,
      method: payment?.method,
      source: 'checkout',
    },
    ctx.seller,
  );
  if (amountMismatch) {
    ctx.log.error({ orderId: order.id }, 'payment amount does not match the order total');
    throw conflict(messages.payment.amountMismatch);
  }
  if (changed) {
    await removeOrderedFromCart(ctx, order);
    await sendConfirmation(ctx, user, order);
  }
  return { message: messages.payment.verified, order_id: order.id };
}

/** The checkout reported a failed or closed payment: the order is marked and its stock freed. */
export async function reportCheckoutFailure(
  ctx: OrdersContext,
  user: SessionUser,
  orderId: number,
  report: { razorpay_payment_id?: string; reason?: string },
) {
  const order = await ownOrder(ctx, user, orderId);
  await markFailed(
    ctx.db,
    {
      orderId: order.id,
      paymentId: report.razorpay_payment_id,
      source: 'checkout',
      reason: report.reason ?? 'The payment was not completed.',
    },
    'shopper',
  );
  return { message: messages.payment.initiationFailed, order_id: order.id };
}
