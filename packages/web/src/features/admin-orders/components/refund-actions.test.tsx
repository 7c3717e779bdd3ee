import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { adminOrderFixture } from '../../../testing/fixtures';
import { RefundActions } from './refund-actions';

const paid = { payment_id: 'pay_1' };
const refunded = (amount: number) => ({
  id: 1,
  order_id: 12,
  amount,
  reason: 'Returned',
  status: 'processed' as const,
  razorpay_refund_id: 'rfnd_1',
  created_at: '2026-03-14T10:00:00.000Z',
  processed_at: '2026-03-14T10:05:00.000Z',
});

/** The actions of the paid ₹611.27 order with `amount` refunded and what the server says is left. */
function renderRefunded(amount: number, refundable: number) {
  renderWithProviders(
    <RefundActions
      order={adminOrderFixture({
        ...paid,
        refunds: [refunded(amount)],
        refundable_amount: refundable,
      })}
    />,
  );
}

describe('RefundActions', () => {
  it('offers a refund of what is left of a paid order', () => {
    renderRefunded(600, 11.27);
    expect(screen.getByRole('button', { name: 'Refund' })).toBeTruthy();
  });

  it("offers none when less than Razorpay's ₹1.00 minimum is left", () => {
    // ₹611.27 paid, ₹610.28 refunded: the server says ₹0.99 is left.
    renderRefunded(610.28, 0.99);
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});
