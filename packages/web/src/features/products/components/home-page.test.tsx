import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { STOREFRONT_PAGE_SIZE } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import { productFixture } from '../../../testing/fixtures';
import { jsonResponse, stubApi } from '../../../testing/fetch-stub';
import { HomePage } from './home-page';

// Two dozen Mantine cards take a while to draw in jsdom.
const SLOW_RENDER_MS = 60_000;
const cards = () => document.querySelectorAll('article');

const catalogue = Array.from({ length: STOREFRONT_PAGE_SIZE + 3 }, (_, i) =>
  productFixture({ id: i + 1, name: `Herb ${i + 1}` }),
);

/** Answers the listing from `catalogue` by limit and offset, as the API does. */
function stubCatalogue() {
  const fetchMock = stubApi({
    '/api/categories': () => jsonResponse(200, { categories: [] }),
    '/api/products': ({ searchParams }) => {
      const limit = Number(searchParams.get('limit'));
      const offset = Number(searchParams.get('offset') ?? 0);
      const products = catalogue.slice(offset, offset + limit);
      return jsonResponse(200, { products, has_more: offset + limit < catalogue.length });
    },
  });
  return () =>
    fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/products'));
}

describe('HomePage paging', () => {
  it(
    'shows a page of products and loads the next while there are more',
    async () => {
      const listingCalls = stubCatalogue();
      renderWithProviders(<HomePage />);

      expect(await screen.findByText('Herb 1')).toBeTruthy();
      expect(cards()).toHaveLength(STOREFRONT_PAGE_SIZE);
      expect(screen.queryByText(`Herb ${STOREFRONT_PAGE_SIZE + 1}`)).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Load more products' }));
      expect(await screen.findByText(`Herb ${STOREFRONT_PAGE_SIZE + 3}`)).toBeTruthy();
      expect(cards()).toHaveLength(catalogue.length);
      expect(screen.getByText(`${catalogue.length} products`)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Load more products' })).toBeNull();
      expect(listingCalls()).toEqual([
        `/api/products?limit=${STOREFRONT_PAGE_SIZE}`,
        `/api/products?limit=${STOREFRONT_PAGE_SIZE}&offset=${STOREFRONT_PAGE_SIZE}`,
      ]);
    },
    SLOW_RENDER_MS,
  );

  it('starts a search at the first page', async () => {
    const listingCalls = stubCatalogue();
    renderWithProviders(<HomePage />, { route: '/?search=herb&category_id=2' });
    await waitFor(() => expect(listingCalls()).toHaveLength(1));
    expect(listingCalls()[0]).toBe(
      `/api/products?search=herb&category_id=2&limit=${STOREFRONT_PAGE_SIZE}`,
    );
  });

  it(
    'gives the first row of images priority and lets the rest load lazily',
    async () => {
      stubCatalogue();
      renderWithProviders(<HomePage />);
      await screen.findByText('Herb 1');
      const images = [...document.querySelectorAll('article img')];
      expect(images.map((img) => img.getAttribute('loading')).slice(0, 6)).toEqual([
        'eager',
        'eager',
        'eager',
        'eager',
        'lazy',
        'lazy',
      ]);
      expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
      expect(images[1]?.getAttribute('fetchpriority')).toBeNull();
    },
    SLOW_RENDER_MS,
  );
});
