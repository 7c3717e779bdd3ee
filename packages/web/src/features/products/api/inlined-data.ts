import type { QueryClient } from '@tanstack/react-query';
import {
  SHOP_DATA_ELEMENT_ID,
  type Category,
  type Product,
  type ProductListResponse,
  type Shop,
  type ShopData,
} from '@shop/shared';
import { productQueryOptions } from '../../../api/get-product';
import { shopQueryOptions } from '../../../api/get-shop';
import { categoriesQueryOptions } from './get-categories';
import { productsQueryOptions } from './get-products';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isProduct = (value: unknown): value is Product =>
  isObject(value) && Number.isInteger(value.id) && Array.isArray(value.product_images);

/**
 * Takes the data the server wrote into the page (`<script id="shop-data">`) and removes the
 * element, so it is read once. Missing or unreadable data leaves the app to fetch as usual.
 */
export function takeShopData(doc: Document = document): ShopData | undefined {
  const element = doc.getElementById(SHOP_DATA_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const data: unknown = JSON.parse(element.textContent ?? '');
    return isObject(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts each inlined API body into the cache under the key the page's query reads, so the
 * listing or product page draws at once instead of waiting for its first request.
 */
export function seedShopData(queryClient: QueryClient, data: ShopData): void {
  const { products, categories, product, shop } = data;

  if (
    isObject(products) &&
    Array.isArray(products.products) &&
    products.products.every(isProduct)
  ) {
    const page: ProductListResponse = {
      products: products.products,
      has_more: products.has_more === true,
    };
    queryClient.setQueryData(productsQueryOptions().queryKey, {
      pages: [page],
      pageParams: [0],
    });
  }

  if (isObject(categories) && Array.isArray(categories.categories)) {
    queryClient.setQueryData(
      categoriesQueryOptions().queryKey,
      categories.categories as Category[],
    );
  }

  if (isObject(product) && isProduct(product.product)) {
    queryClient.setQueryData(productQueryOptions(product.product.id).queryKey, product.product);
  }

  if (isObject(shop) && isObject(shop.shop) && isObject(shop.shop.grievance_officer)) {
    queryClient.setQueryData(shopQueryOptions().queryKey, shop.shop as Shop);
  }
}
