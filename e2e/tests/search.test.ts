import { describe, expect, it } from 'vitest';
import { snapshot, viewports } from '../support/browser';
import { browserSuite } from '../support/suite';

describe('a shopper searches the way people type', () => {
  const suite = browserSuite();
  const { baseUrl } = suite;

  for (const [device, viewport] of Object.entries(viewports)) {
    it(`picks a suggestion for "ashwg" with the keyboard (${device})`, async () => {
      const page = await suite.browser.newPage({ viewport });
      await page.goto(baseUrl);
      const search = page.getByRole('combobox', { name: 'Search products' });
      await search.pressSequentially('ashwg', { delay: 40 });

      const list = page.getByRole('listbox', { name: 'Product suggestions' });
      const options = list.getByRole('option');
      await expect.poll(() => options.count()).toBeGreaterThanOrEqual(1);
      expect(await options.count()).toBeLessThanOrEqual(6);
      expect(await options.first().textContent()).toMatch(/Ashwagandha.*₹\d/);
      expect(await search.getAttribute('aria-expanded')).toBe('true');
      // Announced to screen readers through the status region.
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: /suggestion/ })
            .textContent(),
        )
        .toMatch(/^\d suggestions?\.$/);
      await snapshot(page, `search-suggestions-${device}`);

      await search.press('ArrowDown');
      expect(await options.first().getAttribute('aria-selected')).toBe('true');
      expect(await search.getAttribute('aria-activedescendant')).toBe(
        await options.first().getAttribute('id'),
      );
      // Up from the first option goes back to the box; Escape closes the list.
      await search.press('ArrowUp');
      expect(await search.getAttribute('aria-activedescendant')).toBeNull();
      await search.press('Escape');
      await expect.poll(() => list.isVisible()).toBe(false);

      await search.press('ArrowDown');
      await expect.poll(() => options.first().getAttribute('aria-selected')).toBe('true');
      await search.press('Enter');
      await expect.poll(() => page.url()).toMatch(/\/product\/\d+$/);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toContain('Ashwagandha');
      await page.close();
    });

    it(`finds a misspelt product and offers a close query (${device})`, async () => {
      const page = await suite.browser.newPage({ viewport });
      await page.goto(baseUrl);
      const search = page.getByRole('combobox', { name: 'Search products' });
      await search.fill('shatavri');
      await search.press('Enter');
      await expect.poll(() => page.url()).toContain('search=shatavri');
      const cards = page.getByRole('article');
      await expect.poll(() => cards.first().textContent()).toContain('Shatavari');

      await search.fill('ashwagnadah');
      await search.press('Enter');
      const close = page.getByRole('link', { name: 'ashwagandha', exact: true });
      await expect.poll(() => close.isVisible()).toBe(true);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Popular products' }).isVisible())
        .toBe(true);
      await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(1);
      await snapshot(page, `search-did-you-mean-${device}`);
      await close.click();
      await expect.poll(() => page.url()).toContain('search=ashwagandha');
      await expect.poll(() => cards.first().textContent()).toContain('Ashwagandha');
      await page.close();
    });
  }
});
