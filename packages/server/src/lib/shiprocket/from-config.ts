import type { Config } from '../../config';
import { createShiprocket } from './client';

/** The Shiprocket client when its API user is set; otherwise the shop ships by hand only. */
export const shiprocketFromConfig = (config: Config) =>
  config.SHIPROCKET_EMAIL && config.SHIPROCKET_PASSWORD
    ? createShiprocket({
        apiUrl: config.SHIPROCKET_API_URL,
        email: config.SHIPROCKET_EMAIL,
        password: config.SHIPROCKET_PASSWORD,
      })
    : undefined;
