/**
 * An order's figures and its coupon saving, one set of labels for the shopper's order pages
 * and the staff drawer; kept apart from `messages` so they load with those screens only.
 */
export const orderViewMessages = {
  heading: 'Payment summary',
  items: 'Items (excl. GST)',
  gst: 'GST',
  delivery: 'Delivery',
  gatewayFee: 'Payment gateway fee',
  total: 'Total',
  /** Beside an order's total: what its coupon saved (the total is already after it). */
  savedWithCoupon: (amount: string, code: string) => `You saved ${amount} with coupon ${code}`,
} as const;
