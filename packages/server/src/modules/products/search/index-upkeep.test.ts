import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/suite';
import { insertDemoCatalogue } from './demo-catalogue';
import { tidySearchIndexes } from './index-upkeep';

describe('search index upkeep', () => {
  const t = useTestApp();

  it('moves what was written into the indexes, and then finds nothing left to move', async () => {
    await tidySearchIndexes(t.db);
    await insertDemoCatalogue(t.db);
    // The catalogue's words waited in the pending lists, which every search would read whole.
    expect(await tidySearchIndexes(t.db)).toBeGreaterThan(0);
    expect(await tidySearchIndexes(t.db)).toBe(0);
    // Nothing was lost on the way: a product is found by name, other name and misspelling.
    for (const search of ['tulsi', 'holy basil', 'ashwgandha']) {
      const res = await t.app.inject({ url: '/api/products', query: { search } });
      expect(res.json().products.length).toBeGreaterThan(0);
    }
  });
});
