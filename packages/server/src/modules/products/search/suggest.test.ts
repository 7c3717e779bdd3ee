import { itemPricePaise, messages, paiseToRupees } from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/suite';
import { insertDemoCatalogue } from './demo-catalogue';

type Suggested = {
  products: { id: number; name: string; image_url: string | null; price: number }[];
};

describe('search-box suggestions', () => {
  const t = useTestApp({ SUGGEST_LIMIT: '1000' });
  let ids: Map<string, number>;
  beforeAll(async () => {
    ids = await insertDemoCatalogue(t.db);
  });

  const suggest = async (q: string) => {
    const res = await t.app.inject({ url: '/api/products/suggest', query: { q } });
    expect(res.statusCode).toBe(200);
    return (res.json() as Suggested).products;
  };

  it('suggests a product for a word still being typed, misspelt', async () => {
    const [first] = await suggest('ashwg');
    expect(first!.name).toMatch(/^Ashwagandha/);
  });

  it('answers name, image and the price with GST', async () => {
    const found = await suggest('shilajit');
    expect(found).toEqual([
      {
        id: ids.get('Shilajit Resin 20 g'),
        name: 'Shilajit Resin 20 g',
        image_url: null,
        // ₹999 at the supplements' 5 % GST, as the cart would charge it.
        price: paiseToRupees(itemPricePaise(99_900, 5)),
      },
    ]);
  });

  it('suggests from two characters, in Latin and Devanagari, at most six', async () => {
    expect((await suggest('tu')).map((p) => p.name)).toContain('Tulsi Drops 30 ml');
    expect((await suggest('तुल')).map((p) => p.name)).toContain('Tulsi Drops 30 ml');
    expect((await suggest('oil')).length).toBe(6);
    expect((await suggest('tulsi dr'))[0]!.name).toBe('Tulsi Drops 30 ml');
  });

  it('answers an empty list under two characters', async () => {
    expect(await suggest('a')).toEqual([]);
    expect(await suggest(' t ')).toEqual([]);
    const none = await t.app.inject('/api/products/suggest');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ products: [] });
  });

  it('may be cached briefly and refuses an over-long text', async () => {
    const res = await t.app.inject('/api/products/suggest?q=neem');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const long = await t.app.inject(`/api/products/suggest?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: messages.search.suggestInvalid });
  });
});

describe('suggestion pace', () => {
  const t = useTestApp({ SUGGEST_LIMIT: '3' });

  it('limits each client address, not everyone', async () => {
    const ask = (remoteAddress: string) =>
      t.app.inject({ url: '/api/products/suggest?q=tulsi', remoteAddress });
    for (let i = 0; i < 3; i++) expect((await ask('10.1.0.1')).statusCode).toBe(200);
    const refused = await ask('10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: messages.errors.tooManyRequests });
    expect((await ask('10.1.0.2')).statusCode).toBe(200);
  });
});
