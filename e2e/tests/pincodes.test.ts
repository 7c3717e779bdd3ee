import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRupees, messages } from '@shop/shared';
import { snapshot, viewports } from '../support/browser';
import { signIn } from '../support/sign-in';
import { browserSuite } from '../support/suite';

describe('PIN codes in the browser', () => {
  const suite = browserSuite();
  const { baseUrl, admin } = suite;

  it.each(Object.entries(viewports))(
    'typing a PIN fills in the address form (%s)',
    async (size, viewport) => {
      const page = await suite.browser.newPage({ viewport });
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await signIn(page, baseUrl, admin);
      await page.goto(`${baseUrl}/address`);
      const form = page.getByRole('form', { name: 'Address form' });
      const field = (label: string) => form.getByLabel(label);
      await expect.poll(() => field('State').locator('option').count()).toBeGreaterThan(1);

      await field('Pin Code').fill('500001');
      await expect.poll(() => field('District').inputValue()).toBe('Hyderabad');
      expect(await field('State').inputValue()).toBe('Telangana');
      await expect
        .poll(() => form.getByText(messages.pincode.lookedUp('Hyderabad', 'Telangana')).isVisible())
        .toBe(true);
      // The post offices are the city's suggestions; the shopper may still type another.
      const listId = await field('City').getAttribute('list');
      const places = await page
        .locator(`datalist[id="${listId}"] option`)
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(places).toContain('Hyderabad');
      await field('City').fill('Abids');
      await field('District').fill('Hyderabad Central');
      await snapshot(page, `pincode-address-${size}`);

      // A PIN the directory does not know leaves the rest to the shopper, with a quiet note.
      await field('Pin Code').fill('999999');
      await expect.poll(() => form.getByText(messages.pincode.notKnownNote).isVisible()).toBe(true);
      expect(await field('District').inputValue()).toBe('Hyderabad Central');
      expect(await field('City').inputValue()).toBe('Abids');
      expect(pageErrors).toEqual([]);
      await page.close();
    },
  );

  async function firstProductId() {
    const res = await fetch(`${baseUrl}/api/products?limit=1`);
    const { products } = (await res.json()) as { products: { id: number }[] };
    return products[0]!.id;
  }

  async function checkDelivery(page: Page, pin: string) {
    const box = page.getByRole('region', { name: 'Check delivery' });
    await box.getByLabel('PIN code').fill(pin);
    await box.getByRole('button', { name: 'Check' }).click();
    return box;
  }

  it.each(Object.entries(viewports))(
    'a visitor checks delivery on the product page and sees the charge (%s)',
    async (size, viewport) => {
      const id = await firstProductId();
      const quote = await fetch(`${baseUrl}/api/delivery/quote?pin=302001&product_id=${id}`);
      const { quote: expected } = (await quote.json()) as {
        quote: { delivery_charge: number; cod_available: boolean };
      };
      const page = await suite.browser.newPage({ viewport });
      await page.goto(`${baseUrl}/product/${id}`);
      const box = await checkDelivery(page, '302001');
      const charge = box.getByText(`Delivery charge: ${formatRupees(expected.delivery_charge)}`);
      await expect.poll(() => charge.isVisible()).toBe(true);
      await expect.poll(() => box.getByText(/Jaipur, Rajasthan 302001/).isVisible()).toBe(true);
      expect(await box.getByText(messages.pincode.codAvailable).isVisible()).toBe(
        expected.cod_available,
      );
      await expect
        .poll(() => box.getByText(/We dispatch orders in 6 to 10/).isVisible())
        .toBe(true);
      await box.scrollIntoViewIfNeeded();
      await snapshot(page, `pincode-check-delivery-${size}`);

      // The browser remembers the PIN: the next visit answers at once.
      await page.reload();
      await expect.poll(() => charge.isVisible()).toBe(true);

      const unknown = await checkDelivery(page, '999999');
      await expect
        .poll(() => unknown.getByText(messages.pincode.unknown('999999')).isVisible())
        .toBe(true);
      await page.close();
    },
  );
});
