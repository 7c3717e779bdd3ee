import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { ART_SIZE, ART_VARIANTS, renderProductArt } from './render-art';
import { seedCategories, seedProducts } from './catalogue-data';
import { netQuantityOf, seedDeclarations } from './declarations';
import { productArtSvg } from './product-art';

describe('demo catalogue data', () => {
  it('has at least 28 products in at least 6 categories', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(28);
    expect(seedCategories.length).toBeGreaterThanOrEqual(6);
    const used = new Set(seedProducts.map((p) => p.categoryKey));
    expect(used.size).toBeGreaterThanOrEqual(6);
  });

  it('uses the 5 and 18 % GST slabs in force since 22 September 2025 (12 % is gone)', () => {
    expect(new Set(seedCategories.map((c) => c.gst))).toEqual(new Set([5, 18]));
    const rate = (key: string) => seedCategories.find((c) => c.key === key)?.gst;
    // Ayurvedic medicines, hair oil and shampoo, toothpaste, soap: 5 %; skin care and essential
    // oils: 18 %.
    expect([
      rate('supplements'),
      rate('hair'),
      rate('oral'),
      rate('soap'),
      rate('skin'),
      rate('oils'),
    ]).toEqual([5, 5, 5, 5, 18, 18]);
    const categoryOf = (name: string) => seedProducts.find((p) => p.name === name)?.categoryKey;
    expect(rate(categoryOf('Haldi Chandan Soap 125 g')!)).toBe(5);
  });

  it('declares every product: net quantity, maker, origin, best before; licences for medicines', () => {
    for (const product of seedProducts) {
      const declared = seedDeclarations(product);
      expect(declared.net_quantity, product.name).toBeGreaterThan(0);
      expect(declared.manufacturer, product.name).toMatch(/\d{6}$/);
      expect(declared.country_of_origin).toBe('India');
      expect(declared.best_before).toMatch(/months from/);
      if (product.categoryKey === 'supplements') expect(declared.licence_number).not.toBeNull();
    }
    expect(netQuantityOf('Ashwagandha Capsules 60 caps')).toEqual({
      net_quantity: 60,
      net_quantity_unit: 'count',
    });
    expect(netQuantityOf('Amla Juice 500 ml')).toEqual({
      net_quantity: 500,
      net_quantity_unit: 'ml',
    });
  });

  it('has unique category keys and product names', () => {
    const keys = seedCategories.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    const names = seedProducts.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('puts every product in an existing category', () => {
    const keys = new Set(seedCategories.map((c) => c.key));
    for (const p of seedProducts) expect(keys.has(p.categoryKey), p.name).toBe(true);
  });

  it('has positive rates and weights and non-negative whole stock', () => {
    for (const p of seedProducts) {
      expect(p.rate, p.name).toBeGreaterThan(0);
      expect(p.weight, p.name).toBeGreaterThan(0);
      expect(p.stock, p.name).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(p.stock), p.name).toBe(true);
      expect(p.description.length, p.name).toBeGreaterThan(40);
      expect(p.user_manual.length, p.name).toBeGreaterThan(40);
    }
  });

  it('includes out-of-stock and low-stock products', () => {
    expect(seedProducts.some((p) => p.stock === 0)).toBe(true);
    expect(seedProducts.some((p) => p.stock > 0 && p.stock <= 5)).toBe(true);
  });

  it('uses valid hex colours for the artwork', () => {
    for (const p of seedProducts) {
      const { base, accent, leaf, background } = p.art;
      for (const colour of [base, accent, leaf, background]) {
        expect(colour, p.name).toMatch(/^#[0-9a-fA-F]{6}$/);
      }
    }
  });
});

describe('productArtSvg', () => {
  it('is deterministic and contains no text or fonts', () => {
    const product = seedProducts[0];
    if (!product) throw new Error('no seed products');
    for (const variant of [0, 1, 2]) {
      const svg = productArtSvg(product, variant);
      expect(productArtSvg(product, variant)).toBe(svg);
      expect(svg).not.toMatch(/<text|font-family|font-size/);
      expect(svg).not.toContain('NaN');
      expect(svg).not.toContain('undefined');
    }
  });

  it('draws valid SVG for every product and variant', async () => {
    for (const product of seedProducts) {
      for (const variant of [0, 1, 2]) {
        const meta = await sharp(Buffer.from(productArtSvg(product, variant))).metadata();
        expect(meta.format).toBe('svg');
        expect(meta.width).toBe(1000);
      }
    }
  });

  // Rendering is the slow part, so one product of each pack shape stands for the rest.
  const oneOfEachShape = [...new Map(seedProducts.map((p) => [p.art.shape, p])).values()];
  it.each(oneOfEachShape.map((p) => [p.art.shape, p] as const))(
    'renders three distinct square images for a %s',
    async (_shape, product) => {
      const images = await renderProductArt(product);
      expect(images).toHaveLength(ART_VARIANTS);
      for (const image of images) {
        const meta = await sharp(image).metadata();
        expect(meta.width).toBe(ART_SIZE);
        expect(meta.height).toBe(ART_SIZE);
      }
      expect(new Set(images.map((i) => i.toString('base64'))).size).toBe(3);
    },
  );
});
