/** The cart is per user: the key carries the user so a new login never sees the last one's. */
export const cartKeys = {
  all: ['cart'] as const,
  forUser: (email: string) => ['cart', email] as const,
};
