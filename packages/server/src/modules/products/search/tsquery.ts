// The text-search queries one shopper's query becomes. Words arrive folded by the database
// (`search_fold`: lower case, no accents, letters and digits only), so a word is always a
// plain lexeme; quoting is defensive.

/**
 * A query word and the catalogue words one mistake away from it (or from its beginning);
 * `starts`, when the catalogue has few enough to list, its words that begin with it.
 */
export type QueryWord = { word: string; near: string[]; typing?: boolean; starts?: string[] };

/** Prefixes count from 3 letters; while a shopper types, the last word counts from 2. */
const PREFIX_MIN = 3;
const TYPING_PREFIX_MIN = 2;

const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

const prefixes = ({ word, typing }: QueryWord) =>
  [...word].length >= (typing ? TYPING_PREFIX_MIN : PREFIX_MIN);

const weighted = (word: string, weights: string) =>
  weights ? `${lexeme(word)}:${weights}` : lexeme(word);

/**
 * The word exactly, or as a prefix when it is long enough, of the given weights. A prefix the
 * catalogue's words are listed for becomes those words: the index looks exact words up
 * directly, where a prefix has it gather every product of every word it begins before
 * combining them (10 ms and more for "oil" on 100,000 products, even beside a word none has).
 */
function ownWord(q: QueryWord, weights: string) {
  if (!prefixes(q)) return weighted(q.word, weights);
  if (!q.starts) return `${lexeme(q.word)}:*${weights}`;
  const words = new Set([q.word, ...q.starts]);
  return [...words].map((word) => weighted(word, weights)).join(' | ');
}

/** Any word of the product: the word itself, as a prefix, or a word one mistake away. */
function anyMatch(q: QueryWord) {
  return [ownWord(q, ''), ...q.near.map(lexeme)].join(' | ');
}

const all = (words: QueryWord[], one: (q: QueryWord) => string) =>
  words.map((q) => `(${one(q)})`).join(' & ');

/** One tier of relevance, as a query on the whole vector and on the words of its weights. */
export type Tier = {
  /** On `vector`, restricted to the tier's weights: to tell a row's tier. */
  weighted: string;
  /**
   * The same on the tier's own words (`ts_filter(vector, weights)`, indexed by migration
   * 0024): no weight to check, so the index answers it without reading the rows.
   */
  plain: string;
  /** The weights the tier reads (`{a}`, `{a,b}`), or null for every word of the product. */
  weights: string | null;
};

/**
 * The tiers of relevance, best first, each a query every product of it matches (and of a
 * better tier too): every word exactly in the name; every word exactly in the name or among
 * other names, or a prefix of a word of either (weights A and B of migration 0013); every word
 * matching anything at all, a word one mistake away, the category or the description included.
 */
export function tierQueries(words: QueryWord[]): [Tier, Tier, Tier] {
  const any = all(words, anyMatch);
  return [
    {
      weighted: all(words, (q) => `${lexeme(q.word)}:A`),
      plain: all(words, (q) => lexeme(q.word)),
      weights: '{a}',
    },
    {
      weighted: all(words, (q) => ownWord(q, 'AB')),
      plain: all(words, (q) => ownWord(q, '')),
      weights: '{a,b}',
    },
    { weighted: any, plain: any, weights: null },
  ];
}
