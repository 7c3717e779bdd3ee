// The text-search queries one shopper's query becomes. Words arrive folded by the database
// (`search_fold`: lower case, no accents, letters and digits only), so a word is always a
// plain lexeme; quoting is defensive.

/** A query word and the catalogue words one mistake away from it (or from its beginning). */
export type QueryWord = { word: string; near: string[]; typing?: boolean };

/** Prefixes count from 3 letters; while a shopper types, the last word counts from 2. */
const PREFIX_MIN = 3;
const TYPING_PREFIX_MIN = 2;

const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

const prefixes = ({ word, typing }: QueryWord) =>
  [...word].length >= (typing ? TYPING_PREFIX_MIN : PREFIX_MIN);

/** Any word of the product: the word itself, as a prefix, or a word one mistake away. */
function anyMatch(q: QueryWord) {
  const own = lexeme(q.word) + (prefixes(q) ? ':*' : '');
  return [own, ...q.near.map(lexeme)].join(' | ');
}

const all = (words: QueryWord[], one: (q: QueryWord) => string) =>
  words.map((q) => `(${one(q)})`).join(' & ');

/**
 * The tiers of relevance, best first, each a query every product of it matches (and of a
 * better tier too): every word exactly in the name; every word exactly in the name or among
 * other names, or a prefix of a word of either (weights A and B of migration 0013); every word
 * matching anything at all, a word one mistake away, the category or the description included.
 */
export function tierQueries(words: QueryWord[]) {
  const exactName = all(words, (q) => `${lexeme(q.word)}:A`);
  const named = all(words, (q) => {
    const w = lexeme(q.word);
    return prefixes(q) ? `${w}:AB | ${w}:*AB` : `${w}:AB`;
  });
  return [exactName, named, all(words, anyMatch)];
}
