/** Addresses belong to one user: the key carries the user so a new login never sees the last. */
export const addressKeys = {
  all: ['addresses'] as const,
  forUser: (email: string) => ['addresses', email] as const,
};
