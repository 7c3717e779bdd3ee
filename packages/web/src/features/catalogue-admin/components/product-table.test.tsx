import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { messages, type StaffProduct } from '@shop/shared';
import { productFixture } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { ProductTable } from './product-table';

const staffProduct = (
  id: number,
  name: string,
  declared: Partial<StaffProduct> = {},
): StaffProduct => ({
  ...productFixture({ id, name }),
  on_hand: 12,
  reserved: 0,
  low_stock_at: 5,
  ...declared,
});

describe('ProductTable', () => {
  it('warns on a product saved without its manufacturer or net quantity', () => {
    renderWithProviders(
      <ProductTable
        products={[
          staffProduct(1, 'Declared Tulsi Drops'),
          staffProduct(2, 'Makerless Neem Soap', { manufacturer: null }),
          staffProduct(3, 'Unmeasured Amla Juice', {
            net_quantity: null,
            net_quantity_unit: null,
            unit_price: null,
          }),
        ]}
        loading={false}
        onEdit={() => {}}
        onImages={() => {}}
      />,
    );
    const warned = (name: string) => {
      const row = screen.getByRole('row', { name: new RegExp(name) });
      return within(row).queryByText(messages.declarations.missing) !== null;
    };
    expect(warned('Declared Tulsi Drops')).toBe(false);
    expect(warned('Makerless Neem Soap')).toBe(true);
    expect(warned('Unmeasured Amla Juice')).toBe(true);
  });
});
