/** How long an unpaid order holds its stock; a retry of a pending order renews it once. */
export const STOCK_HOLD_MINUTES = 30;

export const STOCK_HOLD_MS = STOCK_HOLD_MINUTES * 60 * 1000;

/** The low-stock level a new product starts with (each product then carries its own). */
export const LOW_STOCK_LEVEL = 5;
