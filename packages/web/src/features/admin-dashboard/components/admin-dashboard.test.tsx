import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Dashboard, DashboardFigures } from '@shop/shared';
import { clearUser } from '../../../lib/session';
import { signInStaff } from '../../../testing/sign-in';
import { jsonResponse, stubApi } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render';
import { AdminDashboard } from './admin-dashboard';

const figures = (revenue: number, orders: number): DashboardFigures => ({
  revenue,
  orders,
  average_order_value: orders === 0 ? 0 : Math.round((revenue / orders) * 100) / 100,
  new_shoppers: 3,
  refunds: 0,
  gst: { cgst: 1000, sgst: 1000, igst: 500.5 },
});

const owners: Dashboard = {
  range: { from: '2026-04-01', to: '2026-04-07' },
  current: figures(123456.5, 40),
  previous: figures(100000, 40),
  // No by_day: the chart is a lazy chunk, drawn in the browser tests.
  top_products: [{ id: 7, name: 'Tulsi Drops', qty: 12, revenue: 30864.13 }],
  todo: {
    to_ship: 4,
    payments_pending: 2,
    refunds_pending: 1,
    refunds_failed: 0,
    cod_to_confirm: 3,
    out_of_stock: 1,
    low_stock: 2,
  },
  low_stock: [
    { id: 9, name: 'Amla Juice', available: 0, low_stock_at: 5 },
    { id: 8, name: 'Brahmi Oil', available: 4, low_stock_at: 5 },
  ],
};

function showDashboard(permissions: string[], dashboard: Dashboard) {
  signInStaff(permissions);
  const fetchMock = stubApi({ '/api/dashboard': () => jsonResponse(200, { dashboard }) });
  renderWithProviders(<AdminDashboard />);
  return fetchMock;
}

const todoLinks = () =>
  within(screen.getByRole('region', { name: 'To do' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('AdminDashboard', () => {
  afterEach(() => clearUser());

  it('shows the owner the figures in rupees with Indian grouping and the change', async () => {
    const fetchMock = showDashboard(['super_user'], owners);
    await screen.findByText('₹1,23,456.50');
    const revenue = screen.getByRole('region', { name: 'Revenue' });
    expect(revenue.textContent).toContain('▲ 23.5% on the period before');
    expect(screen.getByRole('region', { name: 'Paid orders' }).textContent).toContain(
      'Same as the period before',
    );
    expect(screen.getByRole('region', { name: 'GST collected' }).textContent).toContain(
      '₹2,500.50',
    );
    const top = screen.getByRole('region', { name: 'Top products by revenue' });
    const row = within(top).getByRole('row', { name: /Tulsi Drops/ });
    // ₹30,864.13 of ₹1,23,456.50 is 25.0 %.
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Tulsi Drops', '12', '₹30,864.13', '25.0%']);
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('/api/dashboard?range=7d');
  });

  it('links each piece of work waiting to the screen that acts on it', async () => {
    showDashboard(['super_user'], owners);
    await screen.findByRole('region', { name: 'To do' });
    expect(todoLinks()).toEqual([
      ['Orders to pack or ship', '/orders?list=to-ship'],
      ['Payments pending over 20 minutes', '/orders?status=Placed'],
      ['Refunds pending', '/orders'],
      ['Cash on delivery orders to confirm', '/orders?list=cod-confirm'],
      ['Products out of stock', '/product'],
      ['Products at or under their low-stock level', '/product'],
    ]);
    const low = screen.getByRole('region', { name: 'Products low on stock' });
    expect(within(low).getByText('Amla Juice')).toBeTruthy();
    expect(within(low).getByText('4 available')).toBeTruthy();
  });

  it('shows a product manager the stock work alone, with no sales or period', async () => {
    showDashboard(['product_manager'], {
      range: owners.range,
      todo: { out_of_stock: 1, low_stock: 2 },
      low_stock: owners.low_stock,
    });
    await screen.findByRole('region', { name: 'To do' });
    expect(todoLinks()).toEqual([
      ['Products out of stock', '/product'],
      ['Products at or under their low-stock level', '/product'],
    ]);
    expect(screen.queryByRole('region', { name: 'Revenue' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Period' })).toBeNull();
  });
});
