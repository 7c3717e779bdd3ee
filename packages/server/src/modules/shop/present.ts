import type { Shop } from '@shop/shared';
import type { Config } from '../../config';

/** The seller's contact details and the per-order limit, from the configuration. */
export const shopFromConfig = (config: Config): Shop => ({
  name: config.SELLER_NAME,
  address: config.SELLER_ADDRESS,
  phone: config.SHOP_PHONE,
  email: config.SHOP_EMAIL,
  grievance_officer: config.GRIEVANCE_OFFICER,
  max_line_quantity: config.MAX_LINE_QUANTITY,
});
