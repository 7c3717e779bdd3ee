import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRupees, refundMessages } from '@shop/shared';
import { snapshot, viewports } from '../support/browser';
import { signIn } from '../support/sign-in';
import { decodeQuotedPrintable } from '../support/outbox';
import { addAddress, payForOrder, productInStock, signUpAndLogIn } from '../support/paid-order';
import { stampedShopper } from '../support/shopper';
import { browserSuite } from '../support/suite';

/** The decoded mails to `to` in the shop's outbox. */
function mailsTo(dataDir: string, to: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((name) => decodeQuotedPrintable(readFileSync(path.join(outbox, name), 'utf8')))
    .filter((mail) => mail.toLowerCase().includes(to.toLowerCase()));
}

// Each step is a server call or two, and the refund a gateway call as well.
const WAIT = { timeout: 15_000 };

describe('staff cancel and refund a paid order; the shopper sees the refund', () => {
  const suite = browserSuite();
  const { baseUrl, dataDir, admin, pageErrors } = suite;
  const shopper = stampedShopper('Anjali', 'Rao', '9822233344', 'Mango-Grove-Dawn-41');
  let staffPage: Page;
  let shopperPage: Page;
  let orderId = 0;
  let total = 0;

  beforeAll(async () => {
    shopperPage = await suite.openPage({ viewport: viewports.desktop });
    staffPage = await suite.openPage({ viewport: viewports.desktop });

    // A new shopper pays for an order in the sandbox checkout, through the API.
    const api = await signUpAndLogIn(shopperPage, { baseUrl, dataDir, shopper });
    await signIn(shopperPage, baseUrl, shopper);
    const address_id = await addAddress(api, {
      name: `${shopper.first_name} ${shopper.last_name}`,
      phone_number: shopper.phone_number,
      line_1: '3 Banyan Court',
      line_2: 'MG Road',
      pin_code: '302001',
    });
    const product_id = await productInStock(api, 2);
    const placed = await payForOrder(api, { product_id, qty: 1, address_id });
    orderId = placed.order_id;
    total = placed.amount / 100;
    await signIn(staffPage, baseUrl, admin);
  });

  it('cancels and refunds from the order detail, with the ledger and the list marker', async () => {
    await staffPage.goto(`${baseUrl}/orders`);
    await staffPage.getByRole('button', { name: `View order ${orderId}`, exact: true }).click();
    const drawer = staffPage.getByRole('dialog', { name: `Order #${orderId}` });
    const cancelAndRefund = drawer.getByRole('button', {
      name: refundMessages.cancelAndRefund(formatRupees(total)),
    });
    await expect.poll(() => cancelAndRefund.count(), WAIT).toBe(1);
    // The ledger already shows the verified payment.
    const events = drawer.getByRole('table', { name: 'Gateway events' });
    await expect.poll(() => events.textContent(), WAIT).toContain('verify');
    await cancelAndRefund.click();

    const confirm = staffPage.getByRole('dialog', {
      name: refundMessages.cancelAndRefund(formatRupees(total)),
    });
    await expect.poll(() => confirm.isVisible(), WAIT).toBe(true);
    // The reason is required, and the dialog says so.
    await confirm
      .getByRole('button', { name: refundMessages.cancelAndRefund(formatRupees(total)) })
      .click();
    await expect.poll(() => confirm.getByText(refundMessages.reasonRequired).count(), WAIT).toBe(1);
    await confirm.getByLabel(refundMessages.reasonLabel).fill('Customer changed their mind');
    await snapshot(staffPage, 'staff-cancel-and-refund-dialog');
    await confirm
      .getByRole('button', { name: refundMessages.cancelAndRefund(formatRupees(total)) })
      .click();
    await expect.poll(() => confirm.isVisible(), WAIT).toBe(false);

    // Cancelled, refunded at once by the sandbox, and in the ledger, newest first.
    await expect
      .poll(() => drawer.getByTestId('admin-order-status').first().textContent(), WAIT)
      .toBe('Cancelled');
    const refundedText = drawer.getByTestId('refunds');
    await expect
      .poll(() => refundedText.textContent(), WAIT)
      .toContain(`Refunded ${formatRupees(total)} on`);
    await expect
      .poll(async () => (await events.locator('tbody tr').first().textContent()) ?? '', WAIT)
      .toContain('refund.created');
    const moneyTable = drawer.getByRole('table', { name: 'Payments and refunds' });
    expect(await moneyTable.textContent()).toMatch(/rfnd_/);
    expect(await drawer.getByRole('button', { name: /Cancel and refund/ }).count()).toBe(0);
    await snapshot(staffPage, 'staff-order-refunded');
    await staffPage.keyboard.press('Escape');

    const row = staffPage
      .getByRole('row')
      .filter({ has: staffPage.getByRole('cell', { name: `#${orderId}`, exact: true }) });
    await expect
      .poll(() => row.textContent(), WAIT)
      .toContain(`${refundMessages.refundedMarker} ${formatRupees(total)}`);
  });

  it('shows the shopper the refund on the order page, with a credit note against the invoice', async () => {
    await shopperPage.goto(`${baseUrl}/orders/${orderId}`);
    const refunds = shopperPage.getByTestId('refunds');
    await expect
      .poll(() => refunds.textContent(), WAIT)
      .toMatch(
        new RegExp(
          `^Refunded ${formatRupees(total).replace('.', '\\.')} on \\d{1,2} \\w{3} \\d{4}$`,
        ),
      );
    await snapshot(shopperPage, 'order-detail-refunded-desktop');
    await shopperPage.setViewportSize(viewports.phone);
    await snapshot(shopperPage, 'order-detail-refunded-phone');

    const answer = await shopperPage.request.get(`${baseUrl}/api/orders/${orderId}/invoice`);
    const { credit_notes } = (await answer.json()) as {
      credit_notes: { number: string; totals: { total: number } }[];
    };
    expect(credit_notes).toHaveLength(1);
    expect(credit_notes[0]!.totals.total).toBe(total);
    const pdf = await shopperPage.request.get(
      `${baseUrl}/api/orders/${orderId}/credit-notes/${credit_notes[0]!.number}.pdf`,
    );
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // The refund mail, sent once the refund was processed.
    const refundMails = () =>
      mailsTo(dataDir, shopper.email).filter((mail) => /^Subject: .*refund/im.test(mail));
    await expect.poll(() => refundMails().length, WAIT).toBe(1);
    expect(refundMails()[0]).toContain(`/orders/${orderId}`);
    expect(pageErrors).toEqual([]);
  });
});
