import { describe, expect, it } from 'vitest';
import { seedProducts } from './catalogue-data';
import { otherNames } from './other-names';

const DEVANAGARI = /[\u0900-\u097f]/;
const LATIN = /^[A-Za-z][A-Za-z .-]*$/;

describe('the demo catalogue’s other names', () => {
  it.each(seedProducts.map((p) => p.name))(
    '%s has names in Devanagari and Latin letters',
    (name) => {
      const names = otherNames[name] ?? [];
      expect(names.some((n) => DEVANAGARI.test(n))).toBe(true);
      expect(names.filter((n) => LATIN.test(n)).length).toBeGreaterThanOrEqual(2);
    },
  );

  it('names only products of the catalogue', () => {
    const products = new Set(seedProducts.map((p) => p.name));
    expect(Object.keys(otherNames).filter((name) => !products.has(name))).toEqual([]);
  });
});
