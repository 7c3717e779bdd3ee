import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enterPage, FLASH_AUTO_CLOSE_MS, flashError, flashSuccess } from './flash';

/** The toasts Mantine holds on screen or waiting, by text. */
const toasts = () => {
  const { notifications, queue } = notificationsStore.getState();
  return [...notifications, ...queue].map((n) => n.message);
};

describe('flash toasts', () => {
  afterEach(() => {
    enterPage('/elsewhere');
    cleanNotifications();
    window.history.replaceState(null, '', '/');
  });

  it('keep one toast of a kind: five quantity changes leave one', async () => {
    for (let i = 0; i < 5; i++) flashSuccess('Quantity updated.', { kind: 'quantity' });
    flashError('Unable to remove item.');
    await vi.waitFor(() =>
      expect(toasts().sort()).toEqual(['Quantity updated.', 'Unable to remove item.']),
    );
  });

  it('close when the shopper moves to another page, except one said on the way there', async () => {
    window.history.replaceState(null, '', '/cart');
    flashSuccess('Quantity updated.', { kind: 'quantity' });
    flashSuccess('Address saved.', { follows: true });
    await vi.waitFor(() => expect(toasts()).toHaveLength(2));

    enterPage('/order-summary/cart');
    await vi.waitFor(() => expect(toasts()).toEqual(['Address saved.']));
    // The one that followed now belongs to this page and closes when the shopper leaves it.
    enterPage('/orders');
    await vi.waitFor(() => expect(toasts()).toEqual([]));
  });

  it('start the 5 s of one said on the way to another page once that page is reached', async () => {
    flashSuccess('Added to cart.', { follows: true });
    await vi.waitFor(() => expect(toasts()).toEqual(['Added to cart.']));
    const autoClose = () => notificationsStore.getState().notifications[0]?.autoClose;
    // However long the next page takes, the toast waits for it.
    expect(autoClose()).toBe(false);
    enterPage('/product/7');
    await vi.waitFor(() => expect(autoClose()).toBe(FLASH_AUTO_CLOSE_MS));
  });
});
