/** Orders are per user: the keys carry the user so a new login never sees the last one's. */
export const orderKeys = {
  all: ['orders'] as const,
  mine: (email: string) => ['orders', 'mine', email] as const,
  detail: (email: string, id: number) => ['orders', 'detail', email, id] as const,
};
