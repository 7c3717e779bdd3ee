import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { codStaffMessages } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import { adminOrderFixture } from '../../../testing/fixtures';
import { jsonResponse, stubApi } from '../../../testing/fetch-stub';
import { AddressSlips } from './address-slips';
import { CodReport } from './cod-views';

const row = (order_id: number, amount: number, remitted_at: string | null = null) => ({
  order_id,
  name: `Shopper ${order_id}`,
  delivered_at: '2026-03-14T10:00:00.000Z',
  amount,
  remitted_at,
});

describe('COD report', () => {
  it('totals the cash to bring and marks the chosen orders remitted together', async () => {
    const fetchMock = stubApi({
      '/api/orders/cod-report': () =>
        jsonResponse(200, {
          orders: [row(7, 197.4), row(8, 250), row(9, 100, '2026-03-15T10:00:00.000Z')],
        }),
      '/api/orders/cod-remitted': () =>
        jsonResponse(200, {
          orders: [row(7, 197.4, '2026-03-16T10:00:00.000Z')],
        }),
    });
    renderWithProviders(<CodReport from="2026-03-14" to="2026-03-14" enabled />);
    await waitFor(() =>
      expect(screen.getByTestId('cod-report-total').textContent).toBe(
        `${codStaffMessages.totalToCollect} ₹547.40`,
      ),
    );
    // An order already remitted cannot be chosen again.
    expect(screen.queryByRole('checkbox', { name: 'Choose order 9' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose order 7' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose order 8' }));
    fireEvent.click(screen.getByRole('button', { name: codStaffMessages.markRemitted }));
    await waitFor(() => {
      const post = fetchMock.mock.calls.find(([url]) => String(url).includes('/cod-remitted'));
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({ order_ids: [7, 8] });
    });
  });
});

describe('address slips of cash on delivery orders', () => {
  it('carry the amount the courier collects; a paid order has none', () => {
    stubApi();
    const cod = adminOrderFixture({
      id: 21,
      payment_method: 'cod',
      cod_amount: 611.27,
      order_statuses: [
        {
          id: 2,
          status: 'COD Confirmed',
          note: null,
          tracking_number: null,
          created_at: '',
          changed_by: null,
        },
      ],
    });
    const paid = adminOrderFixture({ id: 22 });
    renderWithProviders(
      <AddressSlips orders={[cod, paid]} from="2026-03-14" to="2026-03-14" onBack={() => {}} />,
    );
    const slips = screen.getAllByRole('article');
    expect(slips).toHaveLength(2);
    expect(screen.getAllByTestId('slip-cod').map((el) => el.textContent)).toEqual([
      codStaffMessages.collectOnSlip('₹611.27'),
    ]);
  });
});
