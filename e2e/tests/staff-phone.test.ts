import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, PERMISSION_LABELS } from '@shop/shared';
import { snapshot, viewports } from '../support/browser';
import { placePaidOrder } from '../support/paid-order';
import { signIn } from '../support/sign-in';
import { shipButton } from '../support/staff-orders';
import { browserSuite } from '../support/suite';

// A screen's first load and each save take a server call or two on a busy machine.
const WAIT = { timeout: 15_000 };

/** A staff screen, what shows it has loaded and the buttons each of its rows offers. */
interface StaffScreen {
  name: string;
  path: string;
  /** The table whose first row's buttons must be in reach; none on screens without a list. */
  table?: string;
  rowActions?: RegExp;
  /** What is on the screen once its data came. */
  ready: (page: Page) => Locator;
}

const SCREENS: StaffScreen[] = [
  {
    name: 'dashboard',
    path: '/',
    ready: (page) => page.getByRole('region', { name: 'To do' }),
  },
  {
    name: 'employee',
    path: '/employee',
    table: 'Employees',
    rowActions: /^(Edit|Reset password of) /,
    ready: (page) => page.getByRole('button', { name: /^Edit / }).first(),
  },
  {
    name: 'orders',
    path: '/orders',
    table: 'Orders',
    rowActions: /^View order /,
    ready: (page) => page.getByRole('button', { name: /^View order / }).first(),
  },
  {
    name: 'category',
    path: '/category',
    table: 'Categories',
    rowActions: /^Edit /,
    ready: (page) => page.getByRole('button', { name: /^Edit / }).first(),
  },
  {
    name: 'product',
    path: '/product',
    table: 'Products',
    rowActions: /^(Edit|Images of) /,
    ready: (page) => page.getByRole('button', { name: /^Images of / }).first(),
  },
  {
    name: 'delivery',
    path: '/delivery',
    table: 'Delivery states',
    rowActions: /^(Edit|Deactivate|Activate|Delete) /,
    ready: (page) => page.getByRole('button', { name: /^Edit / }).first(),
  },
  {
    name: 'charge',
    path: '/charge',
    table: 'Charges',
    rowActions: /^(Edit|Delete) charge /,
    ready: (page) => page.getByRole('button', { name: /^Edit charge / }).first(),
  },
  {
    name: 'slips',
    path: '/orders?view=slip',
    ready: (page) => page.getByRole('article').first(),
  },
];

/** How far the page itself scrolls sideways (0 when it fits the screen). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Asserts the element lies within the screen's width and takes a tap. */
async function expectInReach(target: Locator, width: number) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  // Playwright's checks before a click (visible, enabled, not covered), without the click.
  await target.click({ trial: true });
}

