import { ORDER_STATUS } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { latestStatus } from '../../../entities/order/figures';

/** The shopper's newest order still waiting for payment that holds any of `productIds`. */
export async function ownUnpaidOrderOf(productIds: number[]): Promise<number | undefined> {
  try {
    const { orders } = await api.get('/api/orders/user/products');
    return orders
      .filter((line) => productIds.includes(line.product_id))
      .filter((line) => latestStatus(line.order) === ORDER_STATUS.placed)
      .map((line) => line.order.id)
      .sort((a, b) => b - a)[0];
  } catch {
    return undefined;
  }
}
