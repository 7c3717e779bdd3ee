import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shop/shared';
import { snapshot, viewports } from '../support/browser';
import { signIn } from '../support/sign-in';
import { placePaidOrder } from '../support/paid-order';
import { stampedShopper } from '../support/shopper';
import { shipButton } from '../support/staff-orders';
import { browserSuite } from '../support/suite';

// Employee saves, status changes and the order set-up each take a server call or two.
const WAIT = { timeout: 15_000 };

const CSV_HEADER =
  '"Order ID","Customer","Total ₹","Products x Qty","Status","Date","Address","Refunded ₹","Coupon","Discount ₹"';

/** A drawer stays in the viewport: a picture of the screen as seen, once its slide is over. */
async function viewportShot(page: Page, name: string) {
  const dir = path.resolve(import.meta.dirname, '..', 'artifacts');
  mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** The India calendar day, as the admin orders screen computes it. */
const indiaToday = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

describe('staff run the shop: dashboard, employees, orders, CSV and slips', () => {
  const suite = browserSuite();
  const { baseUrl, dataDir, admin } = suite;
  const stamp = Date.now().toString(36);
  const employee = {
    first_name: `Ravi${stamp}`,
    last_name: 'Kumar',
    email: `ravi.${stamp}@herbal.test`,
    phone_number: '9876543210',
    password: 'Ashoka-Tree-Root-58',
  };
  const shopper = stampedShopper('Kavya', 'Iyer', '9811122233', 'Jasmine-Rain-Path-19', stamp);
  let context: BrowserContext;
  let page: Page;
  let orderId = 0;
  const pageErrors: string[] = [];

  /** The order's row, by its exact id cell (#1 must not find #12). */
  const orderRow = () =>
    page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: `#${orderId}`, exact: true }) });

  const toast = (text: string) => page.getByText(text, { exact: true });

  beforeAll(async () => {
    orderId = await placePaidOrder(suite.browser, { baseUrl, dataDir, shopper });
    context = await suite.browser.newContext({
      viewport: viewports.desktop,
      acceptDownloads: true,
    });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, baseUrl, admin);
  });

  it('greets the admin by name on the dashboard, with every staff area in the strip', async () => {
    await page.goto(baseUrl);
    const greeting = page.getByRole('heading', { level: 1 });
    await expect.poll(() => greeting.textContent(), WAIT).toBe('Welcome, Shop Admin');
    const strip = page.getByRole('navigation', { name: 'Staff' });
    await expect
      .poll(() => strip.getByRole('link').allTextContents(), WAIT)
      .toEqual([
        'Dashboard',
        'Employee',
        'Orders',
        'Category',
        'Product',
        'Delivery',
        'Charge',
        'Promotions',
        'Activity',
      ]);
    // The paid order counts in the last seven days, its product sells and it waits to ship.
    const paid = page.getByRole('region', { name: 'Paid orders', exact: true });
    await expect.poll(() => paid.innerText(), WAIT).toMatch(/^Paid orders\s*[1-9]/);
    const revenue = page.getByRole('region', { name: 'Revenue', exact: true });
    await expect.poll(() => revenue.innerText(), WAIT).toMatch(/^Revenue\s*₹[1-9][\d,]*\.\d\d/);
    const chart = page.getByRole('region', { name: 'Revenue and paid orders per day' });
    await expect.poll(() => chart.locator('svg.recharts-surface').count(), WAIT).toBeGreaterThan(0);
    const top = page.getByRole('region', { name: 'Top products by revenue' });
    await expect.poll(() => top.getByRole('row').count(), WAIT).toBeGreaterThan(1);
    const todo = page.getByRole('region', { name: 'To do' });
    await expect
      .poll(
        () => todo.getByRole('link', { name: 'Orders to pack or ship' }).getAttribute('href'),
        WAIT,
      )
      .toBe('/orders?list=to-ship');
    await snapshot(page, 'staff-dashboard-desktop');
    await page.setViewportSize(viewports.phone);
    await snapshot(page, 'staff-dashboard-phone');
    await page.setViewportSize(viewports.desktop);
  });

  it('adds an employee who manages products and toggles them off and on', async () => {
    await page.goto(`${baseUrl}/employee`);
    await expect.poll(() => page.title()).toBe('Employees | Herbal Shop');
    const table = page.getByRole('table', { name: 'Employees' });
    await expect.poll(() => table.locator('tbody tr').count(), WAIT).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Add Employee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Employee' });
    // The form's rule first: a first name and an e-mail are needed.
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await expect
      .poll(() => dialog.getByText(messages.employee.requiredFields).count())
      .toBeGreaterThan(0);

    await dialog.getByLabel('First Name').fill(employee.first_name);
    await dialog.getByLabel('Last Name').fill(employee.last_name);
    await dialog.getByLabel('Email').fill(employee.email);
    await dialog.getByLabel('Phone Number').fill(employee.phone_number);
    await dialog.getByLabel(/^Password/).fill(employee.password);
    await dialog.getByRole('checkbox', { name: 'Products' }).check();
    await snapshot(page, 'staff-employee-form-desktop');
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
    await expect
      .poll(() => toast(messages.employee.added(employee.first_name)).count(), WAIT)
      .toBe(1);

    const row = table.getByRole('row').filter({ hasText: employee.email });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[1]).toBe(employee.first_name);
    expect(cells[3]).toBe(employee.phone_number);
    expect(cells[4]).toBe('Products');
    await snapshot(page, 'staff-employees-desktop');

    await row.getByRole('button', { name: /^Active/ }).click();
    await expect.poll(() => toast(messages.employee.deactivated).count(), WAIT).toBe(1);
    await expect.poll(() => row.getByRole('button', { name: /^Inactive/ }).count(), WAIT).toBe(1);

    // A deactivated employee cannot log in.
    const refused = await page.request.post(`${baseUrl}/api/auth/login`, {
      data: { email: employee.email, password: employee.password },
      headers: { origin: baseUrl },
    });
    expect(refused.ok()).toBe(false);

    await row.getByRole('button', { name: /^Inactive/ }).click();
    await expect.poll(() => toast(messages.employee.activated).count(), WAIT).toBe(1);
    await expect.poll(() => row.getByRole('button', { name: /^Active/ }).count(), WAIT).toBe(1);
  });

  it('edits the employee with a read-only e-mail and resets their password', async () => {
    const row = page
      .getByRole('table', { name: 'Employees' })
      .getByRole('row')
      .filter({ hasText: employee.email });
    await row.getByRole('button', { name: `Edit ${employee.first_name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Employee' });
    expect(await edit.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    expect(await edit.getByLabel(/^Password/).count()).toBe(0);
    await edit.getByLabel('Last Name').fill('Verma');
    await edit.getByRole('button', { name: 'Update Employee' }).click();
    await expect.poll(() => edit.count(), WAIT).toBe(0);
    await expect
      .poll(() => toast(messages.employee.updated(employee.first_name)).count(), WAIT)
      .toBe(1);

    employee.password = 'Peepal-Shade-Noon-64';
    await row.getByRole('button', { name: `Reset password of ${employee.first_name}` }).click();
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    expect(await reset.getByRole('textbox').count()).toBe(1);
    await reset.getByRole('button', { name: 'Update Password' }).click();
    await expect.poll(() => reset.getByText(messages.employee.newPasswordRequired).count()).toBe(1);
    await reset.getByLabel('New Password').fill(employee.password);
    await reset.getByRole('button', { name: 'Update Password' }).click();
    await expect.poll(() => toast(messages.employee.passwordUpdated).count(), WAIT).toBe(1);
    await expect.poll(() => reset.count(), WAIT).toBe(0);
    await page.setViewportSize(viewports.phone);
    await snapshot(page, 'staff-employees-phone');
    await page.getByRole('button', { name: 'Add Employee' }).click();
    await snapshot(page, 'staff-employee-form-phone');
    await page
      .getByRole('dialog', { name: 'Add Employee' })
      .getByRole('button', { name: 'Close' })
      .last()
      .click();
    await page.setViewportSize(viewports.desktop);
  });

  it('lets the new employee in with the new password, seeing only Dashboard and Product', async () => {
    const own = await suite.browser.newContext({ viewport: viewports.desktop });
    const staffPage = await own.newPage();
    await signIn(staffPage, baseUrl, employee);
    const strip = staffPage.getByRole('navigation', { name: 'Staff' });
    await expect
      .poll(() => strip.getByRole('link').allTextContents(), WAIT)
      .toEqual(['Dashboard', 'Product']);
    await expect
      .poll(() => staffPage.getByRole('heading', { level: 1 }).textContent(), WAIT)
      .toBe(`Welcome, ${employee.first_name} Verma`);
    // Employee is not theirs: a plain "not allowed" screen, not a broken one.
    await staffPage.goto(`${baseUrl}/employee`);
    await expect.poll(() => staffPage.getByText(messages.errors.forbidden).count(), WAIT).toBe(1);
    await own.close();
  });

  it('lists the day’s orders, filters them and downloads the CSV', async () => {
    await page.goto(`${baseUrl}/orders`);
    await expect.poll(() => page.title()).toBe('Orders | Herbal Shop');
    expect(await page.getByLabel('To').inputValue()).toBe(indiaToday());
    const row = orderRow();
    await expect.poll(() => row.count(), WAIT).toBe(1);
    expect(await row.textContent()).toContain('Payment Verified');
    expect(await row.textContent()).toMatch(/₹[\d,]+\.\d{2}/);

    // The status filter lists what is present, and stays applied.
    const filter = page.getByLabel('Status');
    expect(await filter.locator('option').allTextContents()).toContain('Payment Verified');
    await filter.selectOption('Payment Verified');
    await expect.poll(() => row.count()).toBe(1);
    await snapshot(page, 'staff-orders-desktop');

    const from = await page.getByLabel('From').inputValue();
    const to = await page.getByLabel('To').inputValue();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`orders_${from}_to_${to}.csv`);
    const file = readFileSync((await download.path())!, 'utf8');
    expect(file.charCodeAt(0)).toBe(0xfeff);
    expect(file.slice(1).split('\r\n')[0]).toBe(CSV_HEADER);
    expect(file).toContain(`"${orderId}","${shopper.first_name} ${shopper.last_name}"`);
    expect(file).toContain('Near ""Jal Mahal"", Amer Road');

    // Dates with no orders: the warning instead of an empty file.
    await page.getByLabel('From').fill('2001-01-01');
    await page.getByLabel('To').fill('2001-01-02');
    await expect.poll(() => page.getByText('No orders in these dates').count(), WAIT).toBe(1);
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await expect.poll(() => toast(messages.orders.noOrdersToDownload).count(), WAIT).toBe(1);

    await page.setViewportSize(viewports.phone);
    await page.goto(`${baseUrl}/orders`);
    await expect.poll(() => row.count(), WAIT).toBe(1);
    await snapshot(page, 'staff-orders-phone');
    await page.setViewportSize(viewports.desktop);
  });

  it('prints an address slip for the paid order', async () => {
    await page.goto(`${baseUrl}/orders`);
    const viewSlip = page.getByRole('button', { name: 'View address slip' });
    await expect.poll(() => viewSlip.isEnabled(), WAIT).toBe(true);
    await viewSlip.click();
    const slip = page.getByRole('article', {
      name: `Slip for order ${orderId}`,
      exact: true,
    });
    await expect.poll(() => slip.count(), WAIT).toBe(1);
    expect(await page.title()).toBe(`delivery_slip_${indiaToday()}`);
    const text = (await slip.textContent()) ?? '';
    // The GST tax invoice issued when the payment was verified.
    expect(text).toMatch(/Invoice INV\/\d{4}-\d{2}\/\d{6}/);
    expect(text).toContain('Herbal Shop');
    expect(text).toContain('Postal customer ID');
    expect(text).toContain('7, Lotus Apartments');
    expect(text).toContain('9811122233');
    expect(await page.getByRole('button', { name: 'Print' }).isEnabled()).toBe(true);
    await snapshot(page, 'staff-slip-desktop');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await snapshot(page, 'staff-slip-print');
    await page.setViewportSize(viewports.phone);
    await page.emulateMedia({ media: 'screen' });
    await snapshot(page, 'staff-slip-phone');
    await page.setViewportSize(viewports.desktop);

    await page.getByRole('button', { name: 'Back to orders' }).click();
    await expect.poll(() => page.title()).toBe('Orders | Herbal Shop');
  });

  it('opens the order and moves it to Packed', async () => {
    await page.goto(`${baseUrl}/orders`);
    await page.getByRole('button', { name: `View order ${orderId}`, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: `Order #${orderId}` });
    await expect.poll(() => drawer.getByText('Shipping address').count(), WAIT).toBe(1);
    expect(await drawer.textContent()).toContain('Lotus Apartments');
    await viewportShot(page, 'staff-order-detail-desktop');
    await drawer.getByRole('button', { name: 'Mark Packed' }).click();
    await expect
      .poll(() => toast(messages.orders.statusChanged(orderId, 'Packed')).count(), WAIT)
      .toBe(1);
    await expect
      .poll(() => drawer.getByTestId('admin-order-status').first().textContent(), WAIT)
      .toBe('Packed');
    // The history names who packed it; the next step is shipping, with carrier and number.
    await expect.poll(() => drawer.getByText(/Shop Admin/).count(), WAIT).toBeGreaterThan(0);
    await expect.poll(() => shipButton(drawer).count(), WAIT).toBe(1);
    await page.setViewportSize(viewports.phone);
    await viewportShot(page, 'staff-order-detail-phone');
    await page.setViewportSize(viewports.desktop);
    await page.keyboard.press('Escape');
    const row = orderRow();
    await expect.poll(() => row.textContent(), WAIT).toContain('Packed');
    expect(pageErrors).toEqual([]);
  });
});
