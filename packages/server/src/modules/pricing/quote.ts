import {
  messages,
  parseChargeAmount,
  priceOrderWithCoupon,
  type ChargeType,
  type CouponTerms,
  type DiscountableLine,
  type DiscountedOrderPrice,
  type PaymentMethod,
} from '@shop/shared';
import type { Queryable } from '../../db/client';
import type { AddressRow, ChargeRow, DeliveryStateRow } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { findAddress } from '../address/read-model';
import { listCartItems } from '../cart/read-model';
import { findNewestActiveCharge } from '../charges/read-model';
import { findActiveStateByName } from '../delivery-states/read-model';
import { assertDeliverablePin } from '../pincodes/service';
import type { ProductWithCategory } from '../products/present';
import { findProductWithCategory } from '../products/read-model';

const FEE_CHARGE: Record<PaymentMethod, ChargeType> = {
  online: 'Payment Gateway',
  cod: 'Cash on Delivery',
};

export type QuoteRequest = {
  userId: number;
  /** null prices the user's cart; a product id prices that product alone. */
  productId: number | null;
  /** Quantity of the single product; 1 when not given. Ignored for the cart. */
  qty?: number;
  /** Without an address there is no delivery charge yet. */
  addressId?: number;
  /** A coupon that applies to the order (checked by the caller); none when absent. */
  coupon?: CouponTerms | null;
  /** Online (the gateway fee, the default) or cash on delivery (the COD fee in its place). */
  paymentMethod?: PaymentMethod;
};

export type QuoteLine = {
  product: ProductWithCategory;
  qty: number;
  /** The cart line it came from, or null when buying one product now. */
  cartItemId: number | null;
  priced: DiscountableLine;
};

export type OrderQuote = {
  lines: QuoteLine[];
  /** In paise, from the shared pricing module: what the screens show is what is charged. */
  price: DiscountedOrderPrice;
  address: AddressRow | null;
  deliveryState: DeliveryStateRow | null;
  /** The fee's charge applied (gateway or cash on delivery), or null when none is active. */
  charge: ChargeRow | null;
};

/** A product's line as the shared pricing module takes it. */
export const pricedLine = (product: ProductWithCategory, qty: number): DiscountableLine => ({
  categoryId: product.category_id,
  ratePaise: product.rate_paise,
  gstPercent: product.category.gst_percent,
  weightGrams: product.weight_grams,
  qty,
});

const line = (product: ProductWithCategory, qty: number, cartItemId: number | null) => ({
  product,
  qty,
  cartItemId,
  priced: pricedLine(product, qty),
});

async function loadLines(db: Queryable, request: QuoteRequest): Promise<QuoteLine[]> {
  if (request.productId === null) {
    const items = await listCartItems(db, request.userId);
    if (items.length === 0) throw badRequest(messages.cart.emptyCart);
    return items.map((item) => line(item.product, item.qty, item.id));
  }
  const qty = request.qty ?? 1;
  if (!Number.isInteger(qty) || qty < 1) throw badRequest(messages.cart.qtyAtLeastOne);
  const product = await findProductWithCategory(db, request.productId);
  if (!product) throw notFound(messages.errors.productNotFound);
  return [line(product, qty, null)];
}

/** The user's own address and its delivery state, which must be active now. */
async function loadDelivery(db: Queryable, userId: number, addressId: number | undefined) {
  if (addressId === undefined) return { address: null, deliveryState: null };
  const address = await findAddress(db, userId, addressId);
  if (!address) throw notFound(messages.address.notFound);
  const deliveryState = await findActiveStateByName(db, address.state);
  if (!deliveryState) throw badRequest(messages.payment.deliveryUnavailable);
  // Saved before the directory or a rule said otherwise: refused here, never rewritten.
  await assertDeliverablePin(db, address.pin_code, address.state);
  return { address, deliveryState };
}

/**
 * Prices an order from the database alone: the client never sends an amount.
 * Pass an open transaction as `db` to price and place an order on the same snapshot.
 */
export async function quoteOrder(db: Queryable, request: QuoteRequest): Promise<OrderQuote> {
  const lines = await loadLines(db, request);
  const { address, deliveryState } = await loadDelivery(db, request.userId, request.addressId);
  const type = FEE_CHARGE[request.paymentMethod ?? 'online'];
  const charge = (await findNewestActiveCharge(db, type)) ?? null;
  const price = priceOrderWithCoupon(
    lines.map((l) => l.priced),
    deliveryState,
    // Amounts are checked when saved; one that no longer reads as a figure charges nothing.
    charge ? parseChargeAmount(charge.amount) : null,
    request.coupon ?? null,
  );
  return { lines, price, address, deliveryState, charge };
}
