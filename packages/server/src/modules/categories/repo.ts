import { asc, eq } from 'drizzle-orm';
import type { CategoryBody } from '@shop/shared';
import type { Queryable } from '../../db/client';
import { categories } from '../../db/schema';

export const listCategories = (db: Queryable) =>
  db.select().from(categories).orderBy(asc(categories.name));

export const findCategory = async (db: Queryable, id: number) =>
  (await db.select().from(categories).where(eq(categories.id, id)).limit(1))[0];

const columns = (body: CategoryBody) => ({
  name: body.name,
  description: body.description,
  gst_percent: body.gst,
  // Left out of an edit, the saved HSN code stays (undefined leaves the column alone).
  hsn_code: body.hsn_code,
});

export const insertCategory = async (db: Queryable, body: CategoryBody) =>
  (await db.insert(categories).values(columns(body)).returning())[0]!;

export const updateCategory = async (db: Queryable, id: number, body: CategoryBody) =>
  (await db.update(categories).set(columns(body)).where(eq(categories.id, id)).returning())[0];
