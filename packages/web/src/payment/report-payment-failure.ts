import { api } from '../lib/api-client';

export interface PaymentFailureReport {
  razorpay_payment_id?: string;
  reason?: string;
}

/** Records a declined, failed or abandoned payment, so the order shows Payment Failed. */
export function reportPaymentFailure(
  orderId: number,
  report: PaymentFailureReport,
): Promise<{ message: string; order_id: number }> {
  return api.post('/api/orders/:id/payment-failed', report, { params: { id: orderId } });
}
