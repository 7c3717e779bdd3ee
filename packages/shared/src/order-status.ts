import { messages } from './messages';

export const ORDER_STATUS = {
  placed: 'Placed',
  paymentVerified: 'Payment Verified',
  paymentFailed: 'Payment Failed',
  packed: 'Packed',
  shipped: 'Shipped',
  outForDelivery: 'Out for Delivery',
  delivered: 'Delivered',
  returned: 'Returned',
  cancelled: 'Cancelled',
  /** A cash on delivery order waits for the shopper's (or the shop's) confirmation. */
  awaitingConfirmation: 'Awaiting Confirmation',
  codConfirmed: 'COD Confirmed',
} as const;

/** How an order is paid: online through the gateway, or in cash at the door. */
export const PAYMENT_METHODS = ['online', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUSES = Object.values(ORDER_STATUS) as OrderStatus[];

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as string[]).includes(value);
}

export type StatusDisplay = { heading: string; color: 'red' | 'green' | 'gray'; note?: string };

/** How the latest status is shown to the shopper. */
export function statusDisplay(status: string): StatusDisplay {
  switch (status) {
    case ORDER_STATUS.placed:
      return {
        heading: messages.orderStatus.pendingHeading,
        color: 'red',
        note: messages.orderStatus.pendingNote,
      };
    case ORDER_STATUS.paymentVerified:
    case ORDER_STATUS.codConfirmed:
      return { heading: messages.orderStatus.confirmedHeading, color: 'green' };
    case ORDER_STATUS.awaitingConfirmation:
      return { heading: messages.orderStatus.awaitingHeading, color: 'red' };
    case ORDER_STATUS.paymentFailed:
      return { heading: status, color: 'red' };
    default:
      return { heading: status, color: 'gray' };
  }
}

/**
 * Whether the order is still unpaid (payment pending or failed, shown in red); its detail
 * also shows the payment id.
 */
export function isUnpaidStatus(status: string): boolean {
  return statusDisplay(status).color === 'red';
}

/**
 * Who moves an order on: the shopper at checkout, the payment provider's truth, staff, or the
 * carrier's tracking (a courier's webhook or its polled status).
 */
export type OrderActor = 'shopper' | 'payment' | 'staff' | 'carrier' | 'system';

/*
 * The one table of status changes, by who acts; every writer of a status checks it. An order
 * starts Placed. The shopper reports a checkout that failed or was closed, pays a failed order
 * again (Payment Failed back to Placed, its stock reserved again) and cancels an unpaid order.
 * Payment Failed may still move to Payment Verified: the gateway can authorise a payment late
 * (webhook or reconciler); once paid, an order never goes back to an unpaid status. Staff
 * fulfil or cancel paid orders only, a cancellation together with its refund; an unpaid order
 * the shopper leaves lapses to Payment Failed and its stock is released.
 *
 * A cash on delivery order starts Awaiting Confirmation: the shopper (signed in, or by the
 * mailed link) or staff after a call confirm it (COD Confirmed), and it is then fulfilled as a
 * paid order is. The system's job cancels one left unconfirmed; the shopper may cancel their
 * own until it ships (Packed too: `COD_SHOPPER_EXTRA`, for cash on delivery orders only).
 */
const AFTER_SHIPPED = [
  ORDER_STATUS.outForDelivery,
  ORDER_STATUS.delivered,
  ORDER_STATUS.returned,
] as const;
const AFTER_OUT_FOR_DELIVERY = [ORDER_STATUS.delivered, ORDER_STATUS.returned] as const;

const ORDER_TRANSITIONS: Record<
  OrderActor,
  Partial<Record<OrderStatus, readonly OrderStatus[]>>
> = {
  shopper: {
    [ORDER_STATUS.placed]: [ORDER_STATUS.paymentFailed, ORDER_STATUS.cancelled],
    [ORDER_STATUS.paymentFailed]: [ORDER_STATUS.placed, ORDER_STATUS.cancelled],
    [ORDER_STATUS.awaitingConfirmation]: [ORDER_STATUS.codConfirmed, ORDER_STATUS.cancelled],
    [ORDER_STATUS.codConfirmed]: [ORDER_STATUS.cancelled],
  },
  payment: {
    [ORDER_STATUS.placed]: [ORDER_STATUS.paymentVerified, ORDER_STATUS.paymentFailed],
    [ORDER_STATUS.paymentFailed]: [ORDER_STATUS.paymentVerified],
  },
  staff: {
    [ORDER_STATUS.paymentVerified]: [
      ORDER_STATUS.packed,
      ORDER_STATUS.shipped,
      ORDER_STATUS.cancelled,
    ],
    [ORDER_STATUS.packed]: [ORDER_STATUS.shipped, ORDER_STATUS.cancelled],
    [ORDER_STATUS.shipped]: AFTER_SHIPPED,
    [ORDER_STATUS.outForDelivery]: AFTER_OUT_FOR_DELIVERY,
    [ORDER_STATUS.awaitingConfirmation]: [ORDER_STATUS.codConfirmed, ORDER_STATUS.cancelled],
    [ORDER_STATUS.codConfirmed]: [
      ORDER_STATUS.packed,
      ORDER_STATUS.shipped,
      ORDER_STATUS.cancelled,
    ],
  },
  // Returned: the parcel is back in the shop's hands (RTO); its stock returns with the move.
  carrier: {
    [ORDER_STATUS.shipped]: AFTER_SHIPPED,
    [ORDER_STATUS.outForDelivery]: AFTER_OUT_FOR_DELIVERY,
  },
  // The job that cancels a cash on delivery order left unconfirmed.
  system: {
    [ORDER_STATUS.awaitingConfirmation]: [ORDER_STATUS.cancelled],
  },
};

/** Moves open to cash on delivery orders only, on top of the table above. */
const COD_SHOPPER_EXTRA: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  [ORDER_STATUS.packed]: [ORDER_STATUS.cancelled],
};

/**
 * The statuses `actor` may move an order to from `from` (its current status, if any); a cash
 * on delivery order's shopper also has `COD_SHOPPER_EXTRA`.
 */
export function nextStatuses(
  actor: OrderActor,
  from: string | undefined,
  method: PaymentMethod = 'online',
): readonly OrderStatus[] {
  if (from === undefined || !isOrderStatus(from)) return [];
  const base = ORDER_TRANSITIONS[actor][from] ?? [];
  const extra = actor === 'shopper' && method === 'cod' ? (COD_SHOPPER_EXTRA[from] ?? []) : [];
  return [...base, ...extra];
}

export function canTransition(
  actor: OrderActor,
  from: string | undefined,
  to: string,
  method: PaymentMethod = 'online',
): boolean {
  return nextStatuses(actor, from, method).some((status) => status === to);
}

const PAID_STATUSES: readonly string[] = [
  ORDER_STATUS.paymentVerified,
  ORDER_STATUS.codConfirmed,
  ORDER_STATUS.packed,
  ORDER_STATUS.shipped,
  ORDER_STATUS.outForDelivery,
  ORDER_STATUS.delivered,
  ORDER_STATUS.returned,
];

/**
 * Payment Verified (or COD Confirmed) and every status after it: the order goes ahead.
 * Cancelled is not counted, as it may be unpaid.
 */
export function isPaidStatus(status: string): boolean {
  return PAID_STATUSES.includes(status);
}
