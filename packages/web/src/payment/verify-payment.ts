import type { VerifyPaymentBody } from '@shop/shared';
import { api } from '../lib/api-client';

interface VerifyPaymentResponse {
  message: string;
  order_id: number;
}

/** Hands the gateway's signed answer to the server, which checks it before the order counts. */
export function verifyPayment(body: VerifyPaymentBody): Promise<VerifyPaymentResponse> {
  return api.post('/api/orders/verify-payment', body);
}
