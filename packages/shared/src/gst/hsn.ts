/** HSN codes are 4, 6 or 8 digits (chapter, heading, sub-heading, tariff item). */
export const HSN_CODE_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

/** SAC of goods transport services, used for the delivery charge (docs/decisions/016). */
export const DELIVERY_SAC = '996812';
/** SAC of financial transaction processing services, used for the payment gateway fee. */
export const GATEWAY_FEE_SAC = '997158';
/** Tax included in the delivery charge, in percent (docs/decisions/016). */
export const DELIVERY_TAX_PERCENT = 18;
