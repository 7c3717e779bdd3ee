import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shop/shared';
import { flashError } from '../components/ui/flash';
import { openCheckout } from './open-checkout';
import { getPaymentConfig } from './get-payment-config';
import { reportPaymentFailure } from './report-payment-failure';
import { verifyPayment } from './verify-payment';
import { loadScript } from './load-script';
import type { RazorpayOptions } from './razorpay';

vi.mock('../components/ui/flash', () => ({ flashError: vi.fn() }));
vi.mock('./get-payment-config', () => ({ getPaymentConfig: vi.fn() }));
vi.mock('./report-payment-failure', () => ({ reportPaymentFailure: vi.fn() }));
vi.mock('./verify-payment', () => ({ verifyPayment: vi.fn() }));
vi.mock('./load-script', () => ({ loadScript: vi.fn() }));

const order = {
  order_id: 12,
  razorpay_order_id: 'order_abc',
  amount: 34688,
  currency: 'INR',
  key_id: 'rzp_test_key',
};
const user = {
  first_name: 'Meera',
  last_name: 'Sharma',
  email: 'meera@herbal.test',
  phone_number: '9812345678',
  permissions: [],
  is_admin: false,
};

type Outcome = (options: RazorpayOptions, fail: (r: unknown) => void) => void;

/** A stand-in checkout.js whose `open()` plays out the given outcome. */
function installRazorpay(outcome: Outcome) {
  const seen: RazorpayOptions[] = [];
  window.Razorpay = class {
    private failed: ((r: unknown) => void)[] = [];
    constructor(private options: RazorpayOptions) {
      seen.push(options);
    }
    on(_event: string, callback: (r: unknown) => void) {
      this.failed.push(callback);
    }
    open() {
      outcome(this.options, (r) => this.failed.forEach((cb) => cb(r)));
    }
  } as unknown as typeof window.Razorpay;
  return seen;
}

describe('openCheckout', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    vi.mocked(getPaymentConfig).mockResolvedValue({
      key_id: 'rzp_test_key',
      checkout_url: '/api/payments/sandbox/checkout.js',
      sandbox: true,
    });
    vi.mocked(loadScript).mockResolvedValue();
    vi.mocked(reportPaymentFailure).mockResolvedValue({ message: '', order_id: 12 });
    vi.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.clearAllMocks();
    delete window.Razorpay;
  });

  it('opens the checkout with the order and the shopper, verifies and goes to /success', async () => {
    vi.mocked(verifyPayment).mockResolvedValue({ message: 'ok', order_id: 12 });
    const seen = installRazorpay((options) =>
      options.handler({
        razorpay_payment_id: 'pay_1',
        razorpay_order_id: 'order_abc',
        razorpay_signature: 'sig',
      }),
    );
    expect(await openCheckout(order, { user, navigate })).toBe('paid');
    expect(loadScript).toHaveBeenCalledWith('/api/payments/sandbox/checkout.js');
    expect(seen[0]).toMatchObject({
      key: 'rzp_test_key',
      amount: 34688,
      currency: 'INR',
      name: 'Herbal Shop',
      description: 'Order #12',
      order_id: 'order_abc',
      prefill: { name: 'Meera Sharma', email: 'meera@herbal.test', contact: '9812345678' },
    });
    expect(verifyPayment).toHaveBeenCalledWith({
      order_id: 12,
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    });
    expect(navigate).toHaveBeenCalledWith('/success', { state: { orderId: 12 } });
    expect(flashError).not.toHaveBeenCalled();
  });

  it('alerts when the server refuses the payment', async () => {
    vi.mocked(verifyPayment).mockRejectedValue(new Error('bad signature'));
    installRazorpay((options) =>
      options.handler({
        razorpay_payment_id: 'pay_1',
        razorpay_order_id: 'order_abc',
        razorpay_signature: 'forged',
      }),
    );
    await openCheckout(order, { user, navigate });
    expect(window.alert).toHaveBeenCalledWith(messages.payment.verificationFailed);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('records a declined payment and says so', async () => {
    installRazorpay((_options, fail) =>
      fail({
        error: {
          description: 'Declined.',
          metadata: { order_id: 'order_abc', payment_id: 'pay_9' },
        },
      }),
    );
    expect(await openCheckout(order, { user, navigate })).toBe('declined');
    expect(reportPaymentFailure).toHaveBeenCalledWith(12, {
      razorpay_payment_id: 'pay_9',
      reason: 'Declined.',
    });
    expect(flashError).toHaveBeenCalledWith('Payment declined. You can try again.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('records a closed checkout once, also after a failure', async () => {
    installRazorpay((options) => options.modal.ondismiss());
    expect(await openCheckout(order, { user, navigate })).toBe('closed');
    expect(reportPaymentFailure).toHaveBeenCalledTimes(1);
    expect(flashError).toHaveBeenCalledWith('Payment not completed.');

    vi.clearAllMocks();
    installRazorpay((options, fail) => {
      fail({ error: { description: 'Declined.' } });
      options.modal.ondismiss();
    });
    await openCheckout(order, { user, navigate });
    expect(reportPaymentFailure).toHaveBeenCalledTimes(1);
  });

  it('shows the same message when the checkout script cannot load', async () => {
    vi.mocked(loadScript).mockRejectedValue(new Error('offline'));
    await openCheckout(order, { user, navigate });
    expect(reportPaymentFailure).toHaveBeenCalledWith(12, {});
    expect(flashError).toHaveBeenCalledWith(messages.payment.initiationFailed);
  });
});
