/** The domain of the address a deleted account is left with: `.invalid` is never delivered. */
const ERASED_DOMAIN = 'deleted.invalid';

/** The address a deleted account is left with: unique, and free of the person. */
export const erasedEmail = (userId: number) => `deleted-${userId}@${ERASED_DOMAIN}`;

export const isErasedAddress = (address: string) =>
  address.toLowerCase().endsWith(`@${ERASED_DOMAIN}`);
