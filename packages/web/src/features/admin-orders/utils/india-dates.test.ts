import { describe, expect, it } from 'vitest';
import { csvDateTime, defaultRange, indiaDate } from './india-dates';

describe('India dates', () => {
  it('turns to the next day at 18:30 UTC', () => {
    expect(indiaDate(Date.parse('2026-03-13T18:29:59Z'))).toBe('2026-03-13');
    expect(indiaDate(Date.parse('2026-03-13T18:30:00Z'))).toBe('2026-03-14');
  });

  it('defaults to yesterday and today in India, across a month end', () => {
    expect(defaultRange(Date.parse('2026-02-28T20:00:00Z'))).toEqual({
      from: '2026-02-28',
      to: '2026-03-01',
    });
  });

  it('writes CSV dates in India time', () => {
    expect(csvDateTime('2026-03-13T20:00:00.000Z')).toBe('2026-03-14 01:30');
    expect(csvDateTime('not a date')).toBe('');
  });
});
