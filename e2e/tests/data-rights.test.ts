import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { privacyMessages } from '@shop/shared';
import { snapshot, viewports } from '../support/browser';
import { addAddress, productInStock, signUpAndLogIn } from '../support/paid-order';
import { browserSuite } from '../support/suite';

describe('a shopper’s data rights', () => {
  const suite = browserSuite();
  const { baseUrl, dataDir } = suite;

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`downloads their data and deletes their account (${size})`, async () => {
      const context = await suite.browser.newContext({ viewport, acceptDownloads: true });
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const shopper = {
        first_name: 'Lakshmi',
        last_name: 'Pillai',
        email: `lakshmi.${size}.${Date.now()}@herbal.test`,
        phone_number: '9812345670',
        password: 'Neem-Leaf-Morning-7',
      };
      const api = await signUpAndLogIn(page, { baseUrl, dataDir, shopper });
      const address_id = await addAddress(api, { name: 'Lakshmi Pillai' });
      const product_id = await productInStock(api, 1);
      const placed = (await api.post('/api/orders/place-order', {
        product_id,
        qty: 1,
        address_id,
      })) as { order_id: number };

      // The account screen: offers unticked, then ticked and kept.
      await page.goto(`${baseUrl}/account`);
      await expect.poll(() => page.title()).toBe('Account | Herbal Shop');
      const offers = page.getByRole('checkbox', { name: privacyMessages.consentLabel });
      expect(await offers.isChecked()).toBe(false);
      await offers.check();
      await expect
        .poll(() => page.getByText(privacyMessages.consentSaved).first().isVisible())
        .toBe(true);
      await page.reload();
      await expect.poll(() => offers.isChecked()).toBe(true);

      // Download my data: a JSON file with the account, its address and its order.
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: privacyMessages.download }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
      expect(Object.keys(data)).toEqual([
        'account',
        'addresses',
        'orders',
        'invoices',
        'credit_notes',
      ]);
      expect(data.account).toMatchObject({
        email: shopper.email,
        first_name: 'Lakshmi',
        marketing_consent: true,
      });
      expect(data.addresses).toEqual([expect.objectContaining({ id: address_id })]);
      expect(data.orders.map((o: { id: number }) => o.id)).toEqual([placed.order_id]);

      // Delete my account: refused while the order waits for payment, with the order named.
      await page.getByRole('button', { name: privacyMessages.deleteTitle }).click();
      const dialog = page.getByRole('dialog', { name: privacyMessages.deleteTitle });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByLabel(privacyMessages.deletePassword).fill(shopper.password);
      await dialog.getByRole('button', { name: privacyMessages.deleteConfirm }).click();
      const refusal = dialog.getByText(privacyMessages.orderOpen(placed.order_id, 'Placed'));
      await expect.poll(() => refusal.isVisible()).toBe(true);
      await snapshot(page, `data-rights-refused-${size}`);

      // Once the order is cancelled, a wrong password is refused and the right one deletes.
      await api.post(`/api/orders/${placed.order_id}/cancel`, {});
      await dialog.getByLabel(privacyMessages.deletePassword).fill('not-my-password');
      await dialog.getByRole('button', { name: privacyMessages.deleteConfirm }).click();
      await expect
        .poll(() => dialog.getByText(privacyMessages.passwordWrong).isVisible())
        .toBe(true);
      await dialog.getByLabel(privacyMessages.deletePassword).fill(shopper.password);
      await dialog.getByRole('button', { name: privacyMessages.deleteConfirm }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect
        .poll(() => page.getByText(privacyMessages.deleted).first().isVisible())
        .toBe(true);
      await snapshot(page, `data-rights-deleted-${size}`);
      expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();

      // Signed out for good: the account screen asks for a login, and the password no longer works.
      await page.goto(`${baseUrl}/account`);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
      const login = await page.request.post(`${baseUrl}/api/auth/login`, {
        data: { email: shopper.email, password: shopper.password },
        headers: { origin: baseUrl },
      });
      expect(login.status()).toBe(401);

      expect(pageErrors).toEqual([]);
      await context.close();
    });
  }

  it('links the privacy notice from the footer and the sign-up form', async () => {
    const page = await suite.browser.newPage({ viewport: viewports.phone });
    await page.goto(`${baseUrl}/sign-up`);
    await page.getByRole('link', { name: privacyMessages.signupNoticeLink }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/privacy-policy');
    const main = page.getByRole('main');
    await expect.poll(() => main.textContent()).toContain(privacyMessages.grievanceTitle);
    for (const section of privacyMessages.sections)
      expect(await main.textContent()).toContain(section.title);
    await expect.poll(() => main.textContent()).toContain('@');
    await snapshot(page, 'privacy-notice-phone');
    await page.goto(`${baseUrl}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/privacy-policy');
    await page.close();
  });
});
