import { PDFParse } from 'pdf-parse';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRupees, messages, orderViewMessages } from '@shop/shared';
import { snapshot, viewports } from '../support/browser';
import { pageApi } from '../support/page-api';
import { addAddress, productInStock, signUpAndLogIn } from '../support/paid-order';
import { signIn } from '../support/sign-in';
import { stampedShopper } from '../support/shopper';
import { confirmAndOpenSandbox } from '../support/order-summary';
import { browserSuite } from '../support/suite';

// Applying a code, placing the order, the sandbox round trip and verification are server calls.
const WAIT = { timeout: 15_000 };

interface PaidOrder {
  total: number;
  discount: number;
  coupon_code: string;
}

interface InvoiceAnswer {
  invoice: {
    number: string;
    lines: { kind: string; discount?: number }[];
    totals: { total: number };
  };
}

describe('a shopper saves with a coupon code on the order summary', () => {
  const suite = browserSuite();
  const { baseUrl, dataDir, admin, pageErrors } = suite;
  const stamp = Date.now().toString(36);
  const code = `TEN-${stamp.slice(-8).toUpperCase()}`;
  const shopper = stampedShopper('Kavya', 'Iyer', '9833344455', 'Jasmine-Lane-Rain-58', stamp);
  let page: Page;
  let productId = 0;

  const pathname = () => new URL(page.url()).pathname;

  /** Full-page shots from the top, so the sticky header stays where it belongs. */
  const shoot = async (name: string, viewport: { width: number; height: number }) => {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await snapshot(page, name);
  };

  beforeAll(async () => {
    // Staff make a 10 % code through the API of their own signed-in browser.
    const staffPage = await (await suite.browser.newContext()).newPage();
    await signIn(staffPage, baseUrl, admin);
    await pageApi(staffPage, baseUrl).post('/api/coupons', {
      code,
      description: 'Ten per cent off your order',
      kind: 'percent',
      value: 10,
    });
    await staffPage.context().close();

    page = await suite.openPage({ viewport: viewports.desktop });
    const api = await signUpAndLogIn(page, { baseUrl, dataDir, shopper });
    await signIn(page, baseUrl, shopper);
    await addAddress(api, {
      name: `${shopper.first_name} ${shopper.last_name}`,
      phone_number: shopper.phone_number,
      line_1: '21 Mogra Residency',
    });
    productId = await productInStock(api, 2);
  });

  it('applies the code, sees the saving, pays, and the invoice PDF shows the discount', async () => {
    await page.goto(`${baseUrl}/order-summary/${productId}`);
    await expect.poll(() => page.title(), WAIT).toBe('Order Summary | Herbal Shop');
    const totalBefore = await page.getByTestId('summary-total').textContent();

    // A wrong code is refused with the server's sentence; the right one, in any case, applies.
    const field = page.getByLabel(messages.promotions.couponLabel);
    await field.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: messages.promotions.apply, exact: true }).click();
    await expect
      .poll(() => page.getByText(messages.promotions.couponInvalid).isVisible(), WAIT)
      .toBe(true);
    await field.fill(code.toLowerCase());
    await page.getByRole('button', { name: messages.promotions.apply, exact: true }).click();
    const applied = page.getByTestId('coupon-applied');
    await expect
      .poll(() => applied.textContent(), WAIT)
      .toContain(messages.promotions.applied(code));

    // The saving is on the summary, beside the code, and the total is lower by it.
    const discountRow = page.getByTestId('summary-discount-row');
    await expect.poll(() => discountRow.textContent(), WAIT).toContain(code);
    const saving = (await page.getByTestId('summary-discount').textContent()) ?? '';
    expect(saving).toMatch(/^−₹[\d,]+\.\d\d$/);
    const totalWith = (await page.getByTestId('summary-total').textContent()) ?? '';
    expect(totalWith).not.toBe(totalBefore);
    await shoot('coupon-summary-desktop', viewports.desktop);
    await shoot('coupon-summary-phone', viewports.phone);
    await page.setViewportSize(viewports.desktop);

    // Pay in the sandbox.
    const dialog = await confirmAndOpenSandbox(page, new RegExp(shopper.last_name));
    // The shopper is charged the total the summary showed with the coupon.
    expect(await dialog.textContent()).toContain(`Amount: ${totalWith}`);
    await dialog.getByRole('button', { name: 'Approve payment' }).click();
    await expect.poll(pathname, WAIT).toBe('/success');
    const orderId = await (async () => {
      const idText = page.getByTestId('success-order-id');
      await expect.poll(() => idText.textContent(), WAIT).toMatch(/^#\d+$/);
      return ((await idText.textContent()) ?? '').slice(1);
    })();

    // The paid order is the one the summary showed: its total and its saving, to the paisa.
    const { order } = (await pageApi(page, baseUrl).get(`/api/orders/${orderId}`)) as {
      order: PaidOrder;
    };
    expect(order.coupon_code).toBe(code);
    expect(formatRupees(order.total)).toBe(totalWith);
    expect(`−${formatRupees(order.discount)}`).toBe(saving);
    await expect
      .poll(() => page.getByTestId('order-saving').textContent(), WAIT)
      .toBe(orderViewMessages.savedWithCoupon(formatRupees(order.discount), code));

    // The GST invoice shows each line's discount and the discount before tax, as a PDF too.
    const { invoice } = (await pageApi(page, baseUrl).get(
      `/api/orders/${orderId}/invoice`,
    )) as unknown as InvoiceAnswer;
    const discountBeforeTax = invoice.lines
      .filter((line) => line.kind === 'product')
      .reduce((sum, line) => sum + Math.round((line.discount ?? 0) * 100), 0);
    expect(discountBeforeTax).toBeGreaterThan(0);
    const pdf = await page.request.get(`${baseUrl}/api/orders/${orderId}/invoice.pdf`);
    expect(pdf.status()).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(await pdf.body()) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(invoice.number);
    expect(text).toContain('Discount ₹');
    expect(text).toContain(
      `Discount (coupon, before tax): ${formatRupees(discountBeforeTax / 100)}`,
    );
    expect(text).toContain(formatRupees(invoice.totals.total));
    expect(formatRupees(invoice.totals.total)).toBe(totalWith);

    // The order page tells the saving beside its total.
    await page.goto(`${baseUrl}/orders/${orderId}`);
    await expect
      .poll(() => page.getByTestId('order-saving').textContent(), WAIT)
      .toBe(orderViewMessages.savedWithCoupon(formatRupees(order.discount), code));
    expect(pageErrors).toEqual([]);
  });
});
