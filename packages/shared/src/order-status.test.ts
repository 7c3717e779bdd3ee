import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  canTransition,
  isPaidStatus,
  isUnpaidStatus,
  nextStatuses,
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
        note: 'Payment confirmation can take up to 30 minutes; your items are held for you until then.',
      },
    ],
    ['Payment Verified', { heading: 'Order Confirm', color: 'green' }],
    ['Payment Failed', { heading: 'Payment Failed', color: 'red' }],
    ['Shipped', { heading: 'Shipped', color: 'gray' }],
    ['Something new', { heading: 'Something new', color: 'gray' }],
  ])('%s', (status, expected) => {
    expect(statusDisplay(status)).toEqual(expected);
  });
});

describe('canTransition', () => {
  it.each([
    // The shopper reports a failed checkout, pays a failed order again, cancels an unpaid one.
    ['shopper', 'Placed', 'Payment Failed', true],
    ['shopper', 'Placed', 'Payment Verified', false],
    ['shopper', 'Placed', 'Cancelled', true],
    ['shopper', 'Payment Failed', 'Placed', true],
    ['shopper', 'Payment Failed', 'Cancelled', true],
    ['shopper', 'Payment Failed', 'Payment Failed', false],
    ['shopper', 'Payment Failed', 'Payment Verified', false],
    ['shopper', 'Payment Verified', 'Payment Failed', false],
    ['shopper', 'Payment Verified', 'Cancelled', false],
    ['shopper', 'Packed', 'Cancelled', false],
    ['shopper', 'Cancelled', 'Placed', false],
    // The payment provider settles payment, late authorisation included.
    ['payment', 'Placed', 'Payment Verified', true],
    ['payment', 'Placed', 'Payment Failed', true],
    ['payment', 'Payment Failed', 'Payment Verified', true],
    ['payment', 'Payment Failed', 'Payment Failed', false],
    ['payment', 'Payment Verified', 'Payment Failed', false],
    ['payment', 'Payment Verified', 'Payment Verified', false],
    ['payment', 'Cancelled', 'Payment Verified', false],
    ['payment', 'Placed', 'Packed', false],
    ['payment', 'Payment Verified', 'Cancelled', false],
    // Staff fulfil or cancel paid orders, one step at a time.
    ['staff', 'Payment Verified', 'Packed', true],
    ['staff', 'Payment Verified', 'Cancelled', true],
    ['staff', 'Packed', 'Shipped', true],
    ['staff', 'Packed', 'Cancelled', true],
    ['staff', 'Shipped', 'Delivered', true],
    ['staff', 'Placed', 'Cancelled', false],
    ['staff', 'Placed', 'Packed', false],
    ['staff', 'Payment Failed', 'Cancelled', false],
    ['staff', 'Placed', 'Payment Verified', false],
    ['staff', 'Payment Verified', 'Shipped', true],
    ['staff', 'Shipped', 'Out for Delivery', true],
    ['staff', 'Out for Delivery', 'Delivered', true],
    ['staff', 'Shipped', 'Returned', true],
    ['staff', 'Out for Delivery', 'Returned', true],
    ['staff', 'Shipped', 'Shipped', false],
    ['staff', 'Out for Delivery', 'Shipped', false],
    ['staff', 'Delivered', 'Returned', false],
    ['staff', 'Returned', 'Shipped', false],
    ['staff', 'Packed', 'Out for Delivery', false],
    // The carrier's tracking moves a shipped parcel on, never back.
    ['carrier', 'Shipped', 'Out for Delivery', true],
    ['carrier', 'Out for Delivery', 'Returned', true],
    ['carrier', 'Delivered', 'Shipped', false],
    ['carrier', 'Packed', 'Shipped', false],
    ['carrier', 'Payment Verified', 'Cancelled', false],
    ['staff', 'Packed', 'Packed', false],
    ['staff', 'Shipped', 'Cancelled', false],
    ['staff', 'Delivered', 'Cancelled', false],
    ['staff', 'Cancelled', 'Packed', false],
    ['staff', 'Unknown', 'Packed', false],
    ['staff', undefined, 'Packed', false],
    ['payment', undefined, 'Payment Verified', false],
  ] as const)('%s: %s -> %s is %s', (actor, from, to, expected) => {
    expect(canTransition(actor, from, to)).toBe(expected);
  });

  it('never leads from a paid status back to an unpaid one, whoever acts', () => {
    for (const actor of ['shopper', 'payment', 'staff', 'carrier'] as const) {
      for (const from of ORDER_STATUSES.filter(isPaidStatus)) {
        for (const to of ORDER_STATUSES.filter((s) => !isPaidStatus(s) && s !== 'Cancelled')) {
          expect(canTransition(actor, from, to)).toBe(false);
        }
      }
    }
  });

  it('leaves payment statuses to the shopper and the provider, fulfilment to staff', () => {
    const targets = (actor: 'shopper' | 'payment' | 'staff' | 'carrier') =>
      new Set(ORDER_STATUSES.flatMap((from) => nextStatuses(actor, from)));
    expect([...targets('shopper')].sort()).toEqual([
      'COD Confirmed',
      'Cancelled',
      'Payment Failed',
      'Placed',
    ]);
    expect([...targets('payment')].sort()).toEqual(['Payment Failed', 'Payment Verified']);
    expect([...targets('staff')].sort()).toEqual([
      'COD Confirmed',
      'Cancelled',
      'Delivered',
      'Out for Delivery',
      'Packed',
      'Returned',
      'Shipped',
    ]);
    expect([...targets('carrier')].sort()).toEqual(['Delivered', 'Out for Delivery', 'Returned']);
  });

  it('ends at Delivered, Returned and Cancelled', () => {
    for (const actor of ['shopper', 'payment', 'staff', 'carrier'] as const) {
      expect(nextStatuses(actor, 'Delivered')).toEqual([]);
      expect(nextStatuses(actor, 'Returned')).toEqual([]);
      expect(nextStatuses(actor, 'Cancelled')).toEqual([]);
    }
  });
});

