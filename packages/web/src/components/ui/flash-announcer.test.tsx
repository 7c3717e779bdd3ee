import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { flashError, flashSuccess } from './flash';
import { FlashAnnouncer } from './flash-announcer';

describe('FlashAnnouncer', () => {
  it('reads each new flash into a polite live region that is always present', () => {
    renderWithProviders(<FlashAnnouncer />);
    const region = screen.getByTestId('flash-announcer');
    expect(region.getAttribute('aria-live')).toBe('polite');

    act(() => flashSuccess('Neem Soap successfully Added into cart'));
    expect(region.textContent).toBe('Neem Soap successfully Added into cart');
    act(() => flashError('Unable to remove item.'));
    expect(region.textContent).toBe('Unable to remove item.');
  });
});
