import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { adminOrderFixture } from '../../../testing/fixtures';
import { jsonResponse, stubApi } from '../../../testing/fetch-stub';
import { AdminOrders } from './admin-orders';

const status = (id: number, name: string, changedBy: { first_name: string } | null) => ({
  id,
  status: name,
  note: null,
  tracking_number: null,
  created_at: '2026-03-14T10:00:00.000Z',
  changed_by: changedBy && { id: 1, last_name: 'Shah', ...changedBy },
});

describe('an order opened from a link outside the loaded range', () => {
  it('is read as staff see it: each status names who set it', async () => {
    const order = adminOrderFixture({
      id: 99,
      total: 611.27,
      order_statuses: [
        status(4, 'Shipped', null),
        status(3, 'Packed', { first_name: 'Anil' }),
        status(2, 'Payment Verified', null),
        status(1, 'Placed', null),
      ],
    });
    const fetchMock = stubApi({
      '/api/orders/date-range': () => jsonResponse(200, { orders: [] }),
      '/api/orders/99/staff': () => jsonResponse(200, { order }),
    });
    renderWithProviders(<AdminOrders />, {
      route: '/admin/orders?order=99&from=2026-03-01&to=2026-03-01',
    });
    // A loaded machine may take a while to render the drawer.
    expect(await screen.findByText(/· Anil Shah/, {}, { timeout: 10_000 })).toBeTruthy();
    // Only a setter the answer names is shown: an unknown one is not read as the payment's.
    expect(screen.getAllByText(/ · /)).toHaveLength(1);
    expect(screen.queryByText(/· payment/)).toBeNull();
    expect(screen.getAllByText('Shipped').length).toBeGreaterThan(0);
    expect(screen.getAllByText('₹611.27').length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/orders/99/staff'))).toBe(
      true,
    );
  });
});

describe('the order detail of a discounted order', () => {
  it('shows the coupon and what it saved beside the total', async () => {
    const order = adminOrderFixture({
      id: 98,
      total: 267.77,
      coupon_code: 'WELCOME10',
      discount: 22.4,
      order_statuses: [status(2, 'Payment Verified', null), status(1, 'Placed', null)],
    });
    stubApi({
      '/api/orders/date-range': () => jsonResponse(200, { orders: [] }),
      '/api/orders/98/staff': () => jsonResponse(200, { order }),
    });
    renderWithProviders(<AdminOrders />, {
      route: '/admin/orders?order=98&from=2026-03-01&to=2026-03-01',
    });
    expect(
      await screen.findByText('You saved ₹22.40 with coupon WELCOME10', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
