import { gstStateCode } from '@shop/shared';
import type { Config } from '../../config';

/** The shop as seller on its tax documents, from the configuration (SELLER_*). */
export type Seller = {
  name: string;
  address: string;
  state: string;
  state_code: string;
  gstin: string;
  invoicePrefix: string;
};

export const sellerFromConfig = (config: Config): Seller => ({
  name: config.SELLER_NAME,
  address: config.SELLER_ADDRESS,
  state: config.SELLER_STATE,
  // The configuration refuses a state without a code, so this is always found.
  state_code: gstStateCode(config.SELLER_STATE)!,
  gstin: config.SELLER_GSTIN,
  invoicePrefix: config.INVOICE_PREFIX,
});
