import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SHOP_DATA_ELEMENT_ID, STOREFRONT_PAGE_SIZE, type ShopData } from '@shop/shared';
import { theme } from '../config/theme';
import { createQueryClient } from './query-client';
import { productFixture, shopFixture } from '../testing/fixtures';
import { HomePage } from '../features/products/components/home-page';
import { ProductPage } from '../features/products/components/product-page';
import { takeShopData } from '../features/products/api/inlined-data';
import { jsonResponse, stubApi } from '../testing/fetch-stub';

function writeShopData(text: string) {
  const element = document.createElement('script');
  element.id = SHOP_DATA_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = text;
  document.body.append(element);
}

const neem = productFixture({ id: 3, name: 'Neem Soap' });
const tulsi = productFixture({ id: 9, name: 'Tulsi Drops' });
const shopData: ShopData = {
  products: { products: [neem, tulsi], has_more: false },
  categories: { categories: [{ id: 2, name: 'Wellness', description: '', gst: 12 }] },
  product: { product: tulsi },
  shop: { shop: shopFixture },
};

function renderApp(route: string, data?: ShopData) {
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient(data)}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/product/:id" element={<ProductPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('takeShopData', () => {
  afterEach(() => document.getElementById(SHOP_DATA_ELEMENT_ID)?.remove());

  it('reads the inlined data once and removes the element', () => {
    writeShopData(JSON.stringify(shopData));
    expect(takeShopData()).toEqual(shopData);
    expect(document.getElementById(SHOP_DATA_ELEMENT_ID)).toBeNull();
    expect(takeShopData()).toBeUndefined();
  });

  it('ignores data it cannot parse', () => {
    writeShopData('{"products": [');
    expect(takeShopData()).toBeUndefined();
    expect(document.getElementById(SHOP_DATA_ELEMENT_ID)).toBeNull();
  });

  it('finds nothing on a page without inlined data', () => {
    expect(takeShopData()).toBeUndefined();
  });
});

// The first render of a page pulls in Mantine and the page's modules, slow on a busy machine.
describe('a query cache seeded with the inlined data', { timeout: 30_000 }, () => {
  it('draws the listing and its categories without asking the server', () => {
    const fetchMock = stubApi();
    renderApp('/', shopData);
    expect(screen.getByText('Neem Soap')).toBeTruthy();
    expect(screen.getByText('Tulsi Drops')).toBeTruthy();
    expect(screen.getByText('2 products')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more products' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('draws the product page without asking the server', () => {
    const fetchMock = stubApi();
    renderApp('/product/9', shopData);
    expect(screen.getByRole('heading', { name: 'Tulsi Drops' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves a product the data does not hold to be fetched', async () => {
    const fetchMock = stubApi({
      '/api/products/3': () => jsonResponse(200, { product: neem }),
    });
    renderApp('/product/3', shopData);
    expect(await screen.findByRole('heading', { name: 'Neem Soap' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/products/3');
  });

  it('fetches the first page as before when nothing was inlined', async () => {
    const fetchMock = stubApi({
      '/api/categories': () => jsonResponse(200, { categories: [] }),
      '/api/products': () => jsonResponse(200, { products: [neem], has_more: false }),
    });
    renderApp('/');
    expect(await screen.findByText('Neem Soap')).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain(`/api/products?limit=${STOREFRONT_PAGE_SIZE}`);
  });
});
