import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { tierQueries, type QueryWord } from './tsquery';

/** Words past this many are left out: a query of 100 characters has room for a dozen. */
const MAX_WORDS = 8;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type SearchFilter = {
  search: string;
  category_id?: number;
  limit: number;
  offset: number;
  /** The last word is still being typed: it matches as a prefix, with one mistake allowed. */
  typing?: boolean;
};

/**
 * The query's words as the catalogue's are folded (`search_fold`), each with the catalogue
 * words one mistake away (`search_near_words`), in order and without repeats.
 */
async function queryWords(db: Queryable, text: string, typing: boolean): Promise<QueryWord[]> {
  const rows = rowsOf<{ word: string; near: string[]; last: boolean }>(
    await db.execute(sql`
      select t.word, t.n = t.total as last,
        array(select search_near_words(t.word, ${typing} and t.n = t.total)) as near
      from (
        select u.word, u.n, count(*) over () as total
        from unnest(string_to_array(search_fold(${text}), ' ')) with ordinality as u(word, n)
      ) as t
      order by t.n`),
  );
  const seen = new Set<string>();
  const words: QueryWord[] = [];
  for (const row of rows) {
    if (row.word === '' || seen.has(row.word)) continue;
    seen.add(row.word);
    words.push({ word: row.word, near: row.near, typing: typing && row.last });
  }
  return words.slice(0, MAX_WORDS);
}

/**
 * The ids of one page of matching products, best first: a product ranks in the tier of its
 * weakest word (see `tierQueries`), and within a tier in-stock products come first, then the
 * oldest. The best tier is read in that order on the index `product_search_rank_idx`, so a
 * common name stops after the rows the page needs; only when it cannot fill the page are the
 * other matches ranked, in one pass over them (walking the index for a lower tier that turns
 * out empty would read every product). One row more than asked tells whether more follow.
 */
export async function searchProductIds(db: Queryable, filter: SearchFilter) {
  const words = await queryWords(db, filter.search, filter.typing ?? false);
  if (words.length === 0) return { ids: [], hasMore: false, words };
  const [exactName, named, matches] = tierQueries(words) as [string, string, string];
  const category =
    filter.category_id === undefined ? sql`` : sql`and s.category_id = ${filter.category_id}`;
  const want = filter.offset + filter.limit + 1;
  const best = rowsOf<{ id: number }>(
    await db.execute(sql`
      select s.product_id as id from product_search s
      where s.vector @@ ${exactName}::tsquery ${category}
      order by s.in_stock desc, s.product_id
      limit ${want}`),
  );
  let rows = best;
  if (best.length < want) {
    const rest = rowsOf<{ id: number }>(
      await db.execute(sql`
        select s.product_id as id from product_search s
        where s.vector @@ ${matches}::tsquery and not (s.vector @@ ${exactName}::tsquery) ${category}
        order by (s.vector @@ ${named}::tsquery) desc, s.in_stock desc, s.product_id
        limit ${want - best.length}`),
    );
    rows = [...best, ...rest];
  }
  const ids = rows.slice(filter.offset).map((row) => Number(row.id));
  return { ids: ids.slice(0, filter.limit), hasMore: ids.length > filter.limit, words };
}

/**
 * For a query that found nothing: each word replaced by the closest word of a product name or
 * other name (`search_closest_named_word`), offered only if that query finds something.
 */
export async function didYouMean(db: Queryable, filter: SearchFilter) {
  const rows = rowsOf<{ word: string; best: string | null }>(
    await db.execute(sql`
      select t.word,
        case when char_length(t.word) >= 4 then search_closest_named_word(t.word) end as best
      from unnest(string_to_array(search_fold(${filter.search}), ' ')) with ordinality as t(word, n)
      where t.word <> ''
      order by t.n`),
  );
  const words = rows.map((row) => row.word);
  const corrected = rows.map((row) => row.best ?? row.word).join(' ');
  if (corrected === '' || corrected === words.join(' ')) return null;
  const { ids } = await searchProductIds(db, {
    search: corrected,
    category_id: filter.category_id,
    limit: 1,
    offset: 0,
  });
  return ids.length > 0 ? corrected : null;
}
