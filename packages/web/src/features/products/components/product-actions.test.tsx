import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { messages } from '@shop/shared';
import { shopFixture } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { ProductActions } from './product-actions';

const shop = shopFixture;

function renderActions(stock: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ shop }), { status: 200 })),
  );
  renderWithProviders(<ProductActions product={{ id: 7, name: 'Tulsi Drops', stock }} />);
}

const plus = () => screen.getByRole('button', { name: 'Increase quantity of Tulsi Drops' });
const press = (times: number) => {
  for (let i = 0; i < times; i++) fireEvent.click(plus());
};

describe('ProductActions on the product page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stops the quantity at the per-order limit and says why', async () => {
    renderActions(50);
    press(12);
    // Once the shop's limit has arrived, the quantity stops at it.
    await waitFor(() => expect(screen.getByTestId('qty').textContent).toBe('10'), {
      timeout: 5000,
    });
    expect((plus() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('qty-limit').textContent).toBe(messages.cart.lineLimit(10));
  });

  it('stops at the stock when that is lower', async () => {
    renderActions(3);
    press(5);
    expect(screen.getByTestId('qty').textContent).toBe('3');
    expect(screen.getByTestId('qty-limit').textContent).toBe(messages.cart.onlyAvailable(3));
  });

  it('offers no quantity for a product out of stock', () => {
    renderActions(0);
    expect(screen.queryByTestId('qty')).toBeNull();
  });
});
