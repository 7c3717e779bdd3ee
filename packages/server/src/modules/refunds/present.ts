import { paiseToRupees, type CreditNote, type PaymentLedger, type Refund } from '@shop/shared';
import type { CreditNoteRow, RefundRow } from '../../db/schema';

type PaymentFigures = { id: number; status: string; amount_paise: number };
import { presentGstSplit, presentLineHead, presentTotals } from '../invoices/present';
import type { loadLedger } from './ledger';

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

/** A credit note as the invoice call answers it; lines with nothing credited are left out. */
export const presentCreditNote = (row: CreditNoteRow, invoiceNumber: string): CreditNote => ({
  number: row.number,
  refund_id: row.refund_id,
  issued_at: row.issued_at.toISOString(),
  invoice_number: invoiceNumber,
  reason: row.reason,
  lines: row.lines
    .filter((line) => line.total_paise !== 0)
    .map((line) => ({
      ...presentLineHead(line),
      gst_rate: line.gst_rate,
      taxable_value: paiseToRupees(line.taxable_value_paise),
      ...presentGstSplit(line),
    })),
  totals: presentTotals(row),
});

export const presentLedger = (ledger: Awaited<ReturnType<typeof loadLedger>>): PaymentLedger => ({
  payments: ledger.payments.map((p) => ({
    razorpay_payment_id: p.razorpay_payment_id,
    amount: paiseToRupees(p.amount_paise),
    method: p.method,
    status: p.status,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  })),
  refunds: ledger.refunds.map(presentRefund),
  events: ledger.events.map((e) => ({
    id: e.id,
    subject: e.subject,
    razorpay_id: e.razorpay_id,
    event: e.event,
    source: e.source,
    status: e.status,
    amount: e.amount_paise === null ? null : paiseToRupees(e.amount_paise),
    note: e.note,
    created_at: e.created_at.toISOString(),
  })),
});
