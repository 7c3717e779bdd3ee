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

/** Past this many catalogue words beginning with a query word, it is looked up as a prefix. */
const MAX_STARTS = 32;

/**
 * The query's words as the catalogue's are folded (`search_fold`), each with the catalogue
 * words one mistake away (`search_near_words`) and, for a word of three letters or more, the
 * vocabulary's words that begin with it. The vocabulary holds every word of four letters or
 * more that is not a number, so with the word itself they are all such a prefix can match; a
 * number, or two letters still being typed, keeps its prefix query. In order, no repeats.
 */
export async function queryWords(
  db: Queryable,
  text: string,
  typing: boolean,
): Promise<QueryWord[]> {
  const rows = rowsOf<{ word: string; near: string[]; last: boolean; starts: string[] | null }>(
    await db.execute(sql`
      select t.word, t.last,
        array(select search_near_words(t.word, ${typing} and t.last)) as near,
        case when char_length(t.word) >= 3 and t.word !~ '^[0-9]+$'
          then array(select w.word from search_words w where w.word like t.word || '%'
            order by w.word limit ${MAX_STARTS + 1})
        end as starts
      from (
        select u.word, u.n, u.n = count(*) over () as last
        from unnest(string_to_array(search_fold(${text}), ' ')) with ordinality as u(word, n)
      ) as t
      order by t.n`),
  );
  const seen = new Set<string>();
  const words: QueryWord[] = [];
  for (const row of rows) {
    if (row.word === '' || seen.has(row.word)) continue;
    seen.add(row.word);
    const starts = row.starts && row.starts.length <= MAX_STARTS ? row.starts : undefined;
    words.push({ word: row.word, near: row.near, typing: typing && row.last, starts });
  }
  return words.slice(0, MAX_WORDS);
}

/**
 * How many products, in rank order (in stock first, then the oldest), are read before a tier
 * is looked up on its own index: enough to fill a page from a word one product in 64 carries,
 * few enough to cost about a millisecond.
 */
const windowRows = (want: number) => Math.min(Math.max(want * 64, 1000), 4000);

/**
 * The ids of one page of matching products, best first: a product ranks in the tier of its
 * weakest word (see `tierQueries`), and within a tier in-stock products come first, then the
 * oldest. The first products in that order are read on the index `product_search_rank_idx`
 * and sorted into tiers; a tier with enough of them there needs nothing more, as no product
 * after them can come before. A tier short of them is read whole on its own index (migration
 * 0024), where a word few products carry, or none, costs next to nothing; so neither a common
 * word nor a rare one walks the catalogue. One row more than asked tells whether more follow.
 */
export async function searchProductIds(db: Queryable, filter: SearchFilter) {
  const words = await queryWords(db, filter.search, filter.typing ?? false);
  if (words.length === 0) return { ids: [], hasMore: false, words };
  const tiers = tierQueries(words);
  const [exactName, named, matches] = tiers;
  const category =
    filter.category_id === undefined ? sql`` : sql`and s.category_id = ${filter.category_id}`;
  const want = filter.offset + filter.limit + 1;
  const first = rowsOf<{ id: number; tier: number }>(
    await db.execute(sql`
      select w.product_id as id,
        case when w.vector @@ ${exactName.weighted}::tsquery then 0
          when w.vector @@ ${named.weighted}::tsquery then 1 else 2 end as tier
      from (
        select s.product_id, s.in_stock, s.vector from product_search s
        where true ${category}
        order by s.in_stock desc, s.product_id
        limit ${windowRows(want)}
      ) as w
      where w.vector @@ ${matches.plain}::tsquery
      order by w.in_stock desc, w.product_id`),
  );
  const ids: number[] = [];
  for (const [index, tier] of tiers.entries()) {
    const need = want - ids.length;
    if (need <= 0) break;
    const seen = first.filter((row) => Number(row.tier) === index).map((row) => Number(row.id));
    if (seen.length >= need) {
      ids.push(...seen.slice(0, need));
      break;
    }
    // Every better tier has been read whole by now (else the page would be full), so the
    // products to leave out are known by id, and no row's words need reading to rank it.
    const taken =
      ids.length === 0 ? sql`` : sql`and s.product_id <> all(${`{${ids.join(',')}}`}::int[])`;
    // The tier's own index answers which products it holds; `+ 0` keeps the planner from
    // walking the rank index instead, which reads every product when the tier is empty.
    const own =
      tier.weights === null
        ? sql`s.vector`
        : sql`ts_filter(s.vector, ${sql.raw(`'${tier.weights}'`)})`;
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`
        select s.product_id as id from product_search s
        where ${own} @@ ${tier.plain}::tsquery ${taken} ${category}
        order by s.in_stock desc, s.product_id + 0
        limit ${need}`),
    );
    ids.push(...rows.map((row) => Number(row.id)));
  }
  const page = ids.slice(filter.offset);
  return { ids: page.slice(0, filter.limit), hasMore: page.length > filter.limit, words };
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
