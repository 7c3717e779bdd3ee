import { describe, expect, it } from 'vitest';
import { financialYear } from '@shop/shared';
import { documentNumber } from './numbering';

describe('financialYear', () => {
  it.each([
    ['2026-03-31T23:59:59.999+05:30', '2025-26'],
    ['2026-04-01T00:00:00+05:30', '2026-27'],
    // 1 April 00:00 India time is still 31 March in UTC.
    ['2026-03-31T18:30:00Z', '2026-27'],
    ['2026-03-31T18:29:59Z', '2025-26'],
    ['2027-01-15T10:00:00+05:30', '2026-27'],
    ['2099-12-31T23:00:00+05:30', '2099-00'],
  ])('%s -> %s', (at, expected) => {
    expect(financialYear(new Date(at))).toBe(expected);
  });
});

describe('documentNumber', () => {
  it.each([
    ['INV', '2026-27', 123, 'INV/2026-27/000123'],
    ['CN', '2026-27', 1, 'CN/2026-27/000001'],
    ['INV', '2026-27', 1234567, 'INV/2026-27/1234567'],
  ])('%s %s %d -> %s', (series, year, sequence, expected) => {
    expect(documentNumber(series, year, sequence)).toBe(expected);
  });
});
