import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { codMessages, messages } from '@shop/shared';
import { snapshot, viewports } from '../support/browser';
import { waitForMailLink } from '../support/outbox';
import { pageApi, type PageApi } from '../support/page-api';
import { addAddress, productInStock, signUpAndLogIn } from '../support/paid-order';
import { signIn } from '../support/sign-in';
import { stampedShopper } from '../support/shopper';
import { browserSuite } from '../support/suite';

const WAIT = { timeout: 15_000 };

describe('a shopper pays cash on delivery: confirms from the mail, staff ship and deliver', () => {
  const suite = browserSuite();
  const { baseUrl, dataDir, admin, pageErrors } = suite;
  const shopper = stampedShopper('Lakshmi', 'Cod', '9822233344', 'Amla-Tree-Courtyard-31');
  let page: Page;
  let staff: PageApi;
  let productId = 0;
  let orderId = 0;
  const pathname = () => new URL(page.url()).pathname;

  beforeAll(async () => {
    const staffPage = await (
      await suite.browser.newContext({ viewport: viewports.desktop })
    ).newPage();
    await signIn(staffPage, baseUrl, admin);
    staff = pageApi(staffPage, baseUrl);
    // The shop offers cash on delivery with a fee of ₹40 (₹47.20 with its 18 % tax).
    await staff.post('/api/charges', {
      type: 'Cash on Delivery',
      amount: '40',
      description: 'Cash on delivery fee',
    });
    page = await suite.openPage({ viewport: viewports.desktop });
    const api = await signUpAndLogIn(page, { baseUrl, dataDir, shopper });
    await addAddress(api, {
      name: `${shopper.first_name} ${shopper.last_name}`,
      phone_number: shopper.phone_number,
    });
    productId = await productInStock(api, 1);
  });

  it('chooses cash on delivery on the summary, with its fee, and places the order', async () => {
    await page.goto(`${baseUrl}/order-summary/${productId}`);
    const cod = page.getByRole('radio', { name: codMessages.cashOnDeliveryWithFee('₹47.20') });
    await expect.poll(() => cod.isEnabled(), WAIT).toBe(true);
    const total = page.getByTestId('summary-total');
    const online = await total.textContent();
    await snapshot(page, 'cod-summary-online-desktop');
    await cod.check();
    // The total follows the choice at once: the COD fee in place of the gateway fee.
    await expect.poll(() => total.textContent(), WAIT).not.toBe(online);
    expect(await page.getByTestId('summary-fee-row').textContent()).toContain(codMessages.codFee);
    const toPay = await total.textContent();
    await page.getByRole('checkbox', { name: /I agree to the terms of purchase/ }).check();
    await snapshot(page, 'cod-summary-desktop');
    await page.setViewportSize(viewports.phone);
    await snapshot(page, 'cod-summary-phone');
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('button', { name: codMessages.placeOrder }).click();

    await expect.poll(pathname, WAIT).toBe('/success');
    orderId = Number(((await page.getByTestId('success-order-id').textContent()) ?? '').slice(1));
    expect(orderId).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('success-total').textContent(), WAIT).toBe(toPay);
    expect(await page.getByText(codMessages.amountAtDoor).count()).toBeGreaterThan(0);
    const confirmButton = page.getByRole('button', { name: codMessages.confirmOrder });
    await expect.poll(() => confirmButton.isVisible(), WAIT).toBe(true);
    await snapshot(page, 'cod-success-desktop');
  });

  it('confirms the order from the mailed link, without being signed in', async () => {
    const link = await waitForMailLink(dataDir, shopper.email, `/orders/${orderId}/confirm`);
    const stranger = await suite.openPage({ viewport: viewports.phone });
    await stranger.goto(link);
    await stranger.getByRole('button', { name: codMessages.confirmOrder }).click();
    await expect
      .poll(() => stranger.getByTestId('cod-confirmed').textContent(), WAIT)
      .toBe(codMessages.confirmed);
    await snapshot(stranger, 'cod-confirm-link-phone');
    // The link works once.
    await stranger.reload();
    await stranger.getByRole('button', { name: codMessages.confirmOrder }).click();
    await expect
      .poll(() => stranger.getByText(codMessages.linkInvalid).count(), WAIT)
      .toBeGreaterThan(0);
    await stranger.context().close();

    await page.goto(`${baseUrl}/orders/${orderId}`);
    await expect
      .poll(() => page.getByTestId('order-status-heading').first().textContent(), WAIT)
      .toBe(messages.orderStatus.confirmedHeading);
  });

  it('is shipped and delivered by staff; the shopper sees Delivered and downloads the invoice', async () => {
    await staff.post(`/api/orders/${orderId}/shipments`, {
      carrier: 'India Post',
      tracking_number: 'EE123456785IN',
    });
    await staff.post(`/api/orders/${orderId}/status`, { status: 'Out for Delivery' });
    await staff.post(`/api/orders/${orderId}/status`, { status: 'Delivered' });

    await page.goto(`${baseUrl}/orders/${orderId}`);
    await expect
      .poll(() => page.getByTestId('order-status-heading').first().textContent(), WAIT)
      .toBe('Delivered');
    const cod = page.getByTestId('cod-amount').first();
    expect(await cod.textContent()).toContain(codMessages.cashOnDelivery);
    await snapshot(page, 'cod-order-desktop');
    await page.setViewportSize(viewports.phone);
    await snapshot(page, 'cod-order-phone');
    await page.setViewportSize(viewports.desktop);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: messages.labels.downloadInvoice }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoice-INV-\d{4}-\d{2}-\d{6}\.pdf$/);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The orders list says how it was paid.
    await page.goto(`${baseUrl}/orders`);
    const card = page.getByRole('listitem', { name: `Order #${orderId}` });
    await expect.poll(() => card.count(), WAIT).toBe(1);
    expect(await card.textContent()).toContain(codMessages.cashOnDelivery);
    expect(pageErrors).toEqual([]);
  });
});
