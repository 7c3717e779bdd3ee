import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { snapshot, viewports } from '../support/browser';
import { signIn } from '../support/sign-in';
import { browserSuite } from '../support/suite';

/** A small, real PNG of one colour, as a shop photo would arrive from a phone. */
async function png(red: number, green: number, blue: number): Promise<Buffer> {
  return sharp({
    create: { width: 96, height: 96, channels: 3, background: { r: red, g: green, b: blue } },
  })
    .png()
    .toBuffer();
}

// Server round trips (uploads, image processing) can take longer than the default poll.
const WAIT = { timeout: 10_000 };

describe('staff run the catalogue', () => {
  const suite = browserSuite();
  const { baseUrl, admin } = suite;
  const stamp = Date.now().toString(36);
  const categoryName = `Herbal Teas ${stamp}`;
  const productName = `Tulsi Green Tea ${stamp}`;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    page = await suite.browser.newPage({ viewport: viewports.desktop });
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await signIn(page, baseUrl, admin);
  });

  it('adds a category', async () => {
    await page.goto(`${baseUrl}/category`);
    await expect.poll(() => page.title()).toBe('Categories | Herbal Shop');
    const table = page.getByRole('table', { name: 'Categories' });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1);

    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByLabel('Name').fill(categoryName);
    await dialog.getByLabel('Description').fill('Caffeine-free herbal infusions.');
    await dialog.getByLabel('GST %').fill('5');
    await dialog.getByRole('button', { name: 'Add Category' }).click();

    await expect.poll(() => page.getByText('Category added.').count(), WAIT).toBe(1);
    await expect.poll(() => dialog.count()).toBe(0);
    const row = table.getByRole('row').filter({ hasText: categoryName });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    expect(await row.textContent()).toContain('5%');
    await snapshot(page, 'staff-categories-desktop');
  });

  it('adds a product in it with two images, previewed before upload', async () => {
    await page.goto(`${baseUrl}/product`);
    await expect.poll(() => page.title()).toBe('Products | Herbal Shop');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByLabel('Name').fill(productName);
    await dialog.getByLabel('Description').fill('Holy basil and green tea leaves, gently dried.');
    await dialog.getByLabel('User Manual').fill('Steep one teaspoon in hot water for 3 minutes.');
    await dialog.getByLabel('Rate').fill('200');
    await dialog.getByLabel(/^Stock/).fill('12');
    const category = dialog.getByLabel('Category');
    await expect.poll(() => category.locator('option').count()).toBeGreaterThan(1);
    await category.selectOption({ label: `${categoryName} (GST 5%)` });
    await dialog.getByLabel('Weight').fill('250');
    await dialog.getByLabel('Images').setInputFiles([
      { name: 'tea-front.png', mimeType: 'image/png', buffer: await png(46, 125, 50) },
      { name: 'tea-back.png', mimeType: 'image/png', buffer: await png(200, 170, 60) },
    ]);
    const previews = dialog.getByRole('img', { name: /^Preview of / });
    await expect.poll(() => previews.count()).toBe(2);
    await snapshot(page, 'staff-product-form-desktop');

    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expect.poll(() => page.getByText('Product added successfully').count(), WAIT).toBe(1);
    await expect.poll(() => dialog.count()).toBe(0);

    // The staff table finds it, with the price including the category's 5 % GST.
    await page.getByLabel('Search by name or description').fill(productName);
    const row = page.getByRole('row').filter({ hasText: productName });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('₹200.00');
    expect(text).toContain('₹210.00');
    expect(text).toContain(categoryName);
    expect(await row.getByRole('button', { name: `Images of ${productName}` }).textContent()).toBe(
      'Images (2)',
    );
  });

  it('shows the product to shoppers, and a stock edited inline reaches the product page', async () => {
    // A visitor in their own browser finds the new product through the storefront search.
    const shopper = await suite.browser.newPage({ viewport: viewports.desktop });
    await shopper.goto(baseUrl);
    const search = shopper.getByRole('combobox', { name: 'Search products' });
    await search.fill(productName);
    await search.press('Enter');
    const cards = shopper.getByRole('article');
    await expect.poll(() => cards.count(), WAIT).toBe(1);
    expect(await cards.first().textContent()).toContain(productName);
    await cards.first().getByRole('link').first().click();
    const heading = shopper.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe(productName);
    await expect.poll(() => shopper.getByText('In stock').count(), WAIT).toBe(1);

    // Staff change the stock right in the table.
    await page.goto(`${baseUrl}/product`);
    await page.getByLabel('Search by name or description').fill(productName);
    // Wait for the search to narrow the table to this product before editing.
    const rows = page.getByRole('table', { name: 'Products' }).locator('tbody tr');
    await expect.poll(() => rows.count(), WAIT).toBe(1);
    const stock = page.getByLabel(`Stock on hand of ${productName}`);
    await expect.poll(() => stock.inputValue()).toBe('12');
    await stock.fill('3');
    await stock.press('Enter');
    await expect.poll(() => page.getByText('Stock updated successfully').count(), WAIT).toBe(1);
    await expect.poll(() => stock.inputValue()).toBe('3');
    await snapshot(page, 'staff-products-desktop');

    // The shopper's product page shows the new figure.
    await shopper.reload();
    await expect.poll(() => shopper.getByText('Only 3 left').count(), WAIT).toBe(1);
    await shopper.close();

    // And so does the staff member's own storefront view, without a reload.
    await page.getByRole('link', { name: productName }).click();
    await expect.poll(() => page.url()).toMatch(/\/product\/\d+$/);
    await expect.poll(() => page.getByText('Only 3 left').count(), WAIT).toBe(1);
  });

  it('works on a phone: each product and category is a card within the screen', async () => {
    await page.setViewportSize(viewports.phone);
    await page.goto(`${baseUrl}/product`);
    await page.getByLabel('Search by name or description').fill(productName);
    const rows = page.getByRole('table', { name: 'Products' }).locator('tbody tr');
    await expect.poll(() => rows.count(), WAIT).toBe(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await snapshot(page, 'staff-products-phone');

    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByLabel('Images').setInputFiles([
      { name: 'leaf.png', mimeType: 'image/png', buffer: await png(46, 125, 50) },
      { name: 'flower.png', mimeType: 'image/png', buffer: await png(200, 90, 120) },
      { name: 'root.png', mimeType: 'image/png', buffer: await png(150, 110, 60) },
    ]);
    const previews = dialog.getByRole('img', { name: /^Preview of / });
    await expect.poll(() => previews.count()).toBe(3);
    await previews.last().scrollIntoViewIfNeeded();
    await snapshot(page, 'staff-product-form-phone');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await page.goto(`${baseUrl}/category`);
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: categoryName }).count())
      .toBe(1);
    await snapshot(page, 'staff-categories-phone');
    expect(pageErrors).toEqual([]);
  });
});