describe('the staff area on a phone', () => {
  const suite = browserSuite();
  const { baseUrl, dataDir, admin } = suite;
  const stamp = Date.now().toString(36);
  const phone = viewports.phone.width;
  let page: Page;
  let orderId = 0;
  const pageErrors: string[] = [];

  const toast = (text: string) => page.getByText(text, { exact: true });

  beforeAll(async () => {
    orderId = await placePaidOrder(suite.browser, {
      baseUrl,
      dataDir,
      shopper: {
        first_name: 'Meera',
        last_name: `Pillai${stamp}`,
        email: `meera.${stamp}@herbal.test`,
        phone_number: '9822233344',
        password: 'Lotus-Pond-Dawn-27',
      },
    });
    page = await suite.browser.newPage({ viewport: viewports.phone });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, baseUrl, admin);
  });

  for (const screen of SCREENS) {
    it(`${screen.name}: fits 375 px with every row's buttons in reach`, async () => {
      await page.setViewportSize(viewports.phone);
      await page.goto(`${baseUrl}${screen.path}`);
      await expect.poll(() => screen.ready(page).count(), WAIT).toBeGreaterThan(0);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

      if (screen.table && screen.rowActions) {
        const firstRow = page
          .getByRole('table', { name: screen.table })
          .locator('tbody tr')
          .first();
        const buttons = firstRow.getByRole('button', { name: screen.rowActions });
        await expect.poll(() => buttons.count(), WAIT).toBeGreaterThan(0);
        for (const button of await buttons.all()) await expectInReach(button, phone);
      }
      await snapshot(page, `staff-phone-${screen.name}-375`);

      await page.setViewportSize(viewports.desktop);
      await expect.poll(() => screen.ready(page).count(), WAIT).toBeGreaterThan(0);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await snapshot(page, `staff-phone-${screen.name}-1280`);
    });
  }

  it('orders: the date filter, downloads and GST summary stay on the screen', async () => {
    await page.setViewportSize(viewports.phone);
    await page.goto(`${baseUrl}/orders`);
    for (const name of ['Download GST summary', 'Download CSV', 'View address slip']) {
      const control = page.getByRole(name === 'Download GST summary' ? 'link' : 'button', { name });
      await expect.poll(() => control.count(), WAIT).toBe(1);
      const box = await control.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(phone);
    }
  });

  it('the order drawer takes the whole width and shows the total uncut', async () => {
    await page.setViewportSize(viewports.phone);
    await page.goto(`${baseUrl}/orders?order=${orderId}`);
    const drawer = page.getByRole('dialog', { name: `Order #${orderId}` });
    await expect.poll(() => drawer.getByText('Shipping address').count(), WAIT).toBe(1);
    await page.waitForTimeout(400); // the slide-in
    const width = await drawer.evaluate((element) => element.getBoundingClientRect().width);
    expect(Math.round(width)).toBe(phone);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    // The figure beside "Total", at the foot of the amounts.
    const total = drawer
      .getByText('Total', { exact: true })
      .locator('xpath=following-sibling::*[1]');
    expect(await total.textContent()).toMatch(/^₹[\d,]+\.\d{2}$/);
    await total.scrollIntoViewIfNeeded();
    const cut = await total.evaluate((element) => ({
      clipped: element.scrollWidth > element.clientWidth,
      right: element.getBoundingClientRect().right,
    }));
    expect(cut.clipped).toBe(false);
    expect(cut.right).toBeLessThanOrEqual(phone);
    await expectInReach(drawer.getByRole('button', { name: 'Mark Packed' }), phone);
    await snapshot(page, 'staff-phone-drawer-375');

    await page.setViewportSize(viewports.desktop);
    await page.waitForTimeout(400);
    const desktopWidth = await drawer.evaluate((element) => element.getBoundingClientRect().width);
    expect(desktopWidth).toBeLessThan(viewports.desktop.width);
    await snapshot(page, 'staff-phone-drawer-1280');
    await page.setViewportSize(viewports.phone);
  });

  it('Mark Packed on a phone confirms the order’s new status in words', async () => {
    const drawer = page.getByRole('dialog', { name: `Order #${orderId}` });
    await drawer.getByRole('button', { name: 'Mark Packed' }).click();
    await expect
      .poll(() => toast(messages.orders.statusChanged(orderId, 'Packed')).count(), WAIT)
      .toBe(1);
    // Shipping is next, with its carrier and tracking number.
    await expect.poll(() => shipButton(drawer).count(), WAIT).toBe(1);
  });

  it('saving a delivery rate confirms it in words', async () => {
    await page.goto(`${baseUrl}/delivery`);
    const firstRow = page.getByRole('table', { name: 'Delivery states' }).locator('tbody tr');
    const edit = firstRow.first().getByRole('button', { name: /^Edit / });
    await expect.poll(() => edit.count(), WAIT).toBe(1);
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit State' });
    const rate = dialog.getByLabel('Delivery rate ₹');
    await expect.poll(() => rate.inputValue()).not.toBe('');
    // The same rate saved again: the shop's rates stay as the other tests expect them.
    await rate.fill(await rate.inputValue());
    await dialog.getByRole('button', { name: 'Update State' }).click();
    await expect.poll(() => toast(messages.delivery.updated).count(), WAIT).toBe(1);
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
  });

  it('names permissions plainly on the employee form, with what each allows', async () => {
    await page.goto(`${baseUrl}/employee`);
    await page.getByRole('button', { name: 'Add Employee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Employee' });
    const products = dialog.getByRole('checkbox', { name: PERMISSION_LABELS.product_manager.name });
    await expect.poll(() => products.count(), WAIT).toBe(1);
    expect(await dialog.textContent()).toContain(PERMISSION_LABELS.product_manager.explanation);
    expect(await dialog.textContent()).not.toContain('product_manager');
    await snapshot(page, 'staff-phone-employee-form-375');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
    // The list names the admin's permission the same way, never by its identifier.
    const row = page.getByRole('table', { name: 'Employees' }).locator('tbody tr').first();
    expect(await row.textContent()).toContain(PERMISSION_LABELS.super_user.name);
    expect(await row.textContent()).not.toContain('super_user');
    expect(pageErrors).toEqual([]);
  });
});
