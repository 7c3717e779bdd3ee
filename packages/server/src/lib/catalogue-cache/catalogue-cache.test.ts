import { describe, expect, it, vi } from 'vitest';
import { CatalogueCache, catalogueKeys, parseChange } from './catalogue-cache';
import { chooseEncoding } from './encoded-body';
import { ByteLru } from './lru';

/** A load that counts its calls and finishes when told to. */
function gatedLoad<T>(value: T) {
  let calls = 0;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return {
    load: async () => {
      calls++;
      await gate;
      return value;
    },
    open: () => open(),
    calls: () => calls,
  };
}

const listening = (options: ConstructorParameters<typeof CatalogueCache>[0] = {}) => {
  const cache = new CatalogueCache(options);
  cache.setListening(true);
  return cache;
};

const bodyOf = async (cache: CatalogueCache, key: string, load: () => Promise<unknown>) =>
  JSON.parse((await cache.get(key, load)).identity.toString()) as unknown;

describe('catalogue cache rules', () => {
  it('builds a key once for all concurrent misses, then serves it from memory', async () => {
    const cache = listening();
    const gated = gatedLoad({ product: { id: 1 } });
    const key = catalogueKeys.product(1);
    const waiting = Array.from({ length: 20 }, () => cache.get(key, gated.load));
    gated.open();
    const bodies = await Promise.all(waiting);
    expect(gated.calls()).toBe(1);
    expect(new Set(bodies).size).toBe(1);
    await cache.get(key, gated.load);
    expect(gated.calls()).toBe(1);
  });

  it('neither stores nor shares a build that began before a change', async () => {
    const cache = listening();
    const before = gatedLoad({ stock: 5 });
    const key = catalogueKeys.product(7);
    const early = cache.get(key, before.load);
    cache.invalidate({ productIds: [7] });
    const after = gatedLoad({ stock: 4 });
    const late = cache.get(key, after.load);
    before.open();
    after.open();
    expect(JSON.parse((await early).identity.toString())).toEqual({ stock: 5 });
    expect(JSON.parse((await late).identity.toString())).toEqual({ stock: 4 });
    const again = await cache.get(key, async () => ({ stock: 0 }));
    expect(JSON.parse(again.identity.toString())).toEqual({ stock: 4 });
  });

  it('drops the products a change names and every list, and keeps the rest', async () => {
    const cache = listening();
    const load = (value: unknown) => async () => value;
    await cache.get(catalogueKeys.product(1), load('one'));
    await cache.get(catalogueKeys.product(2), load('two'));
    await cache.get(catalogueKeys.list({ limit: 48, offset: 0 }), load('list'));
    await cache.get(catalogueKeys.categories, load('categories'));
    cache.invalidate(parseChange('1'));
    const read = async (key: string) => (await cache.get(key, load('fresh'))).identity.toString();
    expect(await read(catalogueKeys.product(1))).toBe('"fresh"');
    expect(await read(catalogueKeys.product(2))).toBe('"two"');
    expect(await read(catalogueKeys.list({ limit: 48, offset: 0 }))).toBe('"fresh"');
    expect(await read(catalogueKeys.categories)).toBe('"categories"');
    cache.invalidate(parseChange('*'));
    expect(await read(catalogueKeys.categories)).toBe('"fresh"');
  });

  it('keeps a search only once it is asked again', async () => {
    const cache = listening();
    const key = catalogueKeys.search({ search: 'tulsi' });
    await cache.get(key, async () => 'first');
    expect((await cache.get(key, async () => 'second')).identity.toString()).toBe('"second"');
    expect((await cache.get(key, async () => 'third')).identity.toString()).toBe('"second"');
  });

  it('compresses a search only once it is kept', async () => {
    const cache = listening();
    const key = catalogueKeys.search({ search: 'amla' });
    const page = async () => ({ products: 'Amla Juice, cold pressed. '.repeat(100) });
    const once = await cache.get(key, page);
    expect(chooseEncoding('br, gzip', once)).toBe('identity');
    expect(await once.encoded('br')).toBe(once.identity);
    const kept = await cache.get(key, page);
    expect(chooseEncoding('br, gzip', kept)).toBe('br');
    expect((await kept.encoded('br')).length).toBeLessThan(kept.identity.length);
  });

  it('stores nothing while changes may go unheard', async () => {
    const cache = new CatalogueCache();
    let calls = 0;
    const load = async () => ++calls;
    await cache.get(catalogueKeys.categories, load);
    await cache.get(catalogueKeys.categories, load);
    expect(calls).toBe(2);
    expect(cache.stats.entries).toBe(0);
  });

  it('evicts the least recently used entries to stay within its byte budget', () => {
    const lru = new ByteLru<{ bytes: number }>(100);
    lru.set('a', { bytes: 40 });
    lru.set('b', { bytes: 40 });
    lru.get('a');
    lru.set('c', { bytes: 40 });
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.bytes).toBe(80);
    lru.set('huge', { bytes: 101 });
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.bytes).toBe(80);
  });

  it('compresses bodies of 1 KB or more when first asked, once, with a strong ETag each', async () => {
    const cache = listening();
    const small = await cache.get('small', async () => ({ ok: true }));
    expect(chooseEncoding('br', small)).toBe('identity');
    const large = await cache.get('large', async () => ({ text: 'tulsi '.repeat(400) }));
    const stored = cache.stats.bytes;
    expect(stored).toBe(small.identity.length + large.identity.length);
    const [br, again] = await Promise.all([large.encoded('br'), large.encoded('br')]);
    expect(again).toBe(br);
    expect(br.length).toBeLessThan(large.identity.length);
    expect(cache.stats.bytes).toBe(stored + br.length);
    const gzip = await large.encoded('gzip');
    expect(gzip.length).toBeLessThan(large.identity.length);
    expect(cache.stats.bytes).toBe(stored + br.length + gzip.length);
    expect(new Set(Object.values(large.etags)).size).toBe(3);
    for (const tag of Object.values(large.etags)) expect(tag).toMatch(/^"[^"]+"$/);
  });

  it('rebuilds a product whose stock moved and the listings showing it, and keeps the rest', async () => {
    const cache = listening();
    let stock = 5;
    const list =
      (...ids: number[]) =>
      async () => ({ products: ids.map((id) => ({ id, stock })) });
    const first = catalogueKeys.list({ offset: 0 });
    const second = catalogueKeys.list({ offset: 2 });
    await cache.get(first, list(1, 2));
    await cache.get(second, list(3, 4));
    await cache.get(catalogueKeys.product(1), async () => ({ stock }));
    await cache.get(catalogueKeys.product(3), async () => ({ stock }));
    stock = 4;
    const marked = cache.invalidate(parseChange('stock:3'));
    expect(marked.sort()).toEqual([second, catalogueKeys.product(3)].sort());
    const read = async (key: string) =>
      JSON.parse((await cache.get(key, async () => 'not asked')).identity.toString());
    await cache.refresh(marked);
    expect(await read(first)).toEqual({ products: [1, 2].map((id) => ({ id, stock: 5 })) });
    expect(await read(catalogueKeys.product(1))).toEqual({ stock: 5 });
    expect(await read(second)).toEqual({ products: [3, 4].map((id) => ({ id, stock: 4 })) });
    expect(await read(catalogueKeys.product(3))).toEqual({ stock: 4 });
    expect(cache.stats.refreshes).toBe(2);
    // A search showing a moved product goes rather than being rebuilt.
    const search = catalogueKeys.search({ search: 'neem' });
    await cache.get(search, list(3));
    await cache.get(search, list(3));
    expect(cache.invalidate(parseChange('stock:3'))).not.toContain(search);
    expect(await read(search)).toBe('not asked');
    // More than stock (a name, a price) may change which listings show a product: all go.
    cache.invalidate(parseChange('4'));
    expect(await read(first)).toBe('not asked');
  });

  it('serves a stale entry while one rebuild at a time runs, then the rebuilt one', async () => {
    const cache = listening();
    const key = catalogueKeys.product(9);
    let stock = 3;
    let reads = 0;
    let open!: () => void;
    let gate = Promise.resolve();
    const load = async () => {
      reads++;
      const seen = stock;
      await gate;
      return { stock: seen };
    };
    const read = async () => JSON.parse((await cache.get(key, load)).identity.toString());
    expect(await read()).toEqual({ stock: 3 });
    gate = new Promise<void>((resolve) => (open = resolve));
    stock = 2;
    const refreshed = cache.refresh(cache.invalidate({ productIds: [9], stockOnly: true }));
    // Visitors meanwhile get the body they had, without waiting and without more rebuilds.
    expect(await Promise.all([read(), read(), read()])).toEqual(Array(3).fill({ stock: 3 }));
    expect(reads).toBe(2);
    open();
    await refreshed;
    expect(await read()).toEqual({ stock: 2 });
    expect(reads).toBe(2);
    // A move while a rebuild runs queues one more rebuild, begun after it, for all who ask.
    gate = new Promise<void>((resolve) => (open = resolve));
    stock = 1;
    const first = cache.refresh(cache.invalidate({ productIds: [9], stockOnly: true }));
    expect(await read()).toEqual({ stock: 2 });
    stock = 0;
    const again = cache.refresh(cache.invalidate({ productIds: [9], stockOnly: true }));
    const joined = cache.refresh(cache.invalidate({ productIds: [9], stockOnly: true }));
    open();
    await Promise.all([first, again, joined]);
    expect(reads).toBe(4);
    expect(await read()).toEqual({ stock: 0 });
    expect(cache.stats.staleHits).toBe(4);
  });

  it('does not keep a listing built across a stock move of a product it shows', async () => {
    const cache = listening();
    // The listing at `offset`, showing product `id`, built while product 5's stock moves;
    // what a later read gets: the build, or a fresh one.
    const readAfterMove = async (offset: number, id: number) => {
      const key = catalogueKeys.list({ offset });
      const build = gatedLoad({ products: [{ id, stock: 2 }] });
      const pending = cache.get(key, build.load);
      cache.invalidate({ productIds: [5], stockOnly: true });
      build.open();
      await pending;
      return (await cache.get(key, async () => 'fresh')).identity.toString();
    };
    expect(await readAfterMove(0, 5)).toBe('"fresh"');
    // A move of a product the listing does not show lets the build be kept.
    expect(await readAfterMove(24, 30)).not.toBe('"fresh"');
  });

  it('serves nothing older than its maximum age', async () => {
    const cache = new CatalogueCache({ maxAgeMs: 50 });
    cache.setListening(true);
    let calls = 0;
    const load = async () => ++calls;
    await cache.get(catalogueKeys.categories, load);
    await cache.get(catalogueKeys.categories, load);
    expect(calls).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await cache.get(catalogueKeys.categories, load);
    expect(calls).toBe(2);
  });

  it('writes moved stock into a stale body, reading only the stock of what moved', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const stock = new Map([
        [1, 5],
        [2, 7],
      ]);
      const asked: number[][] = [];
      const cache = listening({
        maxAgeMs: 60_000,
        readStock: async (ids) => {
          asked.push(ids);
          return new Map(ids.filter((id) => stock.has(id)).map((id) => [id, stock.get(id)!]));
        },
      });
      let loads = 0;
      const tulsi = { id: 1, name: 'Tulsi', stock: 5 };
      const bodies = {
        [catalogueKeys.list({})]: { products: [tulsi, { id: 2, name: 'Neem', stock: 7 }] },
        [catalogueKeys.product(1)]: { product: tulsi },
        // A listing of products without their stock, as the sitemap's.
        [catalogueKeys.list({ sitemap: true })]: { products: [{ id: 1, updated_at: 'then' }] },
      };
      const loadOf = (key: string) => async () => (loads++, bodies[key]);
      const read = (key: string) => bodyOf(cache, key, loadOf(key));
      for (const key of Object.keys(bodies)) await read(key);
      expect(loads).toBe(3);

      stock.set(1, 4);
      await cache.refresh(cache.invalidate({ productIds: [1], stockOnly: true }));
      expect(await read(catalogueKeys.list({}))).toEqual({
        products: [
          { ...tulsi, stock: 4 },
          { id: 2, name: 'Neem', stock: 7 },
        ],
      });
      expect(await read(catalogueKeys.product(1))).toEqual({ product: { ...tulsi, stock: 4 } });
      expect(await read(catalogueKeys.list({ sitemap: true }))).toEqual(
        bodies[catalogueKeys.list({ sitemap: true })],
      );
      expect([loads, asked, cache.stats.restocks]).toEqual([3, [[1], [1], [1]], 3]);

      // Only stock was read again: the rest still ages from its full read.
      vi.setSystemTime(Date.now() + 60_001);
      await read(catalogueKeys.product(1));
      expect(loads).toBe(4);

      // Sold out: the listing may show only what is in stock (the popular products), so it is
      // read anew; the product's own body takes the new stock as before.
      await read(catalogueKeys.list({}));
      await read(catalogueKeys.list({ sitemap: true }));
      expect(loads).toBe(6);
      stock.set(1, 0);
      await cache.refresh(cache.invalidate({ productIds: [1], stockOnly: true }));
      expect([loads, cache.stats.restocks]).toEqual([7, 5]);

      // A product gone meanwhile: each of the three bodies showing it is read anew.
      stock.delete(1);
      await cache.refresh(cache.invalidate({ productIds: [1], stockOnly: true }));
      expect(loads).toBe(7 + 3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads a notification as some products, their stock alone, or everything', () => {
    expect(parseChange('1,2')).toEqual({ productIds: [1, 2] });
    expect(parseChange('stock:3')).toEqual({ productIds: [3], stockOnly: true });
    expect(parseChange('*')).toBe('all');
    expect(parseChange('stock:x')).toBe('all');
  });
});
