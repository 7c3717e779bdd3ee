import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Coupon } from '@shop/shared';
import { jsonResponse, stubApi } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render';
import { CouponForm } from './coupon-form';

const categories = [
  { id: 3, name: 'Teas' },
  { id: 4, name: 'Oils' },
].map((c) => ({ ...c, description: c.name, gst: 5, hsn_code: null, is_active: true }));

/** A 10 % coupon for teas, running from 1 January to 31 March 2026 (India days). */
const WELCOME: Coupon = {
  id: 7,
  code: 'WELCOME10',
  description: 'Ten per cent off teas',
  kind: 'percent',
  value: 10,
  max_discount: 150,
  min_order: 0,
  starts_at: '2025-12-31T18:30:00.000Z',
  ends_at: '2026-03-31T18:29:59.999Z',
  usage_limit: null,
  per_customer_limit: 1,
  first_order_only: false,
  category_ids: [3],
  is_active: false,
  used: 4,
  discount_given: 120.5,
  revenue: 2400,
};

function renderForm(coupon?: Coupon) {
  stubApi({ '/api/categories': () => jsonResponse(200, { categories }) });
  const onSubmit = vi.fn();
  renderWithProviders(
    <CouponForm
      coupon={coupon}
      onSubmit={onSubmit}
      onCancel={() => {}}
      submitting={false}
      error={null}
    />,
  );
  return onSubmit;
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CouponForm', () => {
  it('opens an existing coupon with its figures, its India days and its categories ticked', async () => {
    renderForm(WELCOME);
    expect((screen.getByLabelText(/^Code/) as HTMLInputElement).value).toBe('WELCOME10');
    expect((screen.getByLabelText(/^Percent/) as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText(/^Maximum discount/) as HTMLInputElement).value).toBe('150');
    expect((screen.getByLabelText(/^Starts/) as HTMLInputElement).value).toBe('2026-01-01');
    expect((screen.getByLabelText(/^Ends/) as HTMLInputElement).value).toBe('2026-03-31');
    expect(((await screen.findByLabelText('Teas')) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Oils') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('sends the edited coupon whole: its untouched bounds as they were, its categories, its active state', async () => {
    const onSubmit = renderForm(WELCOME);
    type(/^Percent/, '15');
    fireEvent.click(await screen.findByLabelText('Oils'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'WELCOME10',
        kind: 'percent',
        value: 15,
        max_discount: 150,
        starts_at: WELCOME.starts_at,
        ends_at: WELCOME.ends_at,
        category_ids: [3, 4],
        is_active: false,
      }),
    );
  });

  it('sends a changed day as the day, and no categories for free delivery', async () => {
    const onSubmit = renderForm(WELCOME);
    type(/^Ends/, '2026-04-30');
    fireEvent.change(screen.getByLabelText(/^Kind/), { target: { value: 'free_delivery' } });
    expect(screen.queryByLabelText('Teas')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'free_delivery', ends_at: '2026-04-30', category_ids: [] }),
    );
  });

  it('adds a new coupon for every category when none is ticked', async () => {
    const onSubmit = renderForm();
    type(/^Code/, 'FESTIVE');
    type(/^Rupees off|^Percent/, '20');
    await screen.findByLabelText('Teas');
    fireEvent.click(screen.getByRole('button', { name: 'Add Coupon' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'FESTIVE', value: 20, category_ids: [], is_active: true }),
    );
  });
});
