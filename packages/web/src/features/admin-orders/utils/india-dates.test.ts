import { describe, expect, it } from 'vitest';
import { defaultRange } from './india-dates';

describe('the admin orders range', () => {
  it('defaults to yesterday and today in India, across a month end', () => {
    expect(defaultRange(Date.parse('2026-02-28T20:00:00Z'))).toEqual({
      from: '2026-02-28',
      to: '2026-03-01',
    });
  });
});
