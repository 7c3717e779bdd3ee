import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { PRODUCT_IMAGE_SIZES } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import { productFixture } from '../../../testing/fixtures';
import { ImageCarousel } from './image-carousel';

const { product_images: images, name } = productFixture();

function mainImage() {
  return screen.getByRole('img', { name: new RegExp(`^${name} image \\d of 3$`) });
}

describe('ImageCarousel', () => {
  it('starts on the first image', () => {
    renderWithProviders(<ImageCarousel images={images} name={name} />);
    expect(mainImage().getAttribute('alt')).toBe(`${name} image 1 of 3`);
    expect(mainImage().getAttribute('src')).toBe('/images/products/a.webp');
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('wraps from the last image to the first with Next', () => {
    renderWithProviders(<ImageCarousel images={images} name={name} />);
    const next = screen.getByRole('button', { name: 'Next image' });
    fireEvent.click(next);
    fireEvent.click(next);
    expect(mainImage().getAttribute('alt')).toBe(`${name} image 3 of 3`);
    fireEvent.click(next);
    expect(mainImage().getAttribute('alt')).toBe(`${name} image 1 of 3`);
  });

  it('wraps from the first image to the last with Previous', () => {
    renderWithProviders(<ImageCarousel images={images} name={name} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(mainImage().getAttribute('alt')).toBe(`${name} image 3 of 3`);
    expect(mainImage().getAttribute('src')).toBe('/images/products/c.webp');
    expect(screen.getByText('3 / 3')).toBeTruthy();
  });

  it('jumps to an image from its thumbnail', () => {
    renderWithProviders(<ImageCarousel images={images} name={name} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(mainImage().getAttribute('alt')).toBe(`${name} image 2 of 3`);
  });

  it('fetches the main image at once, first, at the width the screen needs', () => {
    const srcset = '/images/products/a-640.webp 640w, /images/products/a.webp 1000w';
    const images = productFixture().product_images.map((image) => ({ ...image, srcset }));
    renderWithProviders(<ImageCarousel images={images} name="Tulsi" />);
    const main = screen.getByAltText('Tulsi image 1 of 3');
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(main.getAttribute('srcset')).toBe(srcset);
    expect(main.getAttribute('sizes')).toBe(PRODUCT_IMAGE_SIZES);
  });
});
