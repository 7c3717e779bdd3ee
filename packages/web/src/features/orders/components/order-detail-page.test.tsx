import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { codMessages, messages, shipmentMessages } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import { productFixture } from '../../../testing/fixtures';
import type { Order } from '@shop/shared';
import { OrderDetailPage } from './order-detail-page';

function orderFixture(status: string, overrides: Partial<Order> = {}): Order {
  return {
    id: 12,
    payment_method: 'online',
    cod_amount: null,
    name: 'Asha Verma',
    line_1: '12 Lotus Apartments',
    line_2: 'Near City Park',
    city: 'Jaipur',
    district: 'Jaipur',
    state: 'Rajasthan',
    country: 'India',
    pin_code: '302001',
    phone_number: '9876543210',
    amount: 499,
    gst: 59.88,
    delivery_charge: 60,
    payment_gateway_charge: 14.61,
    total: 633.49,
    razorpay_order_id: 'order_test123',
    payment_id: 'pay_test123',
    invoice_number: null,
    invoice_issued_at: null,
    refunds: [],
    refunded_amount: 0,
    shipments: [],
    created_at: '2026-03-01T10:00:00Z',
    order_products: [
      { id: 1, product_id: 7, qty: 2, amount: 499, gst: 59.88, Product: productFixture() },
    ],
    order_statuses: [
      { id: 2, status, note: null, tracking_number: null, created_at: '2026-03-01T10:05:00Z' },
      {
        id: 1,
        status: 'Placed',
        note: null,
        tracking_number: null,
        created_at: '2026-03-01T10:00:00Z',
      },
    ],
    ...overrides,
  };
}

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/orders/:id" element={<OrderDetailPage />} />
    </Routes>,
    { route },
  );

describe('OrderDetailPage', () => {
  beforeEach(() => localStorage.setItem('user', JSON.stringify({ email: 'asha@herbal.test' })));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the address snapshot, the items and every amount to 2 decimals', async () => {
    answer(200, { order: orderFixture('Payment Verified') });
    renderAt('/orders/12');
    expect(await screen.findByRole('heading', { name: 'Order #12' })).toBeTruthy();
    expect(screen.getByText('12 Lotus Apartments')).toBeTruthy();
    expect(screen.getByText('Ashwagandha Capsules')).toBeTruthy();
    expect(screen.getByText('₹499.00')).toBeTruthy();
    expect(screen.getByText('₹60.00')).toBeTruthy();
    expect(screen.getByText('₹14.61')).toBeTruthy();
    expect(screen.getByText('₹633.49')).toBeTruthy();
    expect(screen.getByTestId('order-status-heading').textContent).toBe(
      messages.orderStatus.confirmedHeading,
    );
    // Paid: no payment id in the header.
    expect(screen.queryByTestId('payment-id')).toBeNull();
  });

  it('tells what the coupon saved beside a total that is already after it', async () => {
    answer(200, {
      order: orderFixture('Payment Verified', { coupon_code: 'WELCOME10', discount: 55.9 }),
    });
    renderAt('/orders/12');
    expect((await screen.findByTestId('order-saving')).textContent).toBe(
      'You saved ₹55.90 with coupon WELCOME10',
    );
    expect(screen.getByText('₹633.49')).toBeTruthy();
  });

  it('shows no saving for an order without a coupon', async () => {
    answer(200, { order: orderFixture('Payment Verified') });
    renderAt('/orders/12');
    await screen.findByRole('heading', { name: 'Order #12' });
    expect(screen.queryByTestId('order-saving')).toBeNull();
  });

  it('shows the payment id for a red status', async () => {
    answer(200, { order: orderFixture('Payment Failed') });
    renderAt('/orders/12');
    expect((await screen.findByTestId('payment-id')).textContent).toContain('pay_test123');
  });

  it('asks the owner to confirm a cash on delivery order, with the amount to pay at the door', async () => {
    const order = orderFixture('Awaiting Confirmation', {
      payment_method: 'cod',
      cod_amount: 633.49,
      razorpay_order_id: null,
      payment_id: null,
    });
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/confirm-cod')
        ? new Response(JSON.stringify({ order: { ...order } }), { status: 200 })
        : new Response(JSON.stringify({ order }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/orders/12');
    const amount = await screen.findByTestId('cod-amount');
    expect(amount.textContent).toContain(codMessages.cashOnDelivery);
    expect(amount.textContent).toContain(`${codMessages.amountAtDoor} ₹633.49`);
    expect(screen.getByText(codMessages.awaitingNote)).toBeTruthy();
    // No online payment is offered for it.
    expect(screen.queryByTestId('payment-id')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: codMessages.confirmOrder }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/orders/12/confirm-cod',
      ),
    );
  });

  it("shows a confirmed cash on delivery order under the paid order's heading, without its Confirm button", async () => {
    answer(200, {
      order: orderFixture('COD Confirmed', { payment_method: 'cod', cod_amount: 633.49 }),
    });
    renderAt('/orders/12');
    expect((await screen.findAllByTestId('order-status-heading'))[0]!.textContent).toBe(
      messages.orderStatus.confirmedHeading,
    );
    expect(screen.queryByRole('button', { name: codMessages.confirmOrder })).toBeNull();
  });

  it('shows a shipped order as a timeline in India time, with the carrier and its tracking link', async () => {
    const url = 'https://www.delhivery.com/track/package/1234567890';
    answer(200, {
      order: orderFixture('Shipped', {
        order_statuses: [
          {
            id: 3,
            status: 'Shipped',
            note: null,
            tracking_number: '1234567890',
            created_at: '2026-03-02T04:30:00Z',
          },
          {
            id: 2,
            status: 'Payment Verified',
            note: null,
            tracking_number: null,
            created_at: '2026-03-01T10:05:00Z',
          },
          {
            id: 1,
            status: 'Placed',
            note: null,
            tracking_number: null,
            created_at: '2026-03-01T10:00:00Z',
          },
        ],
        shipments: [
          {
            id: 5,
            order_id: 12,
            carrier: 'Delhivery',
            tracking_number: '1234567890',
            tracking_url: url,
            status: 'shipped',
            shipped_at: '2026-03-02T04:30:00Z',
            delivered_at: null,
            events: [{ status: 'shipped', at: '2026-03-02T04:30:00Z' }],
          },
        ],
      }),
    });
    renderAt('/orders/12');
    const timeline = await screen.findByRole('region', { name: 'Order timeline' });
    const text = timeline.textContent ?? '';
    const steps = shipmentMessages.timeline;
    expect(text.indexOf(steps.placed)).toBeLessThan(text.indexOf(steps.paid));
    expect(text.indexOf(steps.paid)).toBeLessThan(text.indexOf(steps.shipped));
    expect(text).toContain(steps.outForDelivery);
    expect(text).toContain(steps.delivered);
    // 04:30 UTC is 10:00 am in India.
    expect(text).toMatch(/2 Mar 2026, 10:00\sam/);
    const link = screen.getByRole('link', { name: shipmentMessages.trackParcel });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('tracking-number').textContent).toBe('1234567890');
  });

  it("answers someone else's order with a not-found page", async () => {
    answer(404, { error: messages.errors.orderNotFound });
    renderAt('/orders/99');
    expect(await screen.findByText(messages.errors.orderNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View my orders' }).getAttribute('href')).toBe(
      '/orders',
    );
  });
});
