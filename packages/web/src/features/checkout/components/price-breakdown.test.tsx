import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { AppliedCoupon, DiscountableLine } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import type { DeliveryState } from '@shop/shared';
import { summaryPrice } from '../utils/summary-price';
import { PriceBreakdown } from './price-breakdown';

const lines: DiscountableLine[] = [
  // ₹249.50 at 5 %, 300 g × 2 and ₹120 at 18 %, 150 g: 750 g in all
  { ratePaise: 24950, gstPercent: 5, weightGrams: 300, qty: 2, categoryId: 1 },
  { ratePaise: 12000, gstPercent: 18, weightGrams: 150, qty: 1, categoryId: 2 },
];
const kerala: DeliveryState = {
  gst_state_code: '32',
  id: 1,
  name: 'Kerala',
  delivery_rate: 50,
  additional_rate: 20,
  is_active: true,
};

const paise = (testId: string) =>
  Math.round(Number(screen.getByTestId(testId).textContent!.replace(/[₹,]/g, '')) * 100);

/** The breakdown of `lines` to Kerala with the gateway `charge` and a coupon on all categories. */
function renderWithCoupon(
  charge: string,
  coupon: Omit<AppliedCoupon, 'max_discount' | 'category_ids'>,
) {
  const applied: AppliedCoupon = { ...coupon, max_discount: null, category_ids: [] };
  renderWithProviders(
    <PriceBreakdown
      price={summaryPrice(lines, kerala, charge, applied)}
      couponCode={coupon.code}
      deliveryKnown
    />,
  );
}

describe('PriceBreakdown', () => {
  it('adds items, delivery and the gateway fee up to the total', () => {
    renderWithProviders(<PriceBreakdown price={summaryPrice(lines, kerala, '2%')} deliveryKnown />);
    // Worked by hand: items 665.56, delivery 50 + 20 (250 g over 500 g), fee 2 % of 735.56
    // = 14.71 plus 18 % tax 2.65.
    expect(screen.getByTestId('summary-items').textContent).toBe('₹665.56');
    expect(screen.getByTestId('summary-delivery').textContent).toBe('₹70.00');
    expect(screen.getByTestId('summary-fee').textContent).toBe('₹17.36');
    expect(screen.getByText('Payment gateway fee (incl. 18% tax)')).toBeTruthy();
    expect(paise('summary-total')).toBe(
      paise('summary-items') + paise('summary-delivery') + paise('summary-fee'),
    );
    expect(screen.getByTestId('summary-total').textContent).toBe('₹752.92');
  });

  it('hides the fee row when no gateway charge applies', () => {
    renderWithProviders(<PriceBreakdown price={summaryPrice(lines, kerala, '0')} deliveryKnown />);
    expect(screen.queryByTestId('summary-fee')).toBeNull();
    expect(screen.queryByText(/Payment gateway fee/)).toBeNull();
    expect(paise('summary-total')).toBe(paise('summary-items') + paise('summary-delivery'));
  });

  it('shows a coupon saving beside the items and takes it off the total', () => {
    renderWithCoupon('2%', {
      code: 'WELCOME10',
      description: 'Ten per cent off',
      kind: 'percent',
      value: 10,
    });
    // The worked example of docs/decisions/028: 10 % of 665.56 = 66.56; fee 2 % of 669.00 = 13.38
    // plus 2.41 tax; total 599.00 + 70.00 + 15.79.
    expect(screen.getByTestId('summary-items').textContent).toBe('₹665.56');
    expect(screen.getByText('Discount (WELCOME10)')).toBeTruthy();
    expect(screen.getByTestId('summary-discount').textContent).toBe('−₹66.56');
    expect(screen.getByTestId('summary-fee').textContent).toBe('₹15.79');
    expect(screen.getByTestId('summary-total').textContent).toBe('₹684.79');
  });

  it('shows free delivery', () => {
    renderWithCoupon('0', { code: 'FREESHIP', description: '', kind: 'free_delivery', value: 0 });
    expect(screen.getByTestId('summary-delivery').textContent).toBe('Free delivery');
    expect(screen.getByTestId('summary-total').textContent).toBe('₹665.56');
  });
});
