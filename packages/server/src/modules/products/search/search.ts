import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { matchQuery, wordRanks, type QueryWord } from './tsquery';

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

/** The sum of each word's rank (see `wordRanks`): better matches of more words come first. */
function relevance(words: QueryWord[]) {
  return sql.join(
    words.map((q) => {
      const { exactName, good } = wordRanks(q);
      return sql`(case when s.vector @@ ${exactName}::tsquery then 3
        when s.vector @@ ${good}::tsquery then 2 else 1 end)`;
    }),
    sql` + `,
  );
}

/**
 * The ids of one page of matching products, best first. Stock only orders products of equal
 * relevance; one row more than asked tells whether another page exists.
 */
export async function searchProductIds(db: Queryable, filter: SearchFilter) {
  const words = await queryWords(db, filter.search, filter.typing ?? false);
  if (words.length === 0) return { ids: [], hasMore: false, words };
  const category =
    filter.category_id === undefined ? sql`` : sql`and s.category_id = ${filter.category_id}`;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select s.product_id as id from product_search s
      where s.vector @@ ${matchQuery(words)}::tsquery ${category}
      order by ${relevance(words)} desc, s.in_stock desc, s.product_id
      limit ${filter.limit + 1} offset ${filter.offset}`),
  );
  const ids = rows.map((row) => Number(row.id));
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