describe('cash on delivery in the transition table', () => {
  it.each([
    ['shopper', 'Awaiting Confirmation', 'COD Confirmed', 'cod', true],
    ['staff', 'Awaiting Confirmation', 'COD Confirmed', 'cod', true],
    ['system', 'Awaiting Confirmation', 'Cancelled', 'cod', true],
    ['system', 'COD Confirmed', 'Cancelled', 'cod', false],
    ['staff', 'COD Confirmed', 'Shipped', 'cod', true],
    ['staff', 'COD Confirmed', 'Packed', 'cod', true],
    ['shopper', 'COD Confirmed', 'Cancelled', 'cod', true],
    // Until it ships, a COD order's shopper may cancel it; an online order's may not.
    ['shopper', 'Packed', 'Cancelled', 'cod', true],
    ['shopper', 'Packed', 'Cancelled', 'online', false],
    ['shopper', 'Shipped', 'Cancelled', 'cod', false],
    ['payment', 'Awaiting Confirmation', 'Payment Verified', 'cod', false],
  ] as const)('%s: %s -> %s (%s) is %s', (actor, from, to, method, expected) => {
    expect(canTransition(actor, from, to, method)).toBe(expected);
  });

  it('shows a confirmed COD order as confirmed, in green', () => {
    expect(statusDisplay('COD Confirmed')).toEqual({ heading: 'Order Confirm', color: 'green' });
    expect(statusDisplay('Awaiting Confirmation').color).toBe('red');
  });
});

describe('isPaidStatus and isUnpaidStatus', () => {
  // Unpaid is what the shopper sees in red; Cancelled is neither, paid or not.
  it.each([
    ['Placed', false, true],
    ['Payment Failed', false, true],
    ['Payment Verified', true, false],
    ['Packed', true, false],
    ['Shipped', true, false],
    ['Delivered', true, false],
    ['Cancelled', false, false],
  ])('%s: paid %s, unpaid %s', (status, paid, unpaid) => {
    expect(isPaidStatus(status)).toBe(paid);
    expect(isUnpaidStatus(status)).toBe(unpaid);
  });
});
