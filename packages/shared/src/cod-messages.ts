import { formatRupees } from './pricing/money';

/** A rupee figure as the shopper reads a cap: '₹5,000', with paise only when there are any. */
const capRupees = (rupees: number) => formatRupees(rupees).replace(/\.00$/, '');

// Texts of cash on delivery that the shopper sees (summary, success and order pages, refusals).
export const codMessages = {
  // The two ways to pay on the order summary.
  payOnline: 'Pay online (UPI, cards, net banking)',
  cashOnDelivery: 'Cash on delivery',
  cashOnDeliveryWithFee: (fee: string) => `Cash on delivery (+ ${fee} fee)`,
  paymentMethodHeading: 'How would you like to pay?',
  placeOrder: 'Place order',
  codFee: 'Cash on delivery fee',
  // Why cash on delivery is refused (409) and shown beside the disabled choice.
  unavailableNow: 'Cash on delivery is not available right now.',
  overCap: (capRupeesFigure: number) =>
    `Cash on delivery is available for orders up to ${capRupees(capRupeesFigure)}.`,
  pinRefused: 'Cash on delivery is not available at this PIN code.',
  accountRefused: 'Cash on delivery is not available for this account. Please pay online.',
  // Confirmation before dispatch.
  awaitingHeading: 'Please confirm your order',
  awaitingNote:
    'We have e-mailed you a link to confirm this cash on delivery order. We pack it once it is confirmed; an order not confirmed in time is cancelled.',
  confirmIntro:
    'Confirm this cash on delivery order with one click: we pack it once it is confirmed.',
  confirmOrder: 'Confirm order',
  confirmed: 'Thank you, your order is confirmed.',
  confirming: 'Confirming your order…',
  linkInvalid: 'This confirmation link is no longer valid.',
  notAwaiting: 'This order is not waiting for confirmation.',
  notCod: 'This order is not a cash on delivery order.',
  amountAtDoor: 'To pay at the door',
  payAtDoor: (amount: string) => `Pay ${amount} in cash at the door.`,
  // Notes on the order's history.
  confirmedByShopper: 'Confirmed by the shopper.',
  confirmedByLink: 'Confirmed from the e-mailed link.',
  confirmedByStaff: 'Confirmed by the shop after a phone call.',
  expiredNote: 'Not confirmed in time: cancelled and its items put back on sale.',
  expiredReason: 'It was not confirmed in time.',
  returnedCreditNote: 'Returned to the shop undelivered.',
} as const;

/** Hours as a shopper reads them: '24 hours', '1 hour', '30 minutes'. */
export function confirmWindowText(hours: number): string {
  if (hours >= 1) {
    const whole = Math.round(hours * 10) / 10;
    return `${whole} ${whole === 1 ? 'hour' : 'hours'}`;
  }
  const minutes = Math.max(1, Math.round(hours * 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
