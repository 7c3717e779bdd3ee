import { z } from 'zod';
import { isoDateTime, recordId, rupees } from './common';

const refundStatusSchema = z.enum(['pending', 'processed', 'failed']);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/** A refund, money in rupees. */
export const refundSchema = z.strictObject({
  id: recordId,
  order_id: recordId,
  amount: rupees,
  reason: z.string(),
  status: refundStatusSchema,
  razorpay_refund_id: z.string().nullable(),
  created_at: isoDateTime,
  processed_at: isoDateTime.nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** `POST /api/orders/{id}/refunds` (201). */
export const refundResponse = z.strictObject({ refund: refundSchema });
export type RefundResponse = z.infer<typeof refundResponse>;

/** One row of an order's payment ledger for staff, newest first. */
const ledgerEventSchema = z.strictObject({
  id: recordId,
  subject: z.enum(['payment', 'refund']),
  razorpay_id: z.string().nullable(),
  event: z.string(),
  source: z.string(),
  status: z.string(),
  amount: rupees.nullable(),
  note: z.string().nullable(),
  created_at: isoDateTime,
});
export type LedgerEvent = z.infer<typeof ledgerEventSchema>;

/** What the gateway and the shop recorded of an order's money. */
const paymentLedgerSchema = z.strictObject({
  payments: z.array(
    z.strictObject({
      razorpay_payment_id: z.string(),
      amount: rupees,
      method: z.string().nullable(),
      status: z.string(),
      created_at: isoDateTime,
      updated_at: isoDateTime,
    }),
  ),
  refunds: z.array(refundSchema),
  events: z.array(ledgerEventSchema),
});
export type PaymentLedger = z.infer<typeof paymentLedgerSchema>;

/** `GET /api/orders/{id}/ledger`. */
export const ledgerResponse = z.strictObject({ ledger: paymentLedgerSchema });
export type LedgerResponse = z.infer<typeof ledgerResponse>;
