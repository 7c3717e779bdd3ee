import { asc } from 'drizzle-orm';
import type { CategoryBody } from '@shop/shared';
import type { Queryable } from '../../db/client';
import { rowsById } from '../../db/rows-by-id';
import { categories } from '../../db/schema';

export const listCategories = (db: Queryable) =>
  db.select().from(categories).orderBy(asc(categories.name));

const categoryById = rowsById(categories);

export const findCategory = categoryById.find;

const columns = (body: CategoryBody) => ({
  name: body.name,
  description: body.description,
  gst_percent: body.gst,
  // Left out of an edit, the saved HSN code stays (undefined leaves the column alone).
  hsn_code: body.hsn_code,
});

export const insertCategory = async (db: Queryable, body: CategoryBody) =>
  (await db.insert(categories).values(columns(body)).returning())[0]!;

export const updateCategory = (db: Queryable, id: number, body: CategoryBody) =>
  categoryById.update(db, id, columns(body));
