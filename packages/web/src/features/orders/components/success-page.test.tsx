import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { theme } from '../../../config/theme';
import { renderWithProviders } from '../../../testing/render';
import { SuccessPage } from './success-page';

function renderWithState(state: unknown) {
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[{ pathname: '/success', state }]}>
          <SuccessPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('SuccessPage', () => {
  it('thanks the shopper for the order passed in the navigation state', () => {
    renderWithState({ orderId: 42 });
    expect(screen.getByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    expect(screen.getByTestId('success-order-id').textContent).toBe('#42');
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(
      '/orders/42',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Order Placed | Herbal Shop');
  });

  it('still makes sense after a reload, when there is no state', () => {
    renderWithProviders(<SuccessPage />, { route: '/success' });
    expect(screen.getByRole('heading', { name: 'Your order is placed' })).toBeTruthy();
    expect(screen.queryByTestId('success-order-id')).toBeNull();
    expect(screen.queryByText(/#undefined|#NaN|#null/)).toBeNull();
    expect(screen.getByRole('link', { name: 'View my orders' }).getAttribute('href')).toBe(
      '/orders',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });

  it('ignores a state without a usable order id', () => {
    renderWithState({ orderId: 'abc' });
    expect(screen.getByRole('heading', { name: 'Your order is placed' })).toBeTruthy();
  });
});
