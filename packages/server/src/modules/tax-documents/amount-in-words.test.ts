import { describe, expect, it } from 'vitest';
import { numberInWords, rupeesInWords } from './amount-in-words';

describe('numberInWords (Indian numbering)', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [40, 'Forty'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [290, 'Two Hundred Ninety'],
    [1001, 'One Thousand One'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [100_000, 'One Lakh'],
    [123_456, 'One Lakh Twenty-Three Thousand Four Hundred Fifty-Six'],
    [10_000_000, 'One Crore'],
    [123_456_789, 'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine'],
  ])('%d -> %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });
});

describe('rupeesInWords', () => {
  it.each([
    [29070, 'Rupees Two Hundred Ninety and Seventy Paise Only'],
    [100, 'Rupees One Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [
      12345678,
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    ],
  ])('%d paise -> %s', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });
});
