import { asc } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { categories } from '../../db/schema';

export const listCategories = (db: Queryable) =>
  db.select().from(categories).orderBy(asc(categories.name));
