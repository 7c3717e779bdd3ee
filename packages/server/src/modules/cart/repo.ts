import { and, asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { cartItems, categories, products } from '../../db/schema';
import { heldByShopper } from '../orders/domain/stock';
import { imagesByProduct } from '../products/read-model';
import type { CartItemWithProduct } from './present';

// Every query names the owner, so another user's item id finds nothing.
const owned = (userId: number, id: number) =>
  and(eq(cartItems.id, id), eq(cartItems.user_id, userId));

/**
 * The user's lines (all, or the one with `id`) with product, category and images: one
 * query for the lines and one for the images of just their products. Drizzle's nested
 * relational query cost several times as much to build and plan per request.
 */
const linesQuery = (db: Queryable, where: SQL | undefined) =>
  db
    .select({ line: cartItems, product: products, category: categories })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.product_id))
    .innerJoin(categories, eq(categories.id, products.category_id))
    .where(where)
    .orderBy(asc(cartItems.id));

// The whole cart is read on every page a shopper opens: prepared once.
const allLines = preparedPerDatabase((db) =>
  linesQuery(db, eq(cartItems.user_id, sql.placeholder('userId'))).prepare('cart_lines'),
);

async function linesWithProduct(
  db: Queryable,
  userId: number,
  id?: number,
): Promise<CartItemWithProduct[]> {
  const rows =
    id === undefined
      ? await allLines(db).execute({ userId })
      : await linesQuery(db, owned(userId, id));
  const productIds = rows.map((r) => r.product.id);
  const [images, held] = await Promise.all([
    imagesByProduct(db, productIds),
    heldByShopper(db, userId, productIds),
  ]);
  return rows.map(({ line, product, category }) => ({
    ...line,
    // Units the shopper's own unpaid order holds are theirs: not "out of stock" to them.
    product: {
      ...product,
      stock: product.stock + (held.get(product.id) ?? 0),
      category,
      images: images.get(product.id) ?? [],
    },
  }));
}

export const listCartItems = (db: Queryable, userId: number) => linesWithProduct(db, userId);

export const findCartItem = async (db: Queryable, userId: number, id: number) =>
  (await linesWithProduct(db, userId, id))[0];

export const findProductStock = async (db: Queryable, productId: number) =>
  (
    await db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(eq(products.id, productId))
      .limit(1)
  )[0];

const stockOf = (productId: SQLWrapper) =>
  sql`(select ${products.stock} from ${products} where ${products.id} = ${productId})`;

/**
 * Adds `qty` to the user's line for the product, creating it if needed, in one statement:
 * two parallel adds end in one row with the summed quantity, and neither can pass stock or
 * `maxQty`. Nothing comes back when the product is missing or the new quantity would exceed
 * its stock or `maxQty`.
 */
export async function addToCart(
  db: Queryable,
  userId: number,
  productId: number,
  qty: number,
  maxQty: number,
) {
  // Drizzle's insert-from-select wants every column, the serial id included, hence raw SQL.
  const result = await db.execute(sql`
    insert into cart_items (user_id, product_id, qty)
    select ${userId}::int, p.id, ${qty}::int from products p
    where p.id = ${productId}::int and p.stock >= ${qty}::int and ${qty}::int <= ${maxQty}::int
    on conflict (user_id, product_id) do update set qty = cart_items.qty + excluded.qty
    -- bigint, so a huge sum is refused as above stock rather than overflowing.
    where cart_items.qty::bigint + excluded.qty <= least(${stockOf(sql`excluded.product_id`)}, ${maxQty}::int)
    returning id`);
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  return row;
}

/** The quantity of the product in the user's cart, if it is there. */
export const findLineQty = async (db: Queryable, userId: number, productId: number) =>
  (
    await db
      .select({ qty: cartItems.qty })
      .from(cartItems)
      .where(and(eq(cartItems.user_id, userId), eq(cartItems.product_id, productId)))
      .limit(1)
  )[0]?.qty;

/** Sets the quantity only while it stays within stock and `maxQty`; nothing comes back otherwise. */
export async function setCartQty(
  db: Queryable,
  userId: number,
  id: number,
  qty: number,
  maxQty: number,
) {
  if (qty > maxQty) return undefined;
  const [row] = await db
    .update(cartItems)
    .set({ qty })
    .where(and(owned(userId, id), sql`${qty} <= ${stockOf(cartItems.product_id)}`))
    .returning();
  return row;
}

export const deleteCartItem = async (db: Queryable, userId: number, id: number) =>
  (await db.delete(cartItems).where(owned(userId, id)).returning({ id: cartItems.id }))[0];
