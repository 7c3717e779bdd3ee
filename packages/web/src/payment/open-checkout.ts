import type { NavigateFunction } from 'react-router';
import { brand, messages } from '@shop/shared';
import { theme } from '../config/theme';
import { flashError } from '../components/ui/flash';
import { paths } from '../config/paths';
import type { SessionUser } from '../lib/session';
import { getPaymentConfig } from './get-payment-config';
import { reportPaymentFailure, type PaymentFailureReport } from './report-payment-failure';
import { verifyPayment } from './verify-payment';
import type { SuccessState } from '../lib/success-state';
import { loadScript } from './load-script';
import type { RazorpayConstructor, RazorpayFailure, RazorpaySuccess } from './razorpay';
import type { PlaceOrderResponse } from './types';

export type { PlaceOrderResponse } from './types';

interface CheckoutContext {
  user: SessionUser | null;
  navigate: NavigateFunction;
}

const THEME_COLOR = theme.colors?.herbal?.[7] ?? '#2f7a4b';

/** Razorpay's checkout.js, or the sandbox's stand-in: both define `window.Razorpay`. */
async function loadCheckout(): Promise<{ Razorpay: RazorpayConstructor; keyId: string }> {
  const config = await getPaymentConfig();
  await loadScript(config.checkout_url);
  if (!window.Razorpay) throw new Error('The checkout script did not define Razorpay.');
  return { Razorpay: window.Razorpay, keyId: config.key_id };
}

/**
 * How a checkout ended: paid (and gone to /success), declined by the bank, closed by the
 * shopper, or not opened at all. The last three leave the order unpaid, to be paid again.
 */
export type CheckoutOutcome = 'paid' | 'declined' | 'closed' | 'failed';

const unpaidMessage: Record<Exclude<CheckoutOutcome, 'paid'>, string> = {
  declined: messages.payment.declined,
  closed: messages.payment.notCompleted,
  failed: messages.payment.initiationFailed,
};

/** What the shopper is told when a checkout ends unpaid. */
export const unpaidText = (outcome: Exclude<CheckoutOutcome, 'paid'>) => unpaidMessage[outcome];

/** The order stays on record as unpaid (its stock is given back); the shopper may try again. */
async function paymentNotMade(
  orderId: number,
  report: PaymentFailureReport,
  outcome: Exclude<CheckoutOutcome, 'paid'>,
): Promise<CheckoutOutcome> {
  try {
    await reportPaymentFailure(orderId, report);
  } catch {
    // The server's reconciler settles an order nobody reported; the shopper still hears why.
  }
  flashError(unpaidText(outcome));
  return outcome;
}

/**
 * Takes a placed order through payment: opens the card payment window, and on success
 * verifies the payment and goes to /success with the order id. A declined payment says "Payment
 * declined. You can try again.", a closed window "Payment not completed."; either is recorded
 * on the order, which can then be paid again. A failed verification shows the payment-failed alert.
 * Resolves with the outcome once it is handled and never rejects.
 */
export async function openCheckout(
  order: PlaceOrderResponse,
  ctx: CheckoutContext,
): Promise<CheckoutOutcome> {
  let checkout: Awaited<ReturnType<typeof loadCheckout>>;
  try {
    checkout = await loadCheckout();
  } catch {
    return paymentNotMade(order.order_id, {}, 'failed');
  }

  const { user, navigate } = ctx;
  return new Promise<CheckoutOutcome>((resolve) => {
    // Razorpay keeps its window open after a failure so the shopper can retry: report each
    // failure once, and do not report the closing of a window whose failure is already known.
    let failureReported = false;
    let paid = false;

    const onPaid = async (response: RazorpaySuccess): Promise<CheckoutOutcome> => {
      paid = true;
      try {
        await verifyPayment({
          order_id: order.order_id,
          razorpay_payment_id: response.razorpay_payment_id,
          razorpay_signature: response.razorpay_signature,
        });
      } catch {
        window.alert(messages.payment.verificationFailed);
        return 'failed';
      }
      const state: SuccessState = { orderId: order.order_id };
      navigate(paths.success, { state });
      return 'paid';
    };

    const onFailed = (response: RazorpayFailure) => {
      failureReported = true;
      return paymentNotMade(
        order.order_id,
        {
          razorpay_payment_id: response.error?.metadata?.payment_id,
          reason: response.error?.description,
        },
        'declined',
      );
    };

    const onDismissed = async (): Promise<CheckoutOutcome> => {
      if (paid) return 'paid';
      if (failureReported) return 'declined';
      return paymentNotMade(order.order_id, {}, 'closed');
    };

    const fullName = user ? `${user.first_name} ${user.last_name}`.trim() : '';
    const rzp = new checkout.Razorpay({
      key: order.key_id || checkout.keyId,
      amount: order.amount,
      currency: order.currency,
      name: brand.name,
      description: `Order #${order.order_id}`,
      order_id: order.razorpay_order_id,
      prefill: {
        name: fullName,
        email: user?.email ?? '',
        contact: user?.phone_number ?? '',
      },
      notes: { order_id: String(order.order_id) },
      theme: { color: THEME_COLOR },
      handler: (response) => void onPaid(response).then(resolve),
      modal: { ondismiss: () => void onDismissed().then(resolve) },
    });
    rzp.on('payment.failed', (response) => void onFailed(response).then(resolve));
    try {
      rzp.open();
    } catch {
      void paymentNotMade(order.order_id, {}, 'failed').then(resolve);
    }
  });
}
