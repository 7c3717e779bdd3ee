import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { snapshot, viewports } from '../support/browser';
import { signIn } from '../support/sign-in';
import { addAddress, payForOrder, productInStock, signUpAndLogIn } from '../support/paid-order';
import { stampedShopper } from '../support/shopper';
import { browserSuite } from '../support/suite';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type Finding = { screen: string; rule: string; impact: string; help: string; targets: string[] };
type AxeResult = {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: unknown[] }[];
  }[];
};

/** The serious and critical axe-core findings on the screen the page shows now. */
async function audit(page: Page, screen: string): Promise<Finding[]> {
  await page.waitForLoadState('networkidle');
  // Judge the screen once its data is shown, not its loading placeholders.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  // Let entrance transitions (menus, notifications, skeletons) finish before judging colours.
  await page.waitForTimeout(300);
  // The shop's Content-Security-Policy refuses inline scripts (addScriptTag), so axe-core is
  // evaluated through the DevTools protocol, which the policy does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (options: object) => Promise<unknown> } }).axe.run({
      resultTypes: ['violations'],
    }),
  )) as AxeResult;
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact!,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

describe('every screen passes axe-core with no serious or critical violation', () => {
  const suite = browserSuite();
  const { baseUrl, dataDir, admin } = suite;
  const shopper = stampedShopper('Lakshmi', 'Menon', '9822233344', 'Neem-Bark-Morning-73');
  let productId = 0;
  let orderId = 0;

  /** An activated shopper with an address, a paid order and one product in the cart. */
  async function prepareShopper() {
    const context = await suite.browser.newContext();
    const api = await signUpAndLogIn(await context.newPage(), { baseUrl, dataDir, shopper });
    const address_id = await addAddress(api, {
      name: `${shopper.first_name} ${shopper.last_name}`,
      phone_number: '9822233344',
      line_1: '3, Banyan Court',
      line_2: 'MG Road',
      city: 'Kochi',
      district: 'Ernakulam',
      state: 'Kerala',
      pin_code: '682016',
    });
    productId = await productInStock(api, 3);
    orderId = (await payForOrder(api, { product_id: productId, qty: 1, address_id })).order_id;
    await api.post('/api/cart/add', { product_id: productId, qty: 1 });
    await context.close();
  }

  beforeAll(async () => {
    await prepareShopper();
  });

  /** Opens each screen in a fresh context (signed in when asked) and audits it. */
  async function auditScreens(
    device: keyof typeof viewports,
    screens: Record<string, string>,
    credentials?: { email: string; password: string },
  ) {
    const context: BrowserContext = await suite.browser.newContext({ viewport: viewports[device] });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/refresh')) refreshes.push(page.url());
    });
    if (credentials) await signIn(page, baseUrl, credentials);
    const findings: Finding[] = [];
    for (const [screen, path] of Object.entries(screens)) {
      await page.goto(`${baseUrl}${path}`);
      findings.push(...(await audit(page, screen)));
      await snapshot(page, `a11y-${screen}-${device}`);
    }
    await context.close();
    return { findings, consoleErrors, refreshes };
  }

  for (const device of ['phone', 'desktop'] as const) {
    it(`visitor screens (${device}), with no console error on an anonymous visit`, async () => {
      const { findings, consoleErrors, refreshes } = await auditScreens(device, {
        home: '/',
        product: `/product/${productId}`,
        login: '/login',
        'sign-up': '/sign-up',
        'forgot-password': '/forgot-password',
        'reset-password': '/reset-password?token=abc',
        policy: '/policy',
        'privacy-policy': '/privacy-policy',
        'refund-policy': '/refund-policy',
        'shipping-policy': '/shipping-policy',
        'terms-of-service': '/terms-of-service',
        'about-us': '/about-us',
      });
      expect(findings).toEqual([]);
      expect(consoleErrors).toEqual([]);
      // Without the session hint cookie nobody asks for a refresh that can only fail.
      expect(refreshes).toEqual([]);
    });

    it(`shopper screens (${device})`, async () => {
      const { findings } = await auditScreens(
        device,
        {
          'shopper-home': '/',
          cart: '/cart',
          'order-summary': `/order-summary/${productId}`,
          orders: '/orders',
          'order-detail': `/orders/${orderId}`,
          account: '/account',
          address: '/address',
        },
        shopper,
      );
      expect(findings).toEqual([]);
    });

    it(`staff screens (${device})`, async () => {
      const { findings } = await auditScreens(
        device,
        {
          'staff-dashboard': '/',
          'staff-products': '/product',
          'staff-orders': '/orders',
          'staff-category': '/category',
          'staff-delivery': '/delivery',
          'staff-charge': '/charge',
          'staff-employee': '/employee',
        },
        admin,
      );
      expect(findings).toEqual([]);
    });
  }

  describe('keyboard, focus and layout', () => {
    let products: { id: number; name: string; stock: number }[] = [];

    beforeAll(async () => {
      const listed = (await (await fetch(`${baseUrl}/api/products`)).json()) as {
        products: typeof products;
      };
      products = listed.products;
    });

    const focused = (page: Page) =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return { id: element?.id ?? '', text: element?.textContent?.trim() ?? '' };
      });

    async function signedInPage(
      viewport: { width: number; height: number },
      who: { email: string; password: string } = admin,
    ) {
      const context = await suite.browser.newContext({ viewport });
      const page = await context.newPage();
      await signIn(page, baseUrl, who);
      return page;
    }

    it('offers a skip link first and rings a focused text box', async () => {
      const page = await suite.browser.newPage({ viewport: viewports.desktop });
      await page.goto(baseUrl);
      await page.getByRole('article').first().waitFor();
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ text: 'Skip to main content' });
      const skip = await page.getByRole('link', { name: 'Skip to main content' }).boundingBox();
      expect(skip!.y).toBeGreaterThanOrEqual(0);
      await page.keyboard.press('Enter');
      expect(await focused(page)).toMatchObject({ id: 'main-content' });

      const search = page.getByRole('combobox', { name: 'Search products' });
      await search.focus();
      const outline = await search.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.style).toBe('solid');
      expect(outline.width).toBeGreaterThanOrEqual(2);
      await page.close();
    });

    it('reaches the last category chip at 1024 px', async () => {
      const page = await suite.browser.newPage({ viewport: { width: 1024, height: 768 } });
      await page.goto(baseUrl);
      const chips = page.getByRole('group', { name: 'Filter by category' }).locator('label');
      await expect.poll(() => chips.count()).toBeGreaterThan(2);
      for (const box of await Promise.all((await chips.all()).map((chip) => chip.boundingBox()))) {
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(1024);
      }
      await chips.last().click();
      await expect.poll(() => page.url()).toContain('category_id=');
      await page.close();
    });

    it('keeps every staff area in reach on a phone', async () => {
      const page = await signedInPage(viewports.phone);
      await page.goto(`${baseUrl}/category`);
      const links = page.getByRole('navigation', { name: 'Staff' }).getByRole('link');
      await expect.poll(() => links.count()).toBe(9);
      for (const box of await Promise.all((await links.all()).map((link) => link.boundingBox()))) {
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewports.phone.width);
      }
      await links.last().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/activity');
      await snapshot(page, 'a11y-staff-strip-phone');
      await page.context().close();
    });

    it('shows a product without stock as "Out of stock" with disabled buttons', async () => {
      const soldOut = products.find((product) => product.stock === 0);
      expect(soldOut).toBeDefined();
      const page = await suite.browser.newPage({ viewport: viewports.phone });
      await page.goto(`${baseUrl}/product/${soldOut!.id}`);
      const button = page.getByRole('button', { name: 'Out of stock' });
      await expect.poll(() => button.count()).toBe(1);
      expect(await button.isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Buy now' }).isDisabled()).toBe(true);
      await page.close();
    });

    it('shows the price and Add to Cart without scrolling, and one action per card, on a phone', async () => {
      const inStock = products.find((product) => product.stock > 5)!;
      const page = await suite.browser.newPage({ viewport: viewports.phone });
      await page.goto(`${baseUrl}/product/${inStock.id}`);
      const add = page.getByRole('button', { name: 'Add to Cart' });
      await add.waitFor();
      for (const box of [await page.getByTestId('price').boundingBox(), await add.boundingBox()]) {
        expect(box!.y + box!.height).toBeLessThanOrEqual(viewports.phone.height);
      }
      await page.goto(baseUrl);
      const card = page.getByRole('article').first();
      await card.waitFor();
      expect(await card.getByRole('button').count()).toBe(1);
      await page.close();
    });

    for (const device of ['phone', 'desktop'] as const) {
      it(`keeps focus on Add to Cart and announces the flash away from the bar (${device})`, async () => {
        const page = await signedInPage(viewports[device], shopper);
        const product = products.find((item) => item.stock > 5)!;
        // Pressed once the screen has settled, as a person would: not while its data still loads.
        await page.goto(`${baseUrl}/product/${product.id}`, { waitUntil: 'networkidle' });
        const add = page.getByRole('button', { name: 'Add to Cart' });
        await add.focus();
        await page.keyboard.press('Enter');
        const flash = page.locator('.mantine-Notification-root').filter({ hasText: product.name });
        await expect.poll(() => flash.count()).toBe(1);
        expect(await focused(page)).toMatchObject({ text: 'Add to Cart' });
        await expect
          .poll(() => page.getByTestId('flash-announcer').textContent())
          .toContain(product.name);
        const header = (await page.locator('header').first().boundingBox())!;
        const box = (await flash.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
        await snapshot(page, `a11y-added-to-cart-${device}`);
        await page.context().close();
      });
    }

    it('names the account button by the name it shows and returns focus from a dialog', async () => {
      const page = await signedInPage(viewports.desktop);
      await page.goto(`${baseUrl}/employee`);
      // The menu appears once the session is known: wait for it rather than read it at once.
      const accountMenu = page.getByRole('button', { name: 'Shop, Account menu', exact: true });
      await expect.poll(() => accountMenu.count()).toBe(1);
      const addEmployee = page.getByRole('button', { name: 'Add Employee' });
      await addEmployee.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Add Employee' });
      await expect.poll(() => dialog.count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(async () => (await focused(page)).text).toBe('Add Employee');
      await page.context().close();
    });
  });
});
