import { describe, expect, it } from 'vitest';
import { messages } from '@shop/shared';
import { snapshot, viewports } from '../support/browser';
import { signIn } from '../support/sign-in';
import { createShopper } from '../support/shopper';
import { browserSuite } from '../support/suite';

/** "₹1,249.50" → 124950 paise. */
const toPaise = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

describe('a shopper fills the cart, adds an address and reads the order summary', () => {
  const suite = browserSuite();
  const { baseUrl, dataDir } = suite;

  const newShopper = () => createShopper(baseUrl, dataDir);

  it('adds two products, changes one quantity, removes the other and checks the totals', async () => {
    const shopper = await newShopper();
    const page = await suite.browser.newPage({ viewport: viewports.desktop });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, baseUrl, shopper);

    // Two products from the listing, skipping any that are out of or low on stock.
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(2);
    const names: string[] = [];
    const cardCount = await cards.count();
    for (let i = 0; i < cardCount && names.length < 2; i += 1) {
      const card = cards.nth(i);
      if (/Out of stock|Only \d+ left/.test((await card.textContent()) ?? '')) continue;
      const name = ((await card.getByRole('link').nth(1).textContent()) ?? '').trim();
      await card.getByRole('button', { name: 'Add to Cart' }).click();
      const added = page.getByText(messages.home.addedToCart(name));
      await expect.poll(() => added.first().isVisible()).toBe(true);
      names.push(name);
    }
    expect(names).toHaveLength(2);
    const [kept, dropped] = names as [string, string];
    const cartLink = page.getByRole('link', { name: 'Cart, 2 items' });
    await expect.poll(() => cartLink.isVisible()).toBe(true);

    // The cart: one quantity up, one line out.
    await cartLink.click();
    await expect.poll(() => page.title()).toBe('Cart | Herbal Shop');
    const line = (name: string) => page.getByRole('listitem', { name, exact: true });
    await expect
      .poll(() => page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').count())
      .toBe(2);
    const unitPrice = toPaise(await line(kept).getByTestId('line-price').textContent());
    await line(kept)
      .getByRole('button', { name: `Increase quantity of ${kept}` })
      .click();
    await expect.poll(() => line(kept).getByTestId('qty').textContent()).toBe('2');
    await expect
      .poll(async () => toPaise(await line(kept).getByTestId('line-price').textContent()))
      .toBe(unitPrice * 2);
    // The minus button stops at 1 and is there to bring it back down.
    await expect
      .poll(() =>
        line(kept)
          .getByRole('button', { name: `Decrease quantity of ${kept}` })
          .isEnabled(),
      )
      .toBe(true);

    await line(dropped)
      .getByRole('button', { name: `Remove ${dropped}` })
      .click();
    await expect.poll(() => line(dropped).count()).toBe(0);
    await expect
      .poll(() => page.getByRole('link', { name: 'Cart, 2 items' }).isVisible())
      .toBe(true);
    const subtotal = toPaise(await page.getByTestId('cart-subtotal').textContent());
    expect(subtotal).toBe(unitPrice * 2);
    await snapshot(page, 'cart-desktop');

    // An address: a 9-digit phone is refused with the schema's sentence first.
    await page.goto(`${baseUrl}/address`);
    await expect.poll(() => page.title()).toBe('Addresses | Herbal Shop');
    const form = page.getByRole('form', { name: 'Address form' });
    const field = (label: string) => form.getByLabel(label);
    await field('Name').fill('Meera Nair');
    await field('Phone Number').fill('981234567');
    await field('House / Office / Flat').fill('Flat 4B, Lotus Apartments');
    await field('Street / Landmark').fill('MG Road, near the temple');
    await field('City').fill('Kochi');
    await field('District').fill('Ernakulam');
    await expect.poll(() => field('State').locator('option').count()).toBeGreaterThan(1);
    await field('State').selectOption('Kerala');
    expect(await field('Country').inputValue()).toBe('India');
    await field('Pin Code').fill('682001');
    await page.getByRole('button', { name: 'Save address' }).click();
    const phoneError = page.getByText(messages.address.phoneInvalid);
    await expect.poll(() => phoneError.isVisible()).toBe(true);
    await snapshot(page, 'address-error-desktop');

    await field('Phone Number').fill('9812345670');
    await page.getByRole('button', { name: 'Save address' }).click();
    const saved = page.getByRole('listitem', { name: 'Address of Meera Nair' });
    await expect.poll(() => saved.isVisible()).toBe(true);
    await expect.poll(() => phoneError.count()).toBe(0);
    await snapshot(page, 'address-desktop');

    // The summary, opened from the cart: its figures add up to its total.
    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/order-summary/cart');
    await expect.poll(() => page.title()).toBe('Order Summary | Herbal Shop');
    const total = page.getByTestId('summary-total');
    await expect.poll(() => total.isVisible()).toBe(true);
    const address = page.getByRole('radio').first();
    await expect.poll(() => address.isChecked()).toBe(true);
    await expect
      .poll(async () => toPaise(await page.getByTestId('summary-delivery').textContent()))
      .toBeGreaterThan(0);

    const items = toPaise(await page.getByTestId('summary-items').textContent());
    const delivery = toPaise(await page.getByTestId('summary-delivery').textContent());
    const feeRow = page.getByTestId('summary-fee');
    const fee = (await feeRow.count()) ? toPaise(await feeRow.textContent()) : 0;
    expect(items).toBe(subtotal);
    expect(toPaise(await total.textContent())).toBe(items + delivery + fee);

    // Confirm waits for the terms box.
    const confirm = page.getByRole('button', { name: 'Confirm and pay' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'I agree to the terms of purchase' }).check();
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await snapshot(page, 'order-summary-desktop');

    for (const [name, path] of [
      ['cart', '/cart'],
      ['order-summary', '/order-summary/cart'],
      ['address', '/address'],
    ] as const) {
      await page.setViewportSize(viewports.phone);
      await page.goto(`${baseUrl}${path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      await page.waitForLoadState('networkidle');
      await snapshot(page, `${name}-phone`);
    }
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
