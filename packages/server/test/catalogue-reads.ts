import type { App } from '../src/app';

// The product and the listing as a visitor reads them, to see what a cache answers.

export const productOf = async (app: App, id: number, cookie?: string) =>
  (await app.inject({ url: `/api/products/${id}`, headers: cookie ? { cookie } : {} })).json()
    .product;

export const listed = async (app: App, query = '') =>
  (await app.inject(`/api/products${query}`)).json().products as { id: number; stock: number }[];

/** A product's stock as the listing shows it to a visitor. */
export const listedStock = async (app: App, id: number) =>
  (await listed(app)).find((p) => p.id === id)?.stock;
