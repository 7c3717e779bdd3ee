import { api } from '../lib/api-client';
import type { PaymentConfig } from './types';

/** Which checkout script to load and with which public key (Razorpay or the sandbox). */
export function getPaymentConfig(): Promise<PaymentConfig> {
  return api.get('/api/payments/config');
}
