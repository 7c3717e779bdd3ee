/**
 * What shoppers type into search: exact words, word order, other names, Devanagari,
 * misspellings and a miss (which also looks for a close query).
 */
export const SEARCH_TERMS = [
  'ashwagandha',
  'tulsi',
  'neem tea',
  'zzqx',
  'amla juice',
  'brahmi 42',
  'shatavari',
  'tea holy basil',
  'तुलसी',
  'shatavri churna',
  'triphla',
  'brhami oil',
];
