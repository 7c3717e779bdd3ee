import { paiseToRupees, type Refund } from '@shop/shared';
import type { RefundRow } from '../../db/schema';

type PaymentFigures = { id: number; status: string; amount_paise: number };

/** A refund as the order answers list it. */
export const presentRefund = (row: RefundRow): Refund => ({
  id: row.id,
  order_id: row.order_id,
  amount: paiseToRupees(row.amount_paise),
  reason: row.reason,
  status: row.status,
  razorpay_refund_id: row.razorpay_refund_id,
  created_at: row.created_at.toISOString(),
  processed_at: row.processed_at?.toISOString() ?? null,
});

/** What counts as refunded: processed refunds only (pending may still fail). */
export const refundedPaise = (rows: readonly Pick<RefundRow, 'status' | 'amount_paise'>[]) =>
  rows.filter((r) => r.status === 'processed').reduce((sum, r) => sum + r.amount_paise, 0);

/**
 * What staff may still refund: the captured payment (the newest, as refunds are made on it)
 * less its refunds processed or on their way; a failed refund frees its amount.
 */
export function refundablePaise(
  paymentRows: readonly PaymentFigures[],
  refundRows: readonly Pick<RefundRow, 'payment_id' | 'status' | 'amount_paise'>[],
): number {
  const captured = paymentRows
    .filter((p) => p.status === 'captured')
    .reduce<PaymentFigures | undefined>((a, p) => (a && a.id > p.id ? a : p), undefined);
  if (!captured) return 0;
  const reserved = refundRows
    .filter((r) => r.payment_id === captured.id && r.status !== 'failed')
    .reduce((sum, r) => sum + r.amount_paise, 0);
  return Math.max(captured.amount_paise - reserved, 0);
}
