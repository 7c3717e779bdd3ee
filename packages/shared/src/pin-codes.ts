// Kept apart from the zod schemas, so the storefront's first page can test a PIN without them.

/** Six digits, the first of which is 1 to 9: India Post's PIN codes. */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;

/** A PIN or the first 1 to 6 digits of PINs; it cannot start with 0, as no PIN does. */
export const PIN_PREFIX_PATTERN = /^[1-9]\d{0,5}$/;
