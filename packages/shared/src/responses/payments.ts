import { z } from 'zod';

/** `GET /api/payments/config`: what the browser needs to open the checkout. */
export const paymentConfigResponse = z.strictObject({
  key_id: z.string(),
  checkout_url: z.string(),
  sandbox: z.boolean(),
});
export type PaymentConfigResponse = z.infer<typeof paymentConfigResponse>;

/** `POST /api/payments/sandbox/approve`: a payment signed as Razorpay's checkout signs it. */
export const sandboxApprovalResponse = z.strictObject({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
export type SandboxApprovalResponse = z.infer<typeof sandboxApprovalResponse>;

/** `POST /api/payments/sandbox/decline`: a failed payment in Razorpay's error shape. */
export const sandboxDeclineResponse = z.strictObject({
  code: z.string(),
  description: z.string(),
  reason: z.string(),
  metadata: z.strictObject({ order_id: z.string(), payment_id: z.string() }),
});
export type SandboxDeclineResponse = z.infer<typeof sandboxDeclineResponse>;
