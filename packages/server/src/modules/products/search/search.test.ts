import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { categories, products } from '../../../db/schema';
import { createCategory, createProduct } from '../../../../test/catalogue';
import { useSession, useTestApp } from '../../../../test/suite';
import { insertDemoCatalogue } from './demo-catalogue';
import { relevanceTable } from './relevance-table';

type Listed = { products: { id: number; name: string }[]; did_you_mean?: string | null };

describe('search on the demo catalogue', () => {
  const t = useTestApp();
  const staff = useSession(t, { is_admin: true, permissions: ['super_user'] });
  beforeAll(async () => {
    await insertDemoCatalogue(t.db);
  });

  const search = async (query: string) => {
    const res = await t.app.inject({ url: '/api/products', query: { search: query } });
    expect(res.statusCode).toBe(200);
    return res.json() as Listed;
  };
  const namesFor = async (query: string) => (await search(query)).products.map((p) => p.name);

  describe('relevance table', () => {
    it.each(relevanceTable)('"$query" finds $finds', async ({ query, finds, notFinds = [] }) => {
      const names = await namesFor(query);
      expect(names.slice(0, 3)).toContain(finds);
      for (const name of notFinds) expect(names).not.toContain(name);
    });
  });

  it('allows no mistake in a word of four letters or fewer', async () => {
    // "neam" is one letter from Neem, "amls" from Amla: short words match exactly or as prefixes.
    expect(await namesFor('neam')).toEqual([]);
    expect(await namesFor('amls')).toEqual([]);
    expect(await namesFor('neem')).toContain('Neem Face Wash 100 ml');
  });

  it('finds nothing for two mistakes in a short word', async () => {
    // tulsi → tlusy (a swap and a wrong letter); brahmi → bhrmai (two swaps).
    expect(await namesFor('tlusy')).toEqual([]);
    expect(await namesFor('bhrmai')).toEqual([]);
  });

  it('counts a swap of neighbours as one mistake, in Latin and Devanagari', async () => {
    expect(await namesFor('brhami')).toContain('Brahmi Hair Oil 200 ml');
    expect(await namesFor('tluasi')).toContain('Tulsi Drops 30 ml');
    // तुलसी with its last two letters swapped.
    expect(await namesFor('तुलीस')).toContain('Tulsi Drops 30 ml');
  });

  it('needs every word of the query, in any order', async () => {
    expect(await namesFor('neem face wash')).toEqual(await namesFor('wash neem face'));
    expect(await namesFor('neem zzqx')).toEqual([]);
  });

  it('ignores accents, case and punctuation', async () => {
    const plain = await namesFor('tulsi green tea');
    expect(plain.length).toBeGreaterThan(0);
    expect(await namesFor('TÚLSI, green-tea!')).toEqual(plain);
  });

  it('offers a close query when nothing matches, and null when none is close', async () => {
    const missed = await search('ashwagnadah');
    expect(missed).toEqual({ products: [], has_more: false, did_you_mean: 'ashwagandha' });
    expect(await search('zzqxv')).toEqual({ products: [], has_more: false, did_you_mean: null });
    const found = await search('ashwagandha');
    expect(found.products.length).toBeGreaterThan(0);
    expect(found).not.toHaveProperty('did_you_mean');
  });

  it('matches staff product searches the same way, misspelt, in Devanagari and in any order', async () => {
    for (const query of ['ashwgandha', 'तुलसी', 'oil hair', 'Emblica officinalis']) {
      const res = await t.app.inject({
        url: '/api/products/staff',
        query: { search: query },
        headers: { cookie: staff.cookie },
      });
      expect(res.statusCode).toBe(200);
      const names = (res.json() as Listed).products.map((p) => p.name);
      expect(names).toEqual(await namesFor(query));
      expect(names.length).toBeGreaterThan(0);
    }
  });

  it('finds a product by a category renamed after it was written', async () => {
    const [oral] = await t.db
      .update(categories)
      .set({ name: 'Dantkanti Range' })
      .where(eq(categories.name, 'Oral Care'))
      .returning();
    expect(await namesFor('dantkanti clove')).toContain('Neem-Clove Toothpaste 150 g');
    await t.db.update(categories).set({ name: 'Oral Care' }).where(eq(categories.id, oral!.id));
    expect(await namesFor('dantkanti clove')).toEqual([]);
  });
});

describe('search ranking', () => {
  const t = useTestApp();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const juices = await createCategory(t, { name: 'Juices', gst_percent: 12 });
    const add = async (
      key: string,
      values: { name: string; description?: string; also_known_as?: string[]; stock?: number },
    ) => {
      ids[key] = (
        await createProduct(t, {
          description: 'A herbal preparation.',
          category_id: juices.id,
          ...values,
        })
      ).id;
    };
    // Written worst first, so the order found is not the order written.
    await add('description', { name: 'Berry Mix', description: 'Made with amla and ginger.' });
    await add('typo', { name: 'Amlq Tonic' });
    await add('prefix', { name: 'Amlaki Rasayana' });
    await add('otherName', { name: 'Gooseberry Cordial', also_known_as: ['amla'] });
    await add('exactOutOfStock', { name: 'Amla Candy', stock: 0 });
    await add('exact', { name: 'Amla Juice' });
  });

  const order = async (query: string) => {
    const body = (await t.app.inject(`/api/products?search=${query}`)).json() as Listed;
    return body.products.map((p) => p.id);
  };

  it('puts exact names first, then other names and prefixes, then the rest', async () => {
    const found = await order('amla');
    expect(found.slice(0, 2)).toEqual([ids.exact, ids.exactOutOfStock]);
    expect(found.slice(2, 4).sort()).toEqual([ids.prefix, ids.otherName].sort());
    expect(found.slice(4)).toEqual([ids.description]);
    // "amlq" is four letters: no mistake allowed, so Amlq Tonic is found only by its own name.
    expect(found).not.toContain(ids.typo);
  });

  it('lets stock break ties only', async () => {
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, ids.exact!));
    await t.db.update(products).set({ stock: 5 }).where(eq(products.id, ids.exactOutOfStock!));
    const found = await order('amla');
    expect(found.slice(0, 2)).toEqual([ids.exactOutOfStock, ids.exact]);
    // Out of stock, an exact name still ranks above a prefix.
    expect(found.indexOf(ids.exact!)).toBeLessThan(found.indexOf(ids.prefix!));
  });

  it('ranks a one-mistake match below exact ones and pages in that order', async () => {
    const found = await order('amlaa');
    expect(found).toContain(ids.exact);
    const first = (await t.app.inject('/api/products?search=amla&limit=2')).json();
    const second = (await t.app.inject('/api/products?search=amla&limit=2&offset=2')).json();
    expect([...first.products, ...second.products].map((p: { id: number }) => p.id)).toEqual(
      (await order('amla')).slice(0, 4),
    );
    expect(first.has_more).toBe(true);
  });
});

