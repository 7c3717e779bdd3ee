import { createHmac } from 'node:crypto';
import { safeEqual } from '../tokens';

export const hmacHex = (secret: string, payload: string | Buffer) =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` under the key secret. */
export const checkoutSignature = (secret: string, orderId: string, paymentId: string) =>
  hmacHex(secret, `${orderId}|${paymentId}`);

export const isValidCheckoutSignature = (
  secret: string,
  orderId: string,
  paymentId: string,
  signature: string,
) => safeEqual(checkoutSignature(secret, orderId, paymentId), signature);

/** Webhooks sign the raw body, exactly as sent; it must not be parsed and re-serialised first. */
export const isValidWebhookSignature = (secret: string, rawBody: Buffer, signature: string) =>
  safeEqual(hmacHex(secret, rawBody), signature);
