import { describe, expect, it } from 'vitest';
import {
  addDays,
  csvDateTime,
  daysInRange,
  formatDate,
  formatDateTime,
  indiaDate,
  indiaDayRange,
  indiaMonthRange,
} from './india-time';

describe('India time', () => {
  it('turns to the next day at 18:30 UTC, from a Date or epoch milliseconds', () => {
    expect(indiaDate(Date.parse('2026-03-13T18:29:59Z'))).toBe('2026-03-13');
    expect(indiaDate(new Date('2026-03-13T18:30:00Z'))).toBe('2026-03-14');
  });

  it('counts calendar days across month and year ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysInRange('2028-01-01', '2028-12-31')).toBe(366);
  });

  it('bounds India days and months by their instants', () => {
    expect(indiaDayRange('2026-03-14', '2026-03-14')).toEqual({
      start: new Date('2026-03-13T18:30:00Z'),
      end: new Date('2026-03-14T18:30:00Z'),
    });
    expect(indiaMonthRange('2026-02').end).toEqual(new Date('2026-02-28T18:30:00Z'));
  });

  it('writes CSV dates in India time', () => {
    expect(csvDateTime('2026-03-13T20:00:00.000Z')).toBe('2026-03-14 01:30');
    expect(csvDateTime('not a date')).toBe('');
  });

  it('shows dates and times in India time, and nothing for a bad date', () => {
    expect(formatDate('2026-03-13T20:00:00.000Z')).toBe('14 Mar 2026');
    expect(formatDateTime('2026-03-13T20:00:00.000Z')).toMatch(/^14 Mar 2026, 1:30\s?am$/i);
    expect(formatDateTime('not a date')).toBe('');
  });
});
