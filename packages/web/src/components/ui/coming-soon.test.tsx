import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { messages } from '@shop/shared';
import { renderWithProviders } from '../../testing/render';
import { ComingSoon } from './coming-soon';

describe('ComingSoon', () => {
  it('shows the screen title and the coming-soon text', () => {
    renderWithProviders(<ComingSoon title="Cart" />);
    expect(screen.getByRole('heading', { name: 'Cart' })).toBeTruthy();
    expect(screen.getByText(messages.errors.screenNotReady)).toBeTruthy();
  });

  it('names the browser tab after the screen', () => {
    renderWithProviders(<ComingSoon title="Cart" />);
    expect(document.title).toBe('Cart | Herbal Shop');
  });
});
