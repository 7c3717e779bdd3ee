import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { waitForMailLink } from './outbox';

export interface NewShopper {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  password: string;
}

/**
 * A paid order of two units from a new shopper, made through the API in the shopper's own
 * browser: sign-up, the activation mail's link, an address in Jaipur, the order and the
 * sandbox payment. Answers the order's id.
 */
export async function placePaidOrder(
  browser: Browser,
  { baseUrl, dataDir, shopper }: { baseUrl: string; dataDir: string; shopper: NewShopper },
): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(baseUrl);
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(`${baseUrl}${path}`, {
      data,
      headers: { origin: baseUrl },
    });
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok())
      throw new Error(`${path} answered ${response.status()}: ${JSON.stringify(body)}`);
    return body;
  };
  await post('/api/auth/signup', shopper);
  const link = await waitForMailLink(dataDir, shopper.email, '/activate-account');
  await post('/api/auth/activate-account', { token: new URL(link).searchParams.get('token') });
  await post('/api/auth/login', { email: shopper.email, password: shopper.password });
  const { address } = (await post('/api/address', {
    name: `${shopper.first_name} ${shopper.last_name}`,
    phone_number: shopper.phone_number,
    line_1: '7, Lotus Apartments',
    line_2: 'Near "Jal Mahal", Amer Road',
    city: 'Jaipur',
    district: 'Jaipur',
    state: 'Rajasthan',
    country: 'India',
    pin_code: '302002',
  })) as { address: { id: number } };
  const listed = await page.request.get(`${baseUrl}/api/products`);
  const product = (
    (await listed.json()) as { products: { id: number; stock: number }[] }
  ).products.find((item) => item.stock >= 2);
  expect(product).toBeDefined();
  const placed = (await post('/api/orders/place-order', {
    product_id: product!.id,
    qty: 2,
    address_id: address.id,
  })) as { order_id: number; razorpay_order_id: string };
  const payment = (await post('/api/payments/sandbox/approve', {
    order_id: placed.razorpay_order_id,
  })) as { razorpay_payment_id: string; razorpay_signature: string };
  await post('/api/orders/verify-payment', {
    order_id: placed.order_id,
    razorpay_payment_id: payment.razorpay_payment_id,
    razorpay_signature: payment.razorpay_signature,
  });
  await context.close();
  return placed.order_id;
}
