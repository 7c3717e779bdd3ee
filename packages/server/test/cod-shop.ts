import { beforeAll } from 'vitest';
import { createCategory } from './catalogue';
import { addDeliveryState } from './shop-settings';
import { addAddress, buyNow, IN_KOCHI } from './checkout';
import { useSession, useTestApp } from './suite';

/**
 * What the cash-on-delivery tests share, for the enclosing describe block: an app that lets
 * one shopper hold many orders, that shopper with an address in Kochi (Kerala, ₹50 delivery)
 * and a category at 12 % GST, the last two filled in before the first test.
 */
export function useCodShop(env: Record<string, string> = {}) {
  const t = useTestApp({ MAX_UNPAID_ORDERS: '1000', PLACE_ORDER_LIMIT: '1000', ...env });
  const shopper = useSession(t);
  const shop = {} as { categoryId: number; addressId: number };
  beforeAll(async () => {
    shop.categoryId = (await createCategory(t, { gst_percent: 12 })).id;
    await addDeliveryState(t, { name: 'Kerala' });
    shop.addressId = await addAddress(t.app, shopper.cookie, IN_KOCHI);
  });
  return { t, shopper, shop };
}

/** The place-order body of one product bought now, paid in cash on delivery. */
export const buyNowCod = (productId: number, qty: number, addressId: number) => ({
  ...buyNow(productId, qty, addressId),
  payment_method: 'cod',
});
