import { readFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRupees, messages } from '@shop/shared';
import { snapshot, viewports } from '../support/browser';
import { waitForMailLink } from '../support/outbox';
import { pageApi } from '../support/page-api';
import { confirmAndOpenSandbox } from '../support/order-summary';
import { browserSuite } from '../support/suite';

// Placing an order, the sandbox round trip and verification each take a server call or two.
const WAIT = { timeout: 15_000 };

interface ListedProduct {
  id: number;
  name: string;
  stock: number;
}

/** "rgb(r, g, b)" → which of red and green dominates, to tell the status colours apart. */
async function dominantColour(locator: Locator): Promise<'red' | 'green' | 'other'> {
  const colour = await locator.evaluate((element) => getComputedStyle(element).color);
  const [r = 0, g = 0] = (colour.match(/\d+/g) ?? []).map(Number);
  if (g > r + 30) return 'green';
  if (r > g + 30) return 'red';
  return 'other';
}

describe('a shopper pays in the sandbox checkout', () => {
  const suite = browserSuite();
  const { baseUrl, dataDir } = suite;
  const stamp = Date.now().toString(36);
  const shopper = {
    first_name: 'Meera',
    last_name: 'Sharma',
    email: `meera.${stamp}@herbal.test`,
    phone_number: '9812345678',
    password: 'Brahmi-Garden-Path-73',
  };
  let context: BrowserContext;
  let page: Page;
  let products: ListedProduct[] = [];
  const pageErrors: string[] = [];
  const alerts: string[] = [];

  /** State-changing calls from the page's own origin, carrying the page's session cookies. */
  const post = (path: string, data: unknown) => pageApi(page, baseUrl).post(path, data);

  const pathname = () => new URL(page.url()).pathname;

  /** Full-page shots at the top of the page, so the sticky header stays where it belongs. */
  const shoot = async (name: string, viewport?: { width: number; height: number }) => {
    if (viewport) await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snapshot(page, name);
  };

  beforeAll(async () => {
    context = await suite.browser.newContext({ viewport: viewports.desktop });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(baseUrl);

    // A new shopper, activated from the mailed link.
    await post('/api/auth/signup', shopper);
    const link = await waitForMailLink(dataDir, shopper.email, '/activate-account');
    const token = new URL(link).searchParams.get('token');
    await post('/api/auth/activate-account', { token });

    // Signed in through the API from the page, so the session cookies belong to this page.
    const { user } = await post('/api/auth/login', {
      email: shopper.email,
      password: shopper.password,
    });
    await page.evaluate((value) => localStorage.setItem('user', JSON.stringify(value)), user);

    await post('/api/address', {
      name: `${shopper.first_name} ${shopper.last_name}`,
      phone_number: '9812345678',
      line_1: '14 Neem Villa',
      line_2: 'Near Albert Hall',
      city: 'Jaipur',
      district: 'Jaipur',
      state: 'Rajasthan',
      country: 'India',
      pin_code: '302004',
    });

    const listed = await page.request.get(`${baseUrl}/api/products`);
    products = ((await listed.json()) as { products: ListedProduct[] }).products.filter(
      (product) => product.stock >= 3,
    );
    expect(products.length).toBeGreaterThanOrEqual(2);
    await post('/api/cart/add', { product_id: products[0]!.id, qty: 1 });
    await page.reload();
  });

  /** Picks the saved address, agrees to the terms and confirms: the sandbox dialog opens. */
  async function confirmOrder(): Promise<Locator> {
    await expect.poll(() => page.title(), WAIT).toBe('Order Summary | Herbal Shop');
    return confirmAndOpenSandbox(page, /Meera Sharma/);
  }

  it('buys the cart, approves the payment and sees Order Confirm in green', async () => {
    await page.goto(`${baseUrl}/order-summary/cart`);
    const dialog = await confirmOrder();
    expect(await dialog.textContent()).toContain('Amount: ₹');
    await snapshot(page, 'checkout-sandbox-dialog-desktop');
    await dialog.getByRole('button', { name: 'Approve payment' }).click();

    // Verified, then /success with the order id from the navigation state.
    await expect.poll(pathname, WAIT).toBe('/success');
    await expect
      .poll(
        () => page.getByRole('heading', { name: 'Thank you for your order!' }).isVisible(),
        WAIT,
      )
      .toBe(true);
    const orderId = ((await page.getByTestId('success-order-id').textContent()) ?? '').slice(1);
    expect(orderId).toMatch(/^\d+$/);
    // The summary: the total the server charged, where it goes and what happens next.
    await expect
      .poll(() => page.getByTestId('success-total').textContent(), WAIT)
      .toMatch(/^₹[\d,]+\.\d\d$/);
    expect(await page.getByTestId('success-address').textContent()).toContain('302004');
    expect(await page.getByText(messages.success.nextSteps).isVisible()).toBe(true);
    await snapshot(page, 'checkout-success-desktop');
    await shoot('checkout-success-phone', viewports.phone);
    await page.setViewportSize(viewports.desktop);

    // The order list shows it confirmed, in green.
    await page.goto(`${baseUrl}/orders`);
    await expect.poll(() => page.title(), WAIT).toBe('My Orders | Herbal Shop');
    const card = page.getByRole('listitem', { name: `Order #${orderId}` });
    await expect.poll(() => card.count(), WAIT).toBe(1);
    const heading = card.getByTestId('order-status-heading');
    expect(await heading.textContent()).toBe(messages.orderStatus.confirmedHeading);
    expect(await dominantColour(heading)).toBe('green');
    expect(await card.textContent()).toContain(products[0]!.name);

    // The paid order's detail page: no payment id for a green status.
    await card.getByRole('link', { name: `View details of Order #${orderId}` }).click();
    await expect.poll(pathname, WAIT).toBe(`/orders/${orderId}`);
    await expect
      .poll(() => page.getByRole('heading', { name: `Order #${orderId}` }).isVisible(), WAIT)
      .toBe(true);
    expect(await page.getByRole('region', { name: 'Delivery address' }).textContent()).toContain(
      '14 Neem Villa',
    );
    expect(await page.getByTestId('payment-id').count()).toBe(0);
    await snapshot(page, 'order-detail-desktop');
    await shoot('order-detail-phone', viewports.phone);
    await page.setViewportSize(viewports.desktop);

    // The GST tax invoice issued with the payment, downloaded as a PDF.
    const invoiceAnswer = await page.request.get(`${baseUrl}/api/orders/${orderId}/invoice`);
    expect(invoiceAnswer.status()).toBe(200);
    const { invoice } = (await invoiceAnswer.json()) as {
      invoice: { number: string; seller: { gstin: string }; totals: { total: number } };
    };
    expect(invoice.number).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: messages.labels.downloadInvoice }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${invoice.number.replace(/\//g, '-')}.pdf`);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(invoice.number);
    expect(text).toContain(invoice.seller.gstin);
    expect(text).toContain(formatRupees(invoice.totals.total));

    // The cart was emptied by the verified payment.
    await page.goto(`${baseUrl}/cart`);
    await expect.poll(() => page.getByText(messages.cart.emptyCart).isVisible(), WAIT).toBe(true);
    expect(alerts).toEqual([]);
  });

  it('buys one product now, declines the payment, sees Payment Failed and pays the same order again', async () => {
    const product = products[1]!;
    await page.setViewportSize(viewports.phone);
    await page.goto(`${baseUrl}/order-summary/${product.id}`);
    const dialog = await confirmOrder();
    await snapshot(page, 'checkout-sandbox-dialog-phone');
    await dialog.getByRole('button', { name: 'Decline payment' }).click();

    const declined = page.getByTestId('unpaid-outcome');
    await expect.poll(() => declined.textContent(), WAIT).toContain(messages.payment.declined);
    expect(pathname()).toBe(`/order-summary/${product.id}`);
    // Trying again from the summary pays the same order, not a new one.
    const retry = page.getByRole('button', { name: messages.payment.completePayment });
    await expect.poll(() => retry.isVisible(), WAIT).toBe(true);
    await shoot('checkout-declined-phone');
    expect(alerts).toEqual([]);

    // Newest first: the declined order heads the list, in red.
    await page.goto(`${baseUrl}/orders`);
    const newest = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
    await expect.poll(() => newest.textContent(), WAIT).toContain(product.name);
    const heading = newest.getByTestId('order-status-heading');
    expect(await heading.textContent()).toBe('Payment Failed');
    expect(await dominantColour(heading)).toBe('red');
    expect(await page.getByText(messages.orderStatus.confirmedHeading).count()).toBe(1);
    await shoot('orders-list-phone');
    await shoot('orders-list-desktop', viewports.desktop);

    // A red status shows the payment id on the detail page, and the way to pay or cancel.
    await newest.getByRole('link', { name: /^View details of Order #/ }).click();
    await expect.poll(pathname, WAIT).toMatch(/^\/orders\/\d+$/);
    const orderId = pathname().split('/').at(-1);
    const paymentId = page.getByTestId('payment-id');
    await expect.poll(() => paymentId.textContent(), WAIT).toMatch(/pay_\w+/);
    const pay = page.getByRole('button', { name: messages.payment.completePayment });
    await expect.poll(() => pay.isVisible(), WAIT).toBe(true);
    expect(await page.getByRole('button', { name: `Cancel order #${orderId}` }).isVisible()).toBe(
      true,
    );
    await shoot('order-detail-failed-desktop');
    await shoot('order-detail-failed-phone', viewports.phone);

    // Complete payment: the same order opens in the checkout again and is paid.
    await pay.click();
    const again = page.getByRole('dialog', { name: 'Sandbox payment' });
    await expect.poll(() => again.isVisible(), WAIT).toBe(true);
    await again.getByRole('button', { name: 'Approve payment' }).click();
    await expect.poll(pathname, WAIT).toBe('/success');
    await expect
      .poll(() => page.getByTestId('success-order-id').textContent(), WAIT)
      .toBe(`#${orderId}`);
    await page.goto(`${baseUrl}/orders/${orderId}`);
    await expect
      .poll(() => page.getByText(messages.orderStatus.confirmedHeading).first().isVisible(), WAIT)
      .toBe(true);
    expect(await pay.count()).toBe(0);
    await shoot('order-detail-paid-again-phone');
    await shoot('order-detail-paid-again-desktop', viewports.desktop);

    expect(alerts).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
