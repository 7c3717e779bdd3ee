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

/** Every query word must match something of the product. */
export const matchQuery = (words: QueryWord[]) => words.map((q) => `(${anyMatch(q)})`).join(' & ');

/**
 * How well one word matched, as the weights of migration 0013 tell (A name, B other names):
 * 3 the exact word in the name; 2 the exact word among other names, or a prefix of a word of
 * either; otherwise 1 (a word one mistake away, the category, the description).
 */
export function wordRanks(q: QueryWord) {
  const w = lexeme(q.word);
  const good = prefixes(q) ? `${w}:B | ${w}:*AB` : `${w}:B`;
  return { exactName: `${w}:A`, good };
}
