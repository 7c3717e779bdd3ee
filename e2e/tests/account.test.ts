import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '@shop/shared';
import { snapshot, viewports } from '../support/browser';
import { waitForMailLink } from '../support/outbox';
import { browserSuite } from '../support/suite';

describe('a shopper opens an account', () => {
  const suite = browserSuite();
  const { baseUrl, dataDir, admin } = suite;

  const storedUser = (page: Page) =>
    page.evaluate(() => window.localStorage.getItem('user')).then((raw) => raw && JSON.parse(raw));

  it('signs up, activates from the mailed link, logs in, stays in after a reload and logs out', async () => {
    const page = await suite.browser.newPage({ viewport: viewports.desktop });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const shopper = {
      first: 'Asha',
      last: 'Verma',
      email: `asha.${Date.now()}@herbal.test`,
      phone: '9876543210',
      password: 'Tulsi-Leaf-Garden-42',
    };
    const field = (label: string) => page.getByLabel(label, { exact: true });

    // Sign up, meeting the form's first message on the way.
    await page.goto(`${baseUrl}/sign-up`);
    await expect.poll(() => page.title()).toBe('Register | Herbal Shop');
    await field('Last Name').fill(shopper.last);
    await field('Email').fill(shopper.email);
    await field('Phone Number').fill(shopper.phone);
    await field('Password').fill(shopper.password);
    await field('Confirm Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Register' }).click();
    const firstNameError = page.getByText(messages.signup.firstNameRequired);
    await expect.poll(() => firstNameError.isVisible()).toBe(true);
    await snapshot(page, 'sign-up-error-desktop');

    await field('First Name').fill(shopper.first);
    await page.getByRole('button', { name: 'Register' }).click();
    const created = page.getByText(messages.signup.success);
    await expect.poll(() => created.isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe('/login');

    // The activation link from the outbox activates the account, then the login screen follows.
    const link = await waitForMailLink(dataDir, shopper.email, '/activate-account');
    expect(link.startsWith(`${baseUrl}/activate-account?token=`)).toBe(true);
    await page.goto(link);
    await expect.poll(() => page.title()).toBe('Activate Account | Herbal Shop');
    expect(await page.getByLabel('Activation Token').count()).toBe(0);
    const activated = page.getByRole('status').filter({ hasText: messages.activation.success });
    await expect.poll(() => activated.isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 6000 }).toBe('/login');

    // Log in.
    await expect.poll(() => page.title()).toBe('Login | Herbal Shop');
    await field('Email').fill(shopper.email);
    await field('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const accountMenu = page.getByRole('button', { name: 'Account menu' });
    await expect.poll(() => accountMenu.textContent()).toContain(shopper.first);
    expect(await storedUser(page)).toMatchObject({ email: shopper.email, is_admin: false });

    // A reload keeps the session; the account screen shows the details.
    await page.goto(`${baseUrl}/account`);
    const me = page.waitForResponse((response) => response.url().endsWith('/api/auth/me'));
    await page.reload();
    expect((await me).status()).toBe(200);
    await expect.poll(() => page.title()).toBe('Account | Herbal Shop');
    const main = page.getByRole('main');
    await expect.poll(() => main.textContent()).toContain(shopper.email);
    expect(await main.textContent()).toContain(`${shopper.first} ${shopper.last}`);
    expect(await main.textContent()).toContain(shopper.phone);
    await snapshot(page, 'account-desktop');

    // Log out from the account menu: the login screen, and no stored user.
    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect(await storedUser(page)).toBeNull();

    // A protected screen now shows the login screen, also after a reload (no session left).
    await page.goto(`${baseUrl}/cart`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Login', level: 1 }).isVisible())
      .toBe(true);
    await page.reload();
    await expect.poll(() => page.title()).toBe('Login | Herbal Shop');
    expect(await storedUser(page)).toBeNull();

    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('shows a wrong password and lands staff on the admin home', async () => {
    const page = await suite.browser.newPage({ viewport: viewports.phone });
    const field = (label: string) => page.getByLabel(label, { exact: true });

    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect
      .poll(() => page.getByText(messages.auth.bothFieldsRequired).first().isVisible())
      .toBe(true);

    await field('Email').fill(admin.email);
    await field('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect
      .poll(() => page.getByText(messages.auth.invalidCredentials).isVisible())
      .toBe(true);

    await field('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.title()).toBe('Dashboard | Herbal Shop');
    expect(await storedUser(page)).toMatchObject({ email: admin.email, is_admin: true });
    await page.close();
  });
});
