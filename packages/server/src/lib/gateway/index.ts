import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createRazorpayGateway } from './razorpay';
import { createSandboxGateway } from './sandbox';
import type { PaymentGateway } from './types';

/** Razorpay when both keys are set; otherwise the sandbox, signing with a local secret. */
export function createGateway(config: Config, db: Db, sandboxSecret: string): PaymentGateway {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return createRazorpayGateway({
      apiUrl: config.RAZORPAY_API_URL,
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      checkoutUrl: config.RAZORPAY_CHECKOUT_URL,
    });
  }
  return createSandboxGateway(db, sandboxSecret);
}
