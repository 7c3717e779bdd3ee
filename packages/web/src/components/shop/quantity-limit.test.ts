import { describe, expect, it } from 'vitest';
import { quantityLimit } from './quantity-limit';

describe('quantityLimit', () => {
  it.each([
    [50, 10, 10, 'You can buy at most 10 of one product in one order.'],
    [4, 10, 4, 'Only 4 available'],
    [10, 10, 10, 'Only 10 available'],
    [7, undefined, 7, 'Only 7 available'],
    [-1, 10, 0, 'Only 0 available'],
  ])('stock %i, limit %s: stops at %i', (stock, limit, max, reason) => {
    expect(quantityLimit(stock, limit)).toEqual({ max, reason });
  });
});
