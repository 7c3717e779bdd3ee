import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { PDFParse } from 'pdf-parse';
import type { AddressBody } from '@shop/shared';
import { sampleAddress } from '@shop/shared/testing';
import type { App } from '../src/app';
import type { FakeRazorpay } from './fake-razorpay';
import { deliveryStates, products } from '../src/db/schema';
import type { TestApp } from './helpers';
import { buildRazorpayTestApp, verifyPayment } from './payments';
import { createCategory, createProduct } from './catalogue';
import { addGatewayFee } from './shop-settings';
import { sessionFor } from './accounts';

// A shopper's way through checkout over HTTP, for the tests that need a placed or paid order.

/** The app itself, or another instance of it on the same database. */
type Injects = Pick<App, 'inject'>;

/** The parts of `sampleAddress` that move it to Kerala, for suites that deliver there. */
export const IN_KOCHI = {
  city: 'Kochi',
  district: 'Ernakulam',
  state: 'Kerala',
  pin_code: '682001',
} satisfies Partial<AddressBody>;

/** Saves an address for the shopper with `cookie` and returns its id. */
export async function addAddress(app: Injects, cookie: string, values: Partial<AddressBody> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/address',
    headers: { cookie },
    payload: sampleAddress(values),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().address.id as number;
}

export type PlaceOrderBody = {
  product_id: number;
  qty: number;
  address_id: number;
  coupon_code?: string;
};
export type PlacedOrder = { order_id: number; razorpay_order_id: string; amount: number };

/** The place-order body of one product bought now, delivered to `addressId`, with a coupon code if given. */
export const buyNow = (
  productId: number,
  qty: number,
  addressId: number,
  couponCode?: string,
): PlaceOrderBody => ({
  product_id: productId,
  qty,
  address_id: addressId,
  ...(couponCode === undefined ? {} : { coupon_code: couponCode }),
});

export const placeOrderRequest = (
  app: Injects,
  cookie: string,
  payload: PlaceOrderBody | Record<string, unknown>,
  remoteAddress?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/orders/place-order',
    headers: { cookie },
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** Places an order that must succeed. */
export async function placeOrder(app: Injects, cookie: string, payload: PlaceOrderBody) {
  const res = await placeOrderRequest(app, cookie, payload);
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json() as PlacedOrder;
}

/** The text of a PDF answer, to check what an invoice or credit note prints. */
export async function pdfText(data: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Places an order and pays it in the fake Razorpay's checkout; the payment must verify. */
export async function paidOrder(
  app: Injects,
  razorpay: Pick<FakeRazorpay, 'pay'>,
  cookie: string,
  payload: PlaceOrderBody,
) {
  const placed = await placeOrder(app, cookie, payload);
  const paid = razorpay.pay(placed.razorpay_order_id);
  const res = await verifyPayment(app, cookie, { order_id: placed.order_id, ...paid });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { ...placed, paymentId: paid.razorpay_payment_id };
}

/** A product's stock free to sell and held by unpaid orders, as the database holds them now. */
export async function stockFigures(t: TestApp, productId: number) {
  const [row] = await t.db.select().from(products).where(eq(products.id, productId));
  return { available: row!.stock, reserved: row!.reserved };
}

/** A product's stock as the database holds it now. */
export async function stockOf(t: TestApp, productId: number) {
  const [row] = await t.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

/**
 * A shop paid through the fake Razorpay that sells one product, Ashwagandha Capsules at
 * ₹100 + 12 % GST (HSN 30049011), delivers to Rajasthan and Kerala for ₹60 and adds a 2 %
 * gateway fee. It has a shopper with an address in each state, a second shopper, and two
 * staff: a super user and a product manager.
 */
export async function buildGstShop(env: Record<string, string> = {}) {
  const { t, razorpay } = await buildRazorpayTestApp(env);
  const category = await createCategory(t, { gst_percent: 12, hsn_code: '30049011' });
  const product = await createProduct(t, {
    category_id: category.id,
    name: 'Ashwagandha Capsules',
    rate_paise: 10000,
    weight_grams: 300,
    stock: 500,
  });
  await t.db.insert(deliveryStates).values([
    { name: 'Rajasthan', delivery_rate_paise: 6000, additional_rate_paise: 2000 },
    { name: 'Kerala', delivery_rate_paise: 6000, additional_rate_paise: 2000 },
  ]);
  await addGatewayFee(t);
  const shopper = await sessionFor(t);
  const otherShopper = await sessionFor(t);
  const staff = await sessionFor(t, { is_admin: true, permissions: ['super_user'] });
  const productStaff = await sessionFor(t, { is_admin: true, permissions: ['product_manager'] });
  const rajasthan = await addAddress(t.app, shopper.cookie);
  const kerala = await addAddress(t.app, shopper.cookie, { state: 'Kerala', pin_code: '682001' });
  return {
    t,
    razorpay,
    categoryId: category.id,
    productId: product.id,
    shopper,
    otherShopper,
    staff,
    productStaff,
    rajasthan,
    kerala,
    /** The shopper's order of `qty` (2 unless named), placed and left unpaid. */
    placeOrder: (addressId = rajasthan, qty = 2) =>
      placeOrder(t.app, shopper.cookie, buyNow(product.id, qty, addressId)),
    /** The shopper's order, paid; 2 × ₹100 + 12 % GST, ₹60 delivery, fee 2 % + 18 % = ₹290.70. */
    paidOrder: (addressId = rajasthan, qty = 2) =>
      paidOrder(t.app, razorpay, shopper.cookie, buyNow(product.id, qty, addressId)),
    close: async () => {
      await t.close();
      await razorpay.close();
    },
  };
}
export type GstShop = Awaited<ReturnType<typeof buildGstShop>>;

/** `buildGstShop` for the enclosing describe block, filled in before its first test. */
export function useGstShop(env: Record<string, string> = {}): GstShop {
  const shop = {} as GstShop;
  beforeAll(async () => {
    Object.assign(shop, await buildGstShop(env));
  });
  // When the build itself failed there is nothing to close, and its error is the one to see.
  afterAll(() => shop.close?.());
  return shop;
}
