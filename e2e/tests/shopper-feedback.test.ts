import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '@shop/shared';
import { snapshot, viewports } from '../support/browser';
import { createShopper } from '../support/shopper';
import { signIn } from '../support/sign-in';
import { browserSuite } from '../support/suite';

describe('a shopper is told what happened, beside what they did', () => {
  const suite = browserSuite();
  const { baseUrl, dataDir } = suite;

  const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).isVisible();
  const toasts = (page: Page) => page.locator('.mantine-Notification-root');
  const fitsWidth = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('shows every sign-up error beside its field at once, in no toast', async () => {
    const page = await suite.browser.newPage({ viewport: viewports.phone });
    await page.goto(`${baseUrl}/sign-up`);
    await page.getByLabel('Email', { exact: true }).fill('asha@');
    await page.getByLabel('Phone Number', { exact: true }).fill('98765');
    await page.getByRole('button', { name: 'Register' }).click();
    for (const sentence of [
      messages.signup.firstNameRequired,
      messages.signup.lastNameRequired,
      messages.signup.invalidEmail,
      messages.signup.phoneInvalid,
      messages.signup.passwordTooShort,
    ])
      await expect.poll(() => visible(page, sentence), { message: sentence }).toBe(true);
    expect(await toasts(page).count()).toBe(0);
    expect(await fitsWidth(page)).toBe(true);
    await snapshot(page, 'sign-up-inline-errors-phone');

    // A phone written the Indian way passes.
    await page.getByLabel('Phone Number', { exact: true }).fill('+91 98765 43210');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => visible(page, messages.signup.phoneInvalid)).toBe(false);
    await page.close();
  });

  it('adds a visitor’s Add to Cart once they have logged in, once', async () => {
    const shopper = await createShopper(baseUrl, dataDir);
    const page = await suite.browser.newPage({ viewport: viewports.desktop });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // The first product with stock, opened as a visitor.
    await page.goto(baseUrl);
    const inStock = page.getByRole('article').filter({ hasText: messages.labels.addToCart });
    await expect.poll(() => inStock.count()).toBeGreaterThan(0);
    await inStock.first().getByRole('link').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/product\/\d+$/);
    const productPath = new URL(page.url()).pathname;
    // The address changes before the product page replaces the listing: wait for its one button.
    const addToCart = page.getByRole('button', { name: messages.labels.addToCart });
    await expect.poll(() => addToCart.count()).toBe(1);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

    await addToCart.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Login' }).click();

    // Back on the product, with the flash, and the product in the cart once.
    await expect.poll(() => new URL(page.url()).pathname).toBe(productPath);
    await expect.poll(() => visible(page, messages.home.addedToCart(name))).toBe(true);
    const cart = async () =>
      (
        (await (await page.request.get(`${baseUrl}/api/cart`)).json()) as {
          cart: { qty: number; Product: { name: string } }[];
        }
      ).cart.map((line) => [line.Product.name, line.qty]);
    await expect.poll(cart).toEqual([[name, 1]]);
    await snapshot(page, 'add-to-cart-after-login-desktop');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await cart()).toEqual([[name, 1]]);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('edits name and phone, and changes the password keeping this session', async () => {
    const shopper = await createShopper(baseUrl, dataDir);
    const page = await suite.browser.newPage({ viewport: viewports.phone });
    await signIn(page, baseUrl, shopper);
    await page.goto(`${baseUrl}/account`);
    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel('Last Name', { exact: true }).fill('Nair-Menon');
    await details.getByLabel('Phone Number', { exact: true }).fill('+91 98470-12345');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect.poll(() => visible(page, messages.account.saved)).toBe(true);
    await expect
      .poll(() => details.getByLabel('Phone Number', { exact: true }).inputValue())
      .toBe('9847012345');
    // The session's copy of the user follows (the menu greets by it).
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user')!).last_name))
      .toBe('Nair-Menon');

    const password = page.getByRole('form', { name: 'Change password' });
    const fill = async (current: string, next: string, again = next) => {
      await password.getByLabel('Current Password', { exact: true }).fill(current);
      await password.getByLabel('New Password', { exact: true }).fill(next);
      await password.getByLabel('Confirm New Password', { exact: true }).fill(again);
      await password.getByRole('button', { name: 'Change password' }).click();
    };
    await fill('not-my-password', 'Saffron-Milk-At-Night', 'Saffron-Milk-At-Nite');
    await expect.poll(() => visible(page, messages.signup.passwordsDoNotMatch)).toBe(true);
    await fill('not-my-password', 'Saffron-Milk-At-Night');
    await expect.poll(() => visible(page, messages.account.currentPasswordWrong)).toBe(true);
    await fill(shopper.password, 'Saffron-Milk-At-Night');
    await expect.poll(() => visible(page, messages.account.passwordChanged)).toBe(true);
    expect(await fitsWidth(page)).toBe(true);
    await snapshot(page, 'account-edit-phone');

    // Still signed in here; the new password is the one that logs in.
    expect((await page.request.get(`${baseUrl}/api/auth/me`)).status()).toBe(200);
    const login = (pw: string) =>
      fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl },
        body: JSON.stringify({ email: shopper.email, password: pw }),
      });
    expect((await login(shopper.password)).status).toBe(401);
    const fresh = await login('Saffron-Milk-At-Night');
    expect(fresh.status).toBe(200);
    expect(((await fresh.json()) as { user: unknown }).user).toMatchObject({
      last_name: 'Nair-Menon',
      phone_number: '9847012345',
    });
    await page.close();
  });

  it.each([
    ['phone', viewports.phone],
    ['desktop', viewports.desktop],
  ] as const)('shows how to contact the shop on %s', async (label, viewport) => {
    const shop = (
      (await (await fetch(`${baseUrl}/api/shop`)).json()) as {
        shop: {
          name: string;
          phone: string;
          email: string;
          address: string;
          grievance_officer: { name: string; email: string };
        };
      }
    ).shop;
    // In the HTML the server sends, before any script runs.
    const html = await (await fetch(`${baseUrl}/refund-policy`)).text();
    expect(html).toContain(shop.phone);
    expect(html).toContain(shop.grievance_officer.name);

    const page = await suite.browser.newPage({ viewport });
    await page.goto(`${baseUrl}/contact`);
    await expect.poll(() => page.title()).toBe('Contact us | Herbal Shop');
    const main = page.getByRole('main');
    for (const text of [
      shop.phone,
      shop.email,
      shop.address,
      shop.grievance_officer.name,
      shop.grievance_officer.email,
    ])
      await expect
        .poll(() => main.getByText(text).first().isVisible(), { message: text })
        .toBe(true);
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: shop.phone }).getAttribute('href')).toMatch(
      /^tel:\+?\d+$/,
    );
    expect(await footer.getByRole('link', { name: shop.email }).isVisible()).toBe(true);
    expect(await fitsWidth(page)).toBe(true);
    await snapshot(page, `contact-${label}`);

    // The footer's link leads here from any page.
    await page.goto(`${baseUrl}/about-us`);
    await footer.getByRole('link', { name: 'Address and grievance officer' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/contact');
    await page.close();
  });
});
