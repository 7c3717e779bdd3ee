// What shoppers type and what they mean, on the demo catalogue: each query must find its
// product among the first three results, and must not find the products listed against it.
// When a query is found that fails, add it here and make it pass.

export type RelevanceCase = {
  query: string;
  /** Among the first three results. */
  finds: string;
  /** Anywhere in the results: never. */
  notFinds?: string[];
};

export const relevanceTable: RelevanceCase[] = [
  // Names in their usual and other spellings
  { query: 'tulsi', finds: 'Tulsi Drops 30 ml' },
  { query: 'tulasi', finds: 'Tulsi Drops 30 ml' },
  { query: 'holy basil', finds: 'Tulsi Drops 30 ml', notFinds: ['Neem Face Wash 100 ml'] },
  { query: 'Ocimum', finds: 'Tulsi Drops 30 ml' },
  { query: 'awla', finds: 'Amla Juice 500 ml' },
  { query: 'aonla juice', finds: 'Amla Juice 500 ml', notFinds: ['Amla Churna 200 g'] },
  { query: 'Indian gooseberry', finds: 'Amla Juice 500 ml' },
  // Older botanical names beside current ones
  { query: 'Emblica officinalis', finds: 'Amla Juice 500 ml' },
  { query: 'Phyllanthus emblica', finds: 'Amla Churna 200 g' },
  { query: 'Eclipta alba', finds: 'Bhringraj Hair Oil 100 ml' },
  { query: 'Giloy', finds: 'Giloy Tablets 60 tabs' },
  { query: 'guduchi', finds: 'Giloy Tablets 60 tabs' },
  { query: 'Tinospora cordifolia', finds: 'Giloy Tablets 60 tabs' },
  { query: 'liquorice', finds: 'Mulethi Powder 100 g' },
  { query: 'Withania', finds: 'Ashwagandha Capsules 60 caps' },
  // Prefixes, as typed
  { query: 'ashwa', finds: 'Ashwagandha Capsules 60 caps' },
  { query: 'shil', finds: 'Shilajit Resin 20 g' },
  // One mistake in a word of five letters or more
  { query: 'ashwgandha', finds: 'Ashwagandha Capsules 60 caps' },
  { query: 'ashwagandha churan', finds: 'Ashwagandha Churna 100 g' },
  { query: 'shatavri', finds: 'Shatavari Granules 200 g' },
  { query: 'triphla', finds: 'Triphala Churna 100 g' },
  { query: 'brhami', finds: 'Brahmi Hair Oil 200 ml' },
  { query: 'chyawanprsh', finds: 'Chyawanprash 500 g' },
  { query: 'klonji oil', finds: 'Kalonji Oil 100 ml' },
  { query: 'lemngrass oil', finds: 'Lemongrass Essential Oil 15 ml' },
  // Devanagari
  { query: 'तुलसी', finds: 'Tulsi Drops 30 ml', notFinds: ['Neem Face Wash 100 ml'] },
  { query: 'अश्वगंधा', finds: 'Ashwagandha Churna 100 g' },
  { query: 'अश्वगधा', finds: 'Ashwagandha Capsules 60 caps' },
  { query: 'गुलाब जल', finds: 'Rose Water Toner 100 ml' },
  { query: 'नीम', finds: 'Neem Face Wash 100 ml' },
  // Word order, category names, accents, case and punctuation
  { query: 'oil hair', finds: 'Brahmi Hair Oil 200 ml', notFinds: ['Kalonji Oil 100 ml'] },
  { query: 'wash face neem', finds: 'Neem Face Wash 100 ml' },
  { query: 'amla oil', finds: 'Brahmi Hair Oil 200 ml' },
  { query: 'oral care neem', finds: 'Neem-Clove Toothpaste 150 g' },
  { query: 'TULSI!!', finds: 'Tulsi Drops 30 ml' },
  { query: 'tulsí', finds: 'Tulsi Drops 30 ml' },
  { query: 'neem-clove', finds: 'Neem-Clove Toothpaste 150 g' },
  { query: 'chandan soap', finds: 'Haldi Chandan Soap 125 g', notFinds: ['Kesar Ubtan 100 g'] },
];
