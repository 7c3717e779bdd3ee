import {
  isPaidStatus,
  linePricePaise,
  messages,
  ORDER_STATUS,
  STOCK_HOLD_MS,
  type PlaceOrderBody,
  type VerifyPaymentBody,
} from '@shop/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  addressColumns,
  cartItems,
  orderProducts,
  orders,
  orderStatuses,
  users,
  type AddressRow,
  type OrderRow,
} from '../../db/schema';
import { noteStockMoved } from '../../lib/catalogue-cache';
import {
  badRequest,
  conflict,
  foundOr404,
  HttpError,
  isDatabaseUnavailable,
} from '../../lib/errors';
import type { PaymentGateway } from '../../lib/gateway/types';
import type { OnlinePlaced, PlaceOrderResponse } from '@shop/shared';
import { isValidCheckoutSignature } from '../../lib/gateway/signature';
import type { QueueingMailer } from '../../lib/mailer';
import type { SessionUser } from '../../plugins/auth';
import type { Seller } from '../tax-documents/seller';
import { quoteOrder } from '../pricing/quote';
import { countOrderEvent } from '../metrics/registry';
import { assertCouponApplies, couponTerms, findUsableCoupon } from '../promotions/service';
import {
  applyCancellation,
  applyMove,
  currentStatusSql,
  lockOrder,
  markFailed,
  markPaid,
  orderTotalPaise,
  type OutcomeNotices,
  planMove,
} from './domain';
import { reserveAgain, reserveLines, StockShort } from './domain/stock';
import { retakeCouponUse, takeCouponUse } from './domain/coupon-use';
import { queueCancellation } from './notices';
import { findOrder, findOwnOrderRow } from './repo';
import { codRefusal, type CodLimits } from '../cod/eligibility';
import { startConfirmation } from '../cod/service';

export type OrdersContext = {
  db: Db;
  gateway: PaymentGateway;
  mailer: QueueingMailer;
  publicUrl: string;
  seller: Seller;
  log: FastifyBaseLogger;
  /** The confirmation and the shop's alert, queued with the payment. */
  paidNotices: OutcomeNotices;
  limits: { maxLineQuantity: number; maxUnpaidOrders: number };
  cod: CodLimits;
};

/** When a hold taken now lapses. */
const holdFromNow = () => new Date(Date.now() + STOCK_HOLD_MS);

/** The refusal for a line that cannot be had again: how many are left. */
const shortRefusal = (short: StockShort) =>
  conflict(
    short.available > 0 ? messages.cart.onlyAvailable(short.available) : messages.cart.outOfStock,
  );

/**
 * Orders of the shopper still holding stock while they wait for payment, or (cash on delivery)
 * for confirmation. Counted after locking the shopper's row, so parallel place-orders of one
 * shopper are counted one by one.
 */
// Two statements, not one: the count must be read after the lock is held, so that it sees an
// order the shopper's other checkout committed meanwhile. Both prepared once.
const lockShopper = preparedPerDatabase((db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .for('update')
    .prepare('lock_shopper'),
);
const unpaidOrderCount = preparedPerDatabase((db) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.user_id, sql.placeholder('userId')),
        isNull(orders.stock_released_at),
        sql`${currentStatusSql} in (${ORDER_STATUS.placed}, ${ORDER_STATUS.awaitingConfirmation})`,
      ),
    )
    .prepare('unpaid_order_count'),
);

