import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import { productFixture } from '../../../testing/fixtures';
import type { OrderListItem } from '@shop/shared';
import { OrdersPage } from './orders-page';

function item(
  orderId: number,
  status: string,
  createdAt: string,
  overrides: Partial<OrderListItem> = {},
): OrderListItem {
  return {
    id: orderId * 10,
    product_id: 7,
    qty: 2,
    amount: 499,
    gst: 59.88,
    Product: productFixture(),
    order: {
      id: orderId,
      created_at: createdAt,
      total: 1234.5,
      payment_method: 'online',
      cod_amount: null,
      order_statuses: [{ id: 1, status, note: null, tracking_number: null, created_at: createdAt }],
    },
    ...overrides,
  };
}

function answerOrders(orders: OrderListItem[], status = 200) {
  const body = status === 200 ? { orders } : { error: 'Please log in to continue.' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

const shopper = { first_name: 'Asha', last_name: 'Verma', email: 'asha@herbal.test' };

describe('OrdersPage', () => {
  beforeEach(() => localStorage.setItem('user', JSON.stringify(shopper)));
  afterEach(() => vi.unstubAllGlobals());

  it('shows Placed as "Order Pending" in red with the 20-minute note, Payment Verified as "Order Confirm" in green', async () => {
    answerOrders([
      item(41, 'Payment Verified', '2026-03-01T10:00:00Z'),
      item(42, 'Placed', '2026-03-02T10:00:00Z'),
    ]);
    renderWithProviders(<OrdersPage />, { route: '/orders' });

    const pending = await screen.findByRole('listitem', { name: 'Order #42' });
    const pendingHeading = within(pending).getByText(messages.orderStatus.pendingHeading);
    expect(pendingHeading.getAttribute('data-color')).toBe('red');
    expect(pendingHeading.getAttribute('style')).toContain('--mantine-color-red');
    expect(within(pending).getByText(messages.orderStatus.pendingNote)).toBeTruthy();

    const confirmed = screen.getByRole('listitem', { name: 'Order #41' });
    const confirmedHeading = within(confirmed).getByText(messages.orderStatus.confirmedHeading);
    expect(confirmedHeading.getAttribute('data-color')).toBe('green');
    expect(confirmedHeading.getAttribute('style')).toContain('--mantine-color-green');
    expect(within(confirmed).queryByText(messages.orderStatus.pendingNote)).toBeNull();
  });

  it('lists the newest order first with product, image, quantity and price', async () => {
    answerOrders([
      item(5, 'Payment Verified', '2026-01-05T10:00:00Z'),
      item(9, 'Payment Failed', '2026-02-05T10:00:00Z', { qty: 3 }),
    ]);
    renderWithProviders(<OrdersPage />, { route: '/orders' });

    const orders = await screen.findByRole('list', { name: 'Orders' });
    const cards = within(orders).getAllByRole('listitem', { name: /^Order #/ });
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Order #9', 'Order #5']);
    const failed = cards[0]!;
    expect(within(failed).getByText('Payment Failed').getAttribute('data-color')).toBe('red');
    expect(within(failed).getByText('Qty 3')).toBeTruthy();
    expect(within(failed).getByText('₹558.88')).toBeTruthy();
    expect(within(failed).getByAltText('Ashwagandha Capsules')).toBeTruthy();
  });

  it('groups the products of one order in one card', async () => {
    answerOrders([
      item(7, 'Placed', '2026-01-05T10:00:00Z', { id: 1 }),
      item(7, 'Placed', '2026-01-05T10:00:00Z', {
        id: 2,
        Product: productFixture({ id: 8, name: 'Neem Oil' }),
      }),
    ]);
    renderWithProviders(<OrdersPage />, { route: '/orders' });
    const card = await screen.findByRole('listitem', { name: 'Order #7' });
    expect(within(card).getByText('Ashwagandha Capsules')).toBeTruthy();
    expect(within(card).getByText('Neem Oil')).toBeTruthy();
    expect(screen.getAllByText(messages.orderStatus.pendingHeading)).toHaveLength(1);
    // The order's total as the server answered it, once per order.
    expect(within(card).getByTestId('order-total').textContent).toBe('Total ₹1,234.50');
  });

  it('invites a shopper without orders to the shop', async () => {
    answerOrders([]);
    renderWithProviders(<OrdersPage />, { route: '/orders' });
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
  });

  it('signs the shopper out when the session is gone', async () => {
    answerOrders([], 401);
    renderWithProviders(<OrdersPage />, { route: '/orders' });
    await waitFor(() => expect(localStorage.getItem('user')).toBeNull());
  });
});
