import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CARD_IMAGE_SIZES } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import { productFixture } from '../../../testing/fixtures';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('cuts the description to 25 characters', () => {
    const product = productFixture();
    renderWithProviders(<ProductCard product={product} />);
    expect(screen.getByText('Traditional root extract…')).toBeTruthy();
    expect(screen.queryByText(product.description)).toBeNull();
  });

  it('leaves a short description whole', () => {
    renderWithProviders(
      <ProductCard product={productFixture({ description: 'Pure neem oil.' })} />,
    );
    expect(screen.getByText('Pure neem oil.')).toBeTruthy();
  });

  it('shows the price including the category GST', () => {
    // ₹249.50 + 12% GST (₹29.94) = ₹279.44
    renderWithProviders(<ProductCard product={productFixture()} />);
    expect(screen.getByText('₹279.44')).toBeTruthy();
    expect(screen.getByText('incl. 12% GST')).toBeTruthy();
  });

  it('shows the MRP struck through, the saving and that the MRP includes all taxes', () => {
    // ₹279.44 against an MRP of ₹320: 12.675 % saved, shown as 12% off
    renderWithProviders(<ProductCard product={productFixture({ mrp: 320 })} />);
    expect(screen.getByText('₹279.44')).toBeTruthy();
    expect(screen.getByTestId('mrp').tagName).toBe('S');
    expect(screen.getByTestId('mrp').textContent).toBe('MRP ₹320.00');
    expect(screen.getByText('12% off')).toBeTruthy();
    expect(screen.getByText('MRP incl. of all taxes')).toBeTruthy();
  });

  it('shows the unit sale price the server answered under the price, or none', () => {
    // ₹279.44 for 60 capsules: ₹4.66 a capsule.
    renderWithProviders(<ProductCard product={productFixture()} />);
    expect(screen.getByTestId('unit-price').textContent).toBe('₹4.66 per unit');
  });

  it('shows no unit sale price without a net quantity', () => {
    renderWithProviders(<ProductCard product={productFixture({ unit_price: null })} />);
    expect(screen.queryByTestId('unit-price')).toBeNull();
  });

  it('shows the name, category and thumbnail with alt text', () => {
    renderWithProviders(<ProductCard product={productFixture()} />);
    expect(screen.getByText('Ashwagandha Capsules')).toBeTruthy();
    expect(screen.getByText('Wellness')).toBeTruthy();
    const image = screen.getByAltText('Ashwagandha Capsules');
    expect(image.getAttribute('src')).toBe('/images/products/a-thumb.webp');
  });

  it('offers one action: Add to Cart', () => {
    renderWithProviders(<ProductCard product={productFixture()} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Add to Cart',
    ]);
  });

  it('says Out of stock on a disabled button when there is no stock', () => {
    renderWithProviders(<ProductCard product={productFixture({ stock: 0 })} />);
    const button = screen.getByRole('button', { name: 'Out of stock' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('offers the image widths with the card sizes and reserves its space', () => {
    const srcset = '/images/products/a-320.webp 320w, /images/products/a.webp 1000w';
    const [first, ...rest] = productFixture().product_images;
    renderWithProviders(
      <ProductCard
        product={productFixture({ product_images: [{ ...first!, srcset }, ...rest] })}
      />,
    );
    const image = screen.getByAltText('Ashwagandha Capsules');
    expect(image.getAttribute('srcset')).toBe(srcset);
    expect(image.getAttribute('sizes')).toBe(CARD_IMAGE_SIZES);
    expect(image.getAttribute('width')).toBe(image.getAttribute('height'));
    expect(image.getAttribute('loading')).toBe('lazy');
  });
});
