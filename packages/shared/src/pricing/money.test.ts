import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, paiseToRupees, roundHalfUp, rupeesToPaise } from './money';

describe('roundHalfUp', () => {
  it.each([
    [0, 0],
    [0.4, 0],
    [0.5, 1],
    [1.5, 2],
    [2.5, 3],
    [2.4999, 2],
    [1.005 * 100, 101],
    [-2.5, -3],
    [-0.4, 0],
  ])('%d -> %d', (x, expected) => {
    expect(roundHalfUp(x)).toBe(expected);
  });

  it('refuses NaN and infinities', () => {
    expect(() => roundHalfUp(Number.NaN)).toThrow(RangeError);
    expect(() => roundHalfUp(Infinity)).toThrow(RangeError);
  });
});

describe('rupees and paise', () => {
  it.each([
    [249.5, 24950],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [0, 0],
    [100000, 10000000],
  ])('rupeesToPaise(%d) = %d', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it.each([
    [24950, 249.5],
    [1, 0.01],
    [100000, 1000],
    [0, 0],
    [1999, 19.99],
  ])('paiseToRupees(%d) = %d', (paise, rupees) => {
    expect(paiseToRupees(paise)).toBe(rupees);
  });
});

describe('formatRupees', () => {
  it.each([
    [1249.5, '₹1,249.50'],
    [100000, '₹1,00,000.00'],
    [12345678.9, '₹1,23,45,678.90'],
    [0, '₹0.00'],
    [0.5, '₹0.50'],
    [999.999, '₹1,000.00'],
    [-5, '-₹5.00'],
  ])('%d -> %s', (rupees, text) => {
    expect(formatRupees(rupees)).toBe(text);
  });

  it('formats paise as rupees', () => {
    expect(formatPaise(124950)).toBe('₹1,249.50');
    expect(formatPaise(-1)).toBe('-₹0.01');
    expect(formatRupees(-0.001)).toBe('₹0.00');
  });

  it('writes what Intl writes for en-IN, from paise to crores', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const samples = [0, 1, 99, 100, 99999, 100000, 1234567, 10000000, 999999999, 123456789012];
    for (let i = 0; i < 500; i++) samples.push(Math.floor(Math.random() * 10 ** (1 + (i % 13))));
    for (const paise of samples) {
      expect(formatPaise(paise)).toBe(`₹${intl.format(paise / 100)}`);
      expect(formatPaise(-paise)).toBe(paise === 0 ? '₹0.00' : `-₹${intl.format(paise / 100)}`);
    }
  });
});
