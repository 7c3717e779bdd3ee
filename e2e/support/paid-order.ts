import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { sampleAddress } from '@shop/shared/testing';
import type { AddressBody } from '@shop/shared';
import { waitForMailLink } from './outbox';
import { pageApi, type PageApi } from './page-api';

export interface NewShopper {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  password: string;
}

/** Signs a new shopper up, follows the activation mail's link and logs in, in `page`'s browser. */
export async function signUpAndLogIn(
  page: Page,
  { baseUrl, dataDir, shopper }: { baseUrl: string; dataDir: string; shopper: NewShopper },
): Promise<PageApi> {
  const api = pageApi(page, baseUrl);
  await page.goto(baseUrl);
  await api.post('/api/auth/signup', shopper);
  const link = await waitForMailLink(dataDir, shopper.email, '/activate-account');
  await api.post('/api/auth/activate-account', { token: new URL(link).searchParams.get('token') });
  await api.post('/api/auth/login', { email: shopper.email, password: shopper.password });
  return api;
}

/** Saves a delivery address for the signed-in shopper; `values` replace the sample's. */
export async function addAddress(api: PageApi, values: Partial<AddressBody> = {}) {
  const { address } = (await api.post('/api/address', sampleAddress(values))) as {
    address: { id: number };
  };
  return address.id;
}

/** The first listed product with at least `units` in stock. */
export async function productInStock(api: PageApi, units: number) {
  const { products } = (await api.get('/api/products')) as {
    products: { id: number; stock: number }[];
  };
  const product = products.find((item) => item.stock >= units);
  expect(product).toBeDefined();
  return product!.id;
}

/** Places an order and pays for it in the sandbox checkout, as the signed-in shopper. */
export async function payForOrder(
  api: PageApi,
  order: { product_id: number; qty: number; address_id: number },
) {
  const placed = (await api.post('/api/orders/place-order', order)) as {
    order_id: number;
    razorpay_order_id: string;
    amount: number;
  };
  const payment = (await api.post('/api/payments/sandbox/approve', {
    order_id: placed.razorpay_order_id,
  })) as { razorpay_payment_id: string; razorpay_signature: string };
  await api.post('/api/orders/verify-payment', {
    order_id: placed.order_id,
    razorpay_payment_id: payment.razorpay_payment_id,
    razorpay_signature: payment.razorpay_signature,
  });
  return placed;
}

/**
 * A paid order of two units from a new shopper, made through the API in the shopper's own
 * browser: sign-up, the activation mail's link, an address in Jaipur, the order and the
 * sandbox payment. Answers the order's id.
 */
export async function placePaidOrder(
  browser: Browser,
  options: { baseUrl: string; dataDir: string; shopper: NewShopper },
): Promise<number> {
  const context = await browser.newContext();
  const api = await signUpAndLogIn(await context.newPage(), options);
  const { shopper } = options;
  const address_id = await addAddress(api, {
    name: `${shopper.first_name} ${shopper.last_name}`,
    phone_number: shopper.phone_number,
    line_1: '7, Lotus Apartments',
    line_2: 'Near "Jal Mahal", Amer Road',
  });
  const product_id = await productInStock(api, 2);
  const placed = await payForOrder(api, { product_id, qty: 2, address_id });
  await context.close();
  return placed.order_id;
}
