import { paiseToRupees, type CreditNote, type PaymentLedger } from '@shop/shared';
import type { CreditNoteRow } from '../../db/schema';
import { presentGstSplit, presentLineHead, presentTotals } from '../tax-documents/present-parts';
import type { loadLedger } from '../orders/domain/ledger';
import { presentRefund } from '../orders/refund-figures';

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