/** A category of dried herbs, and a function that writes products in it, answering their ids. */
async function herbShelf(db: Db) {
  const [herbs] = await db
    .insert(categories)
    .values({ name: 'Herbs', description: 'Dried herbs', gst_percent: 5 })
    .returning();
  return async (rows: { name: string; also_known_as?: string[] }[]) =>
    (
      await db
        .insert(products)
        .values(
          rows.map((row) => ({
            description: 'Dried and sifted.',
            user_manual: 'Keep dry.',
            stock: 10,
            rate_paise: 10_000,
            weight_grams: 100,
            category_id: herbs!.id,
            ...row,
          })),
        )
        .returning({ id: products.id })
    ).map((row) => row.id);
}

describe('search past the first products read in rank order', () => {
  const t = useTestApp();
  const ids: Record<string, number[]> = {};

  beforeAll(async () => {
    const write = await herbShelf(t.db);
    const add = async (key: string, rows: { name: string; also_known_as?: string[] }[]) => {
      ids[key] = await write(rows);
    };
    // Products known as vetiver by another name come first in stock-then-id order, then more
    // products than search reads in that order before looking tiers up on their own indexes,
    // and last the ones named Vetiver: they must still rank first.
    await add(
      'otherName',
      Array.from({ length: 20 }, (_, i) => ({
        name: `Khus Root ${i}`,
        also_known_as: ['vetiver'],
      })),
    );
    await add(
      'filler',
      Array.from({ length: 4_100 }, (_, i) => ({ name: `Sandal Chips ${i}` })),
    );
    await add(
      'named',
      Array.from({ length: 20 }, (_, i) => ({ name: `Vetiver Roots ${i}` })),
    );
  });

  const page = async (query: string, offset = 0) =>
    (
      (
        await t.app.inject({
          url: '/api/products',
          query: { search: query, offset: String(offset), limit: '12' },
        })
      ).json() as Listed
    ).products.map((p) => p.id);

  it('ranks an exact name above another name however late it was written', async () => {
    expect(await page('vetiver')).toEqual(ids.named!.slice(0, 12));
    expect(await page('vetiver', 12)).toEqual([
      ...ids.named!.slice(12),
      ...ids.otherName!.slice(0, 4),
    ]);
    // A misspelling finds both by the same word, in the order of stock and age.
    expect(await page('vetivre')).toEqual(ids.otherName!.slice(0, 12));
  });

  it('finds a name only the last products carry, and nothing for a word none carries', async () => {
    expect(await page('roots')).toEqual(ids.named!.slice(0, 12));
    expect(await page('sandal chips 4099')).toEqual([ids.filler!.at(-1)]);
    expect(await page('zzqxv')).toEqual([]);
  });
});

describe('search by the beginning of a word', () => {
  const t = useTestApp();
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  // More words beginning "zinc" than search lists as words: that prefix is looked up as one.
  const zincWords = Array.from(
    { length: 40 },
    (_, i) => `zinc${letters[i % 26]}${letters[i >> 1]}`,
  );
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const names = [
      'Ginger Tea',
      'Teakwood Balm',
      'Neem Comb',
      ...zincWords.map((w) => `${w} Salt`),
    ];
    const written = await (await herbShelf(t.db))(names.map((name) => ({ name })));
    names.forEach((name, i) => (ids[name] = written[i]!));
  });

  const found = async (query: string) =>
    (
      (
        await t.app.inject({ url: '/api/products', query: { search: query, limit: '50' } })
      ).json() as Listed
    ).products.map((p) => p.name);

  it('finds a word of three letters and the longer words it begins', async () => {
    expect((await found('tea')).sort()).toEqual(['Ginger Tea', 'Teakwood Balm']);
    expect(await found('teak balm')).toEqual(['Teakwood Balm']);
  });

  it('finds every word a common beginning starts, however many', async () => {
    expect(await found('zinc salt')).toHaveLength(zincWords.length);
  });

  it('finds a word a product was given after it was written', async () => {
    expect(await found('teapo')).toEqual([]);
    await t.db
      .update(products)
      .set({ name: 'Teapot Brush' })
      .where(eq(products.id, ids['Neem Comb']!));
    expect(await found('teapo')).toEqual(['Teapot Brush']);
    expect((await found('tea')).sort()).toEqual(['Ginger Tea', 'Teakwood Balm', 'Teapot Brush']);
  });
});
