import { describe, expect, it } from 'vitest';
import { pageTitle } from './brand';
import { messages } from './messages';
import { PASSWORD_MIN_LENGTH } from './schemas/passwords';
import { securityMessages } from './security-messages';

describe('texts with a placeholder', () => {
  it.each([
    [messages.cart.onlyAvailable(3), 'Only 3 available'],
    [messages.home.addedToCart('Tulsi Drops'), 'Tulsi Drops successfully Added into cart'],
    [messages.home.outOfStock('Tulsi Drops'), 'Tulsi Drops out of stock'],
    [pageTitle('Cart'), 'Cart | Herbal Shop'],
    [messages.orders.statusChanged(12, 'Packed'), 'Order #12 marked Packed.'],
    [messages.orders.statusChanged(12, 'Cancelled'), 'Order #12 cancelled.'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});

describe('texts that state a rule', () => {
  it('give the password length the server checks', () => {
    const length = `at least ${PASSWORD_MIN_LENGTH} characters`;
    expect(securityMessages.passwordRule.toLowerCase()).toBe(length);
    expect(messages.signup.passwordTooShort).toContain(length);
  });
});