async function assertMayHoldMoreStock(tx: Tx, userId: number, maxUnpaid: number) {
  await lockShopper(tx).execute({ userId });
  const [row] = await unpaidOrderCount(tx).execute({ userId });
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
  const cod = body.payment_method === 'cod';
  const placed = await ctx.db.transaction(async (tx) => {
    // The coupon is checked and the order priced with it again: the shopper pays what was shown.
    const coupon = body.coupon_code ? await findUsableCoupon(tx, body.coupon_code) : null;
    const quote = await quoteOrder(tx, {
      userId: user.id,
      productId: body.product_id ?? null,
      qty: body.qty,
      addressId: body.address_id,
      coupon: coupon ? couponTerms(coupon) : null,
      paymentMethod: body.payment_method,
    });
    if (coupon)
      await assertCouponApplies(
        tx,
        coupon,
        user.id,
        quote.lines,
        quote.price.itemsBeforeDiscountPaise,
      );
    const address = quote.address!;
    if (cod) {
      const refusal = await codRefusal(tx, {
        userId: user.id,
        pinCode: address.pin_code,
        totalPaise: quote.price.totalPaise,
        chargeActive: quote.charge !== null,
        limits: ctx.cod,
      });
      if (refusal) throw conflict(refusal);
    }
    const { maxLineQuantity, maxUnpaidOrders } = ctx.limits;
    if (quote.lines.some((line) => line.qty > maxLineQuantity))
      throw conflict(messages.orderSummary.lineQuantityTooHigh(maxLineQuantity));
    await assertMayHoldMoreStock(tx, user.id, maxUnpaidOrders);
    try {
      await reserveLines(
        tx,
        quote.lines.map((line) => ({ product_id: line.product.id, qty: line.qty })),
      );
    } catch (error) {
      // Place-order answers as it always has; only a retry names what is left.
      throw error instanceof StockShort ? conflict(messages.cart.outOfStock) : error;
    }
    noteStockMoved(quote.lines.map((line) => line.product.id));
    if (coupon) await takeCouponUse(tx, coupon.id, user.id);
    const [order] = await tx
      .insert(orders)
      .values({
        user_id: user.id,
        // A COD order holds its stock until confirmed or cancelled, not for the payment hold.
        hold_until: cod ? null : holdFromNow(),
        payment_method: body.payment_method,
        ...addressSnapshot(address),
        amount_paise: quote.price.amountPaise,
        gst_paise: quote.price.gstPaise,
        delivery_charge_paise: quote.price.deliveryChargePaise,
        payment_gateway_charge_paise: quote.price.gatewayFeePaise,
        ...(coupon && {
          coupon_id: coupon.id,
          coupon_code: coupon.code,
          discount_paise: quote.price.discountPaise,
          coupon_held: true,
        }),
      })
      .returning();
    await tx.insert(orderProducts).values(
      quote.lines.map((line, i) => ({
        // The line's share of the discount: its taxable part and its tax part.
        discount_paise: quote.price.lines[i]!.discount,
        discount_gst_paise: quote.price.lines[i]!.share - quote.price.lines[i]!.discount,
        order_id: order!.id,
        product_id: line.product.id,
        qty: line.qty,
        amount_paise: line.priced.ratePaise * line.qty,
        gst_paise: linePricePaise(line.priced) - line.priced.ratePaise * line.qty,
        gst_percent: line.priced.gstPercent,
        hsn_code: line.product.category.hsn_code,
      })),
    );
    await tx.insert(orderStatuses).values({
      order_id: order!.id,
      status: cod ? ORDER_STATUS.awaitingConfirmation : ORDER_STATUS.placed,
    });
    if (cod) {
      // Nothing is left to pay online: the order's lines leave the cart now.
      await removeLinesFromCart(
        tx,
        user.id,
        quote.lines.map((line) => line.product.id),
      );
      await startConfirmation(tx, order!, {
        publicUrl: ctx.publicUrl,
        confirmHours: ctx.cod.confirmHours,
      });
    }
    return order!;
  });
  countOrderEvent('placed');
  return placed;
}

async function removeLinesFromCart(tx: Tx, userId: number, productIds: number[]) {
  if (productIds.length === 0) return;
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.user_id, userId), inArray(cartItems.product_id, productIds)));
}

/**
 * Whether the order the summary shows may be paid in cash at the door, priced as place-order
 * would price it with the COD fee; the reason is the sentence place-order would refuse with.
 */
export async function checkCod(ctx: OrdersContext, user: SessionUser, body: PlaceOrderBody) {
  const coupon = body.coupon_code ? await findUsableCoupon(ctx.db, body.coupon_code) : null;
  const quote = await quoteOrder(ctx.db, {
    userId: user.id,
    productId: body.product_id ?? null,
    qty: body.qty,
    addressId: body.address_id,
    coupon: coupon ? couponTerms(coupon) : null,
    paymentMethod: 'cod',
  });
  const reason = await codRefusal(ctx.db, {
    userId: user.id,
    pinCode: quote.address?.pin_code ?? null,
    totalPaise: quote.price.totalPaise,
    chargeActive: quote.charge !== null,
    limits: ctx.cod,
  });
  return { available: reason === null, reason };
}

/**
 * What the checkout opens for an order, at the price it was placed at. The order's Razorpay
 * order is reused when it has one (a late payment of an earlier attempt still finds the order);
 * otherwise one is made. If the gateway cannot make it, the order is marked Payment Failed.
 */
async function openPayment(ctx: OrdersContext, order: OrderRow): Promise<OnlinePlaced> {
  const amount = orderTotalPaise(order);
  const answer = (razorpayOrderId: string) => ({
    order_id: order.id,
    razorpay_order_id: razorpayOrderId,
    amount,
    currency: 'INR',
    key_id: ctx.gateway.keyId,
  });
  if (order.razorpay_order_id) return answer(order.razorpay_order_id);
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
    return answer(gatewayOrder.id);
  } catch (err) {
    // Not the gateway's fault: the order stays Placed and the reconciler releases its stock
    // if it is never paid.
    if (isDatabaseUnavailable(err)) throw err;
    ctx.log.error({ err, orderId: order.id }, 'payment gateway order failed');
    await markFailed(ctx.db, {
      orderId: order.id,
      source: 'checkout',
      reason: 'The payment gateway could not open the payment.',
    });
    throw new HttpError(502, messages.payment.initiationFailed);
  }
}

