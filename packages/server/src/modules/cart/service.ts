import { messages } from '@shop/shared';
import type { Queryable } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { CartItemWithProduct } from './present';
import * as repo from './repo';

/** The refusal for a quantity above stock: "Out of stock" when nothing is left. */
const stockConflict = (stock: number) =>
  conflict(stock > 0 ? messages.cart.onlyAvailable(stock) : messages.cart.outOfStock);

async function lineFor(db: Queryable, userId: number, id: number): Promise<CartItemWithProduct> {
  const item = await repo.findCartItem(db, userId, id);
  if (!item) throw notFound(messages.cart.itemNotFound);
  return item;
}

/**
 * The refusal for a line that would hold `qty` of a product with `stock` left: the stock when
 * it is the tighter bound, else the per-order limit.
 */
const lineConflict = (qty: number, stock: number, maxLineQuantity: number) =>
  qty > stock ? stockConflict(stock) : conflict(messages.cart.lineLimit(maxLineQuantity));

/**
 * Adding a product already in the cart raises its quantity, never past its
 * stock or the per-order limit. The checks and the write are one statement; only when it
 * refuses is the reason looked up.
 */
export async function add(
  db: Queryable,
  userId: number,
  productId: number,
  qty: number,
  maxLineQuantity: number,
) {
  const added = await repo.addToCart(db, userId, productId, qty, maxLineQuantity);
  if (!added) {
    const product = await repo.findProductStock(db, productId);
    if (!product) throw notFound(messages.errors.productNotFound);
    const inCart = (await repo.findLineQty(db, userId, productId)) ?? 0;
    throw lineConflict(inCart + qty, product.stock, maxLineQuantity);
  }
  return lineFor(db, userId, added.id);
}

export async function setQty(
  db: Queryable,
  userId: number,
  id: number,
  qty: number,
  maxLineQuantity: number,
) {
  const updated = await repo.setCartQty(db, userId, id, qty, maxLineQuantity);
  if (!updated)
    throw lineConflict(qty, (await lineFor(db, userId, id)).product.stock, maxLineQuantity);
  return lineFor(db, userId, id);
}

export async function remove(db: Queryable, userId: number, id: number) {
  if (!(await repo.deleteCartItem(db, userId, id))) throw notFound(messages.cart.itemNotFound);
}
