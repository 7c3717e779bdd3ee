import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, snapshot, viewports } from '../support/browser';
import { startShop, type ShopProcess } from '../support/shop-process';

/** What an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

// The shop as it ships: STAFF_2FA left at its default, required.
describe('staff two-factor sign-in, required by default', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-2fa-'));
  const owner = { email: 'owner@herbal.test', password: 'owner-pass-tulsi-2026' };
  let shop: ShopProcess;
  let browser: Browser;
  beforeAll(async () => {
    shop = await startShop({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    });
    await shop.waitForReady();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const signInWithPassword = async (page: Page, email: string, password: string) => {
    await page.goto(`${shop.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
  };

  /** On the Account screen: set up, scan (read) the secret, turn on with a code. */
  const setUpTwoFactor = async (page: Page) => {
    await page.waitForURL(`${shop.url}/account`);
    await page.getByText('Set up two-factor sign-in to use the staff area.').waitFor();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page.getByRole('img', { name: 'Two-factor sign-in' }).waitFor();
    await page.getByLabel('Code').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('Recovery codes').first().waitFor();
    expect(await page.locator('code').count()).toBeGreaterThanOrEqual(10);
    return secret;
  };

  it('makes a new staff member set it up, signs them in with a code, and the owner sees it in Activity and resets it', async () => {
    const ownerPage = await browser.newPage({ viewport: viewports.desktop });
    await signInWithPassword(ownerPage, owner.email, owner.password);
    await setUpTwoFactor(ownerPage);

    const staff = { email: 'kavya@herbal.test', password: 'staff-pass-neem-2026' };
    const added = await ownerPage.request.post(`${shop.url}/api/employee/add`, {
      headers: { origin: shop.url },
      data: {
        first_name: 'Kavya',
        last_name: 'Nair',
        email: staff.email,
        phone_number: '9123456780',
        password: staff.password,
        permissions: ['product_manager'],
      },
    });
    expect(added.status()).toBe(201);

    const context = await browser.newContext({ viewport: viewports.phone });
    const page = await context.newPage();
    await signInWithPassword(page, staff.email, staff.password);
    // Straight to the set-up: the staff area does not open before it.
    const secret = await setUpTwoFactor(page);
    await snapshot(page, 'two-factor-recovery-codes-phone');
    await page.goto(`${shop.url}/product`);
    await page.getByRole('heading', { name: 'Products' }).first().waitFor();

    // Signed out, the password alone leads to the code step.
    await page.request.post(`${shop.url}/api/auth/logout`, { headers: { origin: shop.url } });
    await page.evaluate(() => localStorage.clear());
    await signInWithPassword(page, staff.email, staff.password);
    await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
    await snapshot(page, 'two-factor-login-code-phone');
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not right.').waitFor();
    await page.getByLabel('Code').fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${shop.url}/`);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).email)).toBe(
      staff.email,
    );
    await context.close();

    await ownerPage.goto(`${shop.url}/activity`);
    const entry = ownerPage
      .getByTestId('audit-entry')
      .filter({ hasText: 'auth.2fa_enabled' })
      .filter({ hasText: staff.email });
    await entry.first().waitFor();
    await expect(
      ownerPage.getByTestId('audit-entry').filter({ hasText: 'employee.create' }).count(),
    ).resolves.toBe(1);
    await snapshot(ownerPage, 'activity-desktop');

    // A lost phone: the owner resets Kavya's two-factor from the Employees screen, after a
    // confirmation, and the reset is in Activity.
    await ownerPage.goto(`${shop.url}/employee`);
    await ownerPage.getByRole('button', { name: 'Reset two-factor of Kavya' }).click();
    const dialog = ownerPage.getByRole('dialog');
    await dialog
      .getByText(
        'Reset two-factor sign-in for Kavya Nair? They set it up again at their next sign-in.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Reset two-factor' }).click();
    await ownerPage
      .getByText('Two-factor sign-in is reset. They set it up again at their next sign-in.')
      .first()
      .waitFor();
    await ownerPage.goto(`${shop.url}/activity`);
    await ownerPage
      .getByTestId('audit-entry')
      .filter({ hasText: 'auth.2fa_reset' })
      .filter({ hasText: owner.email })
      .first()
      .waitFor();
    // Signing in again, Kavya is taken straight back to the set-up.
    const again = await browser.newContext({ viewport: viewports.phone });
    const kavya = await again.newPage();
    await signInWithPassword(kavya, staff.email, staff.password);
    await kavya.waitForURL(`${shop.url}/account`);
    await kavya.getByText('Set up two-factor sign-in to use the staff area.').waitFor();
    await again.close();
    await ownerPage.close();
  }, 120_000);
});
