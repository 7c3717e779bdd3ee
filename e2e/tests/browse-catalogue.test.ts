import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snapshot, viewports } from '../support/browser';
import { browserSuite } from '../support/suite';

describe('a visitor browses the catalogue', () => {
  const suite = browserSuite();
  const { baseUrl } = suite;
  let page: Page;

  for (const [device, viewport] of Object.entries(viewports)) {
    it(`searches, opens a product and steps its carousel both ways (${device})`, async () => {
      page = await suite.browser.newPage({ viewport });
      const consoleErrors: string[] = [];
      page.on('pageerror', (error) => consoleErrors.push(error.message));

      await page.goto(baseUrl);
      await expect.poll(() => page.title()).toBe('Home | Herbal Shop');
      const cards = page.getByRole('article');
      await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(12);
      await snapshot(page, `home-${device}`);

      const search = page.getByRole('combobox', { name: 'Search products' });
      await search.fill('ashwa');
      await search.press('Enter');
      await expect.poll(() => page.url()).toContain('search=ashwa');
      // The grid shows exactly the server's matches (name or description), Ashwagandha first.
      const matches = (
        (await (await fetch(`${baseUrl}/api/products?search=ashwa`)).json()) as {
          products: unknown[];
        }
      ).products;
      expect(matches.length).toBeGreaterThanOrEqual(1);
      await expect.poll(() => cards.count()).toBe(matches.length);
      await expect.poll(() => cards.first().textContent()).toContain('Ashwagandha');
      // Prices read in rupees.
      expect(await cards.first().textContent()).toMatch(/₹\d/);

      await cards.first().getByRole('link').first().click();
      await expect.poll(() => page.url()).toMatch(/\/product\/\d+$/);
      const heading = page.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.textContent()).toContain('Ashwagandha');
      const name = (await heading.textContent())!.trim();

      const mainImage = page.getByRole('img', {
        name: new RegExp(`^${escape(name)} image \\d+ of \\d+$`),
      });
      const alt = async () => (await mainImage.first().getAttribute('alt')) ?? '';
      const total = Number((await alt()).match(/of (\d+)$/)![1]);
      expect(total).toBeGreaterThanOrEqual(2);
      expect(await alt()).toBe(`${name} image 1 of ${total}`);

      // Previous from the first image wraps to the last, and next from the last back to the first.
      await page.getByRole('button', { name: 'Previous image' }).click();
      await expect.poll(alt).toBe(`${name} image ${total} of ${total}`);
      await page.getByRole('button', { name: 'Next image' }).click();
      await expect.poll(alt).toBe(`${name} image 1 of ${total}`);
      await page.getByRole('button', { name: 'Next image' }).click();
      await expect.poll(alt).toBe(`${name} image 2 of ${total}`);
      // The real product picture arrives (not a broken image).
      const loaded = () =>
        mainImage
          .first()
          .evaluate(
            (img) =>
              (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          );
      await expect.poll(loaded, { timeout: 10_000 }).toBe(true);

      // The unit sale price under the price, and the declarations a listing must show, as
      // the API answers them; the seller's consumer-care contact beside them.
      const id = page.url().match(/\/product\/(\d+)$/)![1];
      const { product } = (await (await fetch(`${baseUrl}/api/products/${id}`)).json()) as {
        product: {
          unit_price: { amount: number; per: string };
          manufacturer: string;
          country_of_origin: string;
        };
      };
      const unitPrice = `₹${product.unit_price.amount.toFixed(2)} per ${product.unit_price.per}`;
      await expect.poll(() => page.getByTestId('unit-price').first().textContent()).toBe(unitPrice);
      const details = page.getByRole('region', { name: 'Product details' });
      const detail = (label: string) =>
        details
          .getByRole('row', { name: new RegExp(`^${label}`) })
          .getByRole('cell')
          .textContent();
      expect(await detail('Unit sale price')).toBe(unitPrice);
      expect(await detail('Manufacturer, packer or marketer')).toBe(product.manufacturer);
      expect(await detail('Country of origin')).toBe(product.country_of_origin);
      expect(await detail('Net quantity')).toMatch(/^\d+ (g|ml|units?)$/);
      const care = page.getByRole('region', { name: 'Consumer care' });
      await expect.poll(() => care.getByRole('link', { name: /@/ }).count()).toBe(1);
      await snapshot(page, `product-${device}`);

      // A reload on a product URL is served by the history fallback.
      await page.reload();
      await expect.poll(() => heading.textContent()).toContain('Ashwagandha');
      expect(consoleErrors).toEqual([]);
      await page.close();
    });
  }
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
