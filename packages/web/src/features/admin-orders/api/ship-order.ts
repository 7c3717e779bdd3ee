import type { Carrier, Shipment } from '@shop/shared';
import { api } from '../../../lib/api-client';
import { invalidate, useChange } from '../../../lib/mutation';
import { auditKeys } from '../../../entities/audit/use-audit';
import { adminOrderKeys } from './admin-order-keys';

export type ShipInput = {
  id: number;
  /** Shiprocket without a number: the shop books the parcel with Shiprocket. */
  body: { carrier: Carrier; tracking_number?: string; tracking_url?: string };
};

export async function shipOrder({ id, body }: ShipInput): Promise<Shipment> {
  const { shipment } = await api.post('/api/orders/:id/shipments', body, { params: { id } });
  return shipment;
}

/** After shipping, the order's lists and its detail reload (its status and shipment changed). */
export function useShipOrder() {
  return useChange(shipOrder, {
    onSettled: invalidate(adminOrderKeys.all, ['dashboard'], auditKeys.all),
  });
}
