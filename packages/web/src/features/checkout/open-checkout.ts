import type { NavigateFunction } from 'react-router';
import { brand, messages } from '@shop/shared';
import { theme } from '../../app/theme';
import { flashError } from '../../components/ui/flash';
import { paths } from '../../config/paths';
import type { SessionUser } from '../../lib/session';
import { getPaymentConfig } from './api/get-payment-config';
import { reportPaymentFailure, type PaymentFailureReport } from './api/report-payment-failure';
import { verifyPayment } from './api/verify-payment';
import type { SuccessState } from '../../lib/success-state';
import { loadScript } from './utils/load-script';
import type { RazorpayConstructor, RazorpayFailure, RazorpaySuccess } from './utils/razorpay';
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

/** The order stays on record as unpaid (its stock is given back); the shopper may try again. */
async function paymentNotMade(orderId: number, report: PaymentFailureReport): Promise<void> {
  try {
    await reportPaymentFailure(orderId, report);
  } catch {
    // The server's reconciler settles an order nobody reported; the shopper still hears why.
  }
  flashError(messages.payment.initiationFailed);
}

/**
 * Takes a placed order through payment (spec §4): opens the card payment window, and on success
 * verifies the payment and goes to /success with the order id. A declined, failed or closed
 * payment is recorded on the order and shows "Payment initiation failed. Please try again.";
 * a failed verification shows the alert of spec §4. Resolves once the outcome is handled and
 * never rejects, so a caller can simply unlock its button afterwards.
 */
export async function openCheckout(order: PlaceOrderResponse, ctx: CheckoutContext): Promise<void> {
  let checkout: Awaited<ReturnType<typeof loadCheckout>>;
  try {
    checkout = await loadCheckout();
  } catch {
    await paymentNotMade(order.order_id, {});
    return;
  }

  const { user, navigate } = ctx;
  await new Promise<void>((resolve) => {
    // Razorpay keeps its window open after a failure so the shopper can retry: report each
    // failure once, and do not report the closing of a window whose failure is already known.
    let failureReported = false;
    let paid = false;

    const onPaid = async (response: RazorpaySuccess) => {
      paid = true;
      try {
        await verifyPayment({
          order_id: order.order_id,
          razorpay_payment_id: response.razorpay_payment_id,
          razorpay_signature: response.razorpay_signature,
        });
      } catch {
        window.alert(messages.payment.verificationFailed);
        return;
      }
      const state: SuccessState = { orderId: order.order_id };
      navigate(paths.success, { state });
    };

    const onFailed = async (response: RazorpayFailure) => {
      failureReported = true;
      await paymentNotMade(order.order_id, {
        razorpay_payment_id: response.error?.metadata?.payment_id,
        reason: response.error?.description,
      });
    };

    const onDismissed = async () => {
      if (paid || failureReported) return;
      await paymentNotMade(order.order_id, {});
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
      handler: (response) => void onPaid(response).finally(resolve),
      modal: { ondismiss: () => void onDismissed().finally(resolve) },
    });
    rzp.on('payment.failed', (response) => void onFailed(response).finally(resolve));
    try {
      rzp.open();
    } catch {
      void paymentNotMade(order.order_id, {}).finally(resolve);
    }
  });
}