export async function placeOrder(
  ctx: OrdersContext,
  user: SessionUser,
  body: PlaceOrderBody,
): Promise<PlaceOrderResponse> {
  const order = await createPlacedOrder(ctx, user, body);
  // Cash on delivery: no gateway order; the amount (paise) is paid at the door.
  if (order.payment_method === 'cod')
    return {
      order_id: order.id,
      payment_method: 'cod',
      amount: orderTotalPaise(order),
      currency: 'INR',
    };
  return openPayment(ctx, order);
}

/**
 * Pays the same order again: a pending order's hold is renewed (30 minutes from now, once);
 * a failed one takes its stock again, all lines or none, and is Placed once more. The price
 * is the one it was placed at.
 */
export async function payOrder(ctx: OrdersContext, user: SessionUser, orderId: number) {
  await ownOrderRow(ctx, user, orderId);
  const order = await ctx.db.transaction(async (tx) => {
    const locked = (await lockOrder(tx, orderId))!;
    const retry = planMove(locked, 'shopper', ORDER_STATUS.placed);
    if (retry.from === ORDER_STATUS.placed) {
      if (locked.hold_renewed_at) return locked;
      const [renewed] = await tx
        .update(orders)
        .set({ hold_until: holdFromNow(), hold_renewed_at: new Date() })
        .where(eq(orders.id, orderId))
        .returning();
      return renewed!;
    }
    if (!retry.allowed)
      throw conflict(messages.payment.notPayable(retry.from ?? messages.orders.noStatus));
    await assertMayHoldMoreStock(tx, user.id, ctx.limits.maxUnpaidOrders);
    const short = await reserveAgain(tx, orderId);
    if (short) throw shortRefusal(short);
    await retakeCouponUse(tx, orderId, user.id);
    await applyMove(tx, retry, { note: messages.orders.shopperRetryNote });
    const [held] = await tx
      .update(orders)
      .set({ hold_until: holdFromNow() })
      .where(eq(orders.id, orderId))
      .returning();
    return held!;
  });
  return openPayment(ctx, order);
}

/**
 * The shopper cancels an unpaid order (Placed or Payment Failed); its stock goes back on sale
 * at once. A paid order is refused: staff cancel it together with its refund.
 */
export async function cancelOrder(ctx: OrdersContext, user: SessionUser, orderId: number) {
  await ownOrderRow(ctx, user, orderId);
  const reason = messages.orders.cancelledByShopper;
  // The cancellation and the mail telling of it are committed together.
  await ctx.mailer.transaction(async (tx, queue) => {
    const move = planMove((await lockOrder(tx, orderId))!, 'shopper', ORDER_STATUS.cancelled);
    if (!move.allowed) {
      const from = move.from ?? messages.orders.noStatus;
      throw conflict(
        isPaidStatus(from)
          ? messages.payment.paidCancelRefused
          : messages.payment.notCancellable(from),
      );
    }
    await applyCancellation(tx, move, { note: messages.orders.shopperCancelNote });
    await queueCancellation(tx, queue, ctx.publicUrl, { orderId, reason, refunded: false });
  });
  return ownOrder(ctx, user, orderId);
}

const orderFound = foundOr404(messages.errors.orderNotFound);

const ownOrder = async (ctx: OrdersContext, user: SessionUser, orderId: number) =>
  orderFound(await findOrder(ctx.db, orderId, user.id));

/**
 * The shopper's own order row, for the payment calls: one read instead of the order with all
 * its parts (lines, images, statuses, payments…), which a checkout pays for on every call.
 */
const ownOrderRow = async (ctx: OrdersContext, user: SessionUser, orderId: number) =>
  orderFound(await findOwnOrderRow(ctx.db, orderId, user.id));

/**
 * Checks the checkout's signature against the order id we stored (never the one sent back),
 * then records the payment once; calling it again changes nothing.
 */
export async function verifyPayment(
  ctx: OrdersContext,
  user: SessionUser,
  body: VerifyPaymentBody,
) {
  const order = await ownOrderRow(ctx, user, body.order_id);
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

  const { amountMismatch } = await markPaid(
    ctx.db,
    {
      orderId: order.id,
      paymentId: body.razorpay_payment_id,
      amountPaise: payment?.amount,
      method: payment?.method,
      source: 'checkout',
    },
    ctx.seller,
    ctx.paidNotices,
  );
  if (amountMismatch) {
    ctx.log.error({ orderId: order.id }, 'payment amount does not match the order total');
    throw conflict(messages.payment.amountMismatch);
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
  const order = await ownOrderRow(ctx, user, orderId);
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
  return {
    message: report.razorpay_payment_id ? messages.payment.declined : messages.payment.notCompleted,
    order_id: order.id,
  };
}
