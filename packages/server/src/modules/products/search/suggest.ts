import { SUGGEST_LIMIT, SUGGEST_MIN_LENGTH } from '@shop/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { categories, productImages, products } from '../../../db/schema';
import { searchProductIds } from './search';

/** What the search box shows of a product: its name, cover and price inputs. */
export type SuggestionRow = {
  id: number;
  name: string;
  rate_paise: number;
  gst_percent: number;
  cover: string | null;
};

const cover = sql<string | null>`(
  select ${productImages.file_key} from ${productImages}
  where ${productImages.product_id} = ${products.id}
  order by ${asc(productImages.position)}, ${asc(productImages.id)} limit 1)`;

/** Up to six products for what has been typed so far, the last word as a word being typed. */
export async function suggestProducts(db: Queryable, typed: string): Promise<SuggestionRow[]> {
  if ([...typed.trim()].length < SUGGEST_MIN_LENGTH) return [];
  const { ids } = await searchProductIds(db, {
    search: typed,
    limit: SUGGEST_LIMIT,
    offset: 0,
    typing: true,
  });
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      rate_paise: products.rate_paise,
      gst_percent: categories.gst_percent,
      cover,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.category_id))
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
