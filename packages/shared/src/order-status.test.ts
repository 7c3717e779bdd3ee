import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  canTransition,
  isPaidStatus,
  isRedStatus,
  statusDisplay,
  type StatusDisplay,
} from './order-status';

describe('statusDisplay', () => {
  it.each<[string, StatusDisplay]>([
    [
      'Placed',
      {
        heading: 'Order Pending',
        color: 'red',
        note: 'Payment confirmation can take up to 20 minutes.',
      },
    ],
    ['Payment Verified', { heading: 'Order Confirm', color: 'green' }],
    ['Payment Failed', { heading: 'Payment Failed', color: 'red' }],
    ['Shipped', { heading: 'Shipped', color: 'gray' }],
    ['Something new', { heading: 'Something new', color: 'gray' }],
  ])('%s', (status, expected) => {
    expect(statusDisplay(status)).toEqual(expected);
  });

  it.each([
    ['Placed', true],
    ['Payment Failed', true],
    ['Payment Verified', false],
    ['Delivered', false],
  ])('%s is red: %s', (status, expected) => {
    expect(isRedStatus(status)).toBe(expected);
  });
});

describe('canTransition', () => {
  it.each([
    ['Placed', 'Payment Verified', true],
    ['Placed', 'Payment Failed', true],
    ['Placed', 'Cancelled', true],
    ['Placed', 'Shipped', false],
    ['Payment Failed', 'Payment Verified', true],
    ['Payment Failed', 'Placed', false],
    ['Payment Verified', 'Packed', true],
    ['Payment Verified', 'Payment Failed', false],
    ['Payment Verified', 'Placed', false],
    ['Packed', 'Shipped', true],
    ['Shipped', 'Delivered', true],
    ['Shipped', 'Cancelled', false],
    ['Delivered', 'Cancelled', false],
    ['Cancelled', 'Placed', false],
    ['Unknown', 'Placed', false],
  ])('%s -> %s: %s', (from, to, expected) => {
    expect(canTransition(from, to)).toBe(expected);
  });

  it('never leads from a paid status back to an unpaid one', () => {
    for (const from of ORDER_STATUSES.filter(isPaidStatus)) {
      for (const to of ORDER_STATUSES.filter((s) => !isPaidStatus(s) && s !== 'Cancelled')) {
        expect(canTransition(from, to)).toBe(false);
      }
    }
  });
});

describe('isPaidStatus', () => {
  it.each([
    ['Placed', false],
    ['Payment Failed', false],
    ['Payment Verified', true],
    ['Packed', true],
    ['Shipped', true],
    ['Delivered', true],
    ['Cancelled', false],
  ])('%s: %s', (status, expected) => {
    expect(isPaidStatus(status)).toBe(expected);
  });
});
