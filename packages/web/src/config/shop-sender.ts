import { brand } from '@shop/shared';

/**
 * The sender block and postal customer id printed on every delivery slip, set when the app
 * is built:
 *
 * - `VITE_SHOP_SENDER_NAME`: the sender's name (default: the shop's name).
 * - `VITE_SHOP_SENDER_ADDRESS`: the return address; `|` starts a new line
 *   (default "Jaipur, Rajasthan 302001, India").
 * - `VITE_SHOP_SENDER_PHONE`: a phone number printed under the address (default: none).
 * - `VITE_SHOP_SENDER_POSTAL_CUSTOMER_ID`: the postal service's customer id (default: not set).
 */
interface ShopSender {
  name: string;
  addressLines: string[];
  phone: string | null;
  postalCustomerLine: string;
}

type SenderEnv = Partial<
  Record<
    | 'VITE_SHOP_SENDER_NAME'
    | 'VITE_SHOP_SENDER_ADDRESS'
    | 'VITE_SHOP_SENDER_PHONE'
    | 'VITE_SHOP_SENDER_POSTAL_CUSTOMER_ID',
    string | undefined
  >
>;

const DEFAULT_ADDRESS = 'Jaipur, Rajasthan 302001, India';

const clean = (value: string | undefined) => value?.trim() || undefined;

function readShopSender(env: SenderEnv): ShopSender {
  const address = clean(env.VITE_SHOP_SENDER_ADDRESS) ?? DEFAULT_ADDRESS;
  const postalId = clean(env.VITE_SHOP_SENDER_POSTAL_CUSTOMER_ID);
  return {
    name: clean(env.VITE_SHOP_SENDER_NAME) ?? brand.name,
    addressLines: address
      .split('|')
      .map((line) => line.trim())
      .filter(Boolean),
    phone: clean(env.VITE_SHOP_SENDER_PHONE) ?? null,
    postalCustomerLine: `Postal customer ID: ${postalId ?? 'not set'}`,
  };
}

export const shopSender: ShopSender = readShopSender(import.meta.env as SenderEnv);
