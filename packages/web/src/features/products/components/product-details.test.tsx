import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { stubApi } from '../../../testing/fetch-stub';
import { productFixture, shopFixture } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { ProductDetails } from './product-details';

/** The Product details section's rows as label and value. */
const declared = () =>
  within(screen.getByRole('region', { name: 'Product details' }))
    .getAllByRole('row')
    .map((row) => [row.querySelector('th')?.textContent, row.querySelector('td')?.textContent]);

describe('ProductDetails', () => {
  it('lists the declarations, the unit sale price under the price, and the consumer-care contact', async () => {
    stubApi();
    renderWithProviders(
      <ProductDetails
        product={productFixture({
          rate: 186.15,
          product_category: { ...productFixture().product_category, gst: 5 },
          net_quantity: 90,
          net_quantity_unit: 'g',
          // ₹186.15 + 5 % = ₹195.46 for 90 g: ₹217.18 per 100 g, as the server answers it.
          unit_price: { amount: 217.18, per: '100 g' },
          mrp: 250,
        })}
      />,
    );
    expect(screen.getByTestId('unit-price').textContent).toBe('₹217.18 per 100 g');
    expect(declared()).toEqual([
      ['Net quantity', '90 g'],
      // Shown as Legal Metrology asks, beside the struck-through MRP of the price.
      ['MRP', '₹250.00 (incl. of all taxes)'],
      ['Unit sale price', '₹217.18 per 100 g'],
      [
        'Manufacturer, packer or marketer',
        'Vanaushadhi Pharmacy, 4 Industrial Area, Kanpur, Uttar Pradesh 208022',
      ],
      ['Country of origin', 'India'],
      ['Best before', '24 months from manufacture'],
      ['Manufacturing licence number', 'UP-AYU-1234'],
    ]);
    const care = await screen.findByRole('region', { name: 'Consumer care' });
    expect(care.textContent).toContain(shopFixture.address);
    expect(within(care).getByRole('link', { name: shopFixture.phone }).getAttribute('href')).toBe(
      'tel:+911414000000',
    );
    expect(within(care).getByRole('link', { name: shopFixture.email })).toBeTruthy();
  });

  it('leaves out what the product does not declare; the country is always there', () => {
    stubApi();
    renderWithProviders(
      <ProductDetails
        product={productFixture({
          net_quantity: null,
          net_quantity_unit: null,
          manufacturer: null,
          best_before: null,
          licence_number: null,
          unit_price: null,
        })}
      />,
    );
    expect(screen.queryByTestId('unit-price')).toBeNull();
    expect(declared()).toEqual([['Country of origin', 'India']]);
  });
});
