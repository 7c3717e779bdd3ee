import type { Carrier, Shipment, ShipmentEvent, ShipmentStatus } from '@shop/shared';
import type { FullShipment } from './repo';

const presentEvent = (event: FullShipment['events'][number]): ShipmentEvent => ({
  status: event.status as ShipmentStatus,
  at: event.at.toISOString(),
  ...(event.location ? { location: event.location } : {}),
  ...(event.note ? { note: event.note } : {}),
});

/** A shipment as the shopper and staff see it; the label stays on the server. */
export const presentShipment = (shipment: FullShipment): Shipment => ({
  id: shipment.id,
  order_id: shipment.order_id,
  carrier: shipment.carrier as Carrier,
  tracking_number: shipment.tracking_number,
  tracking_url: shipment.tracking_url,
  status: shipment.status as ShipmentStatus,
  shipped_at: shipment.shipped_at.toISOString(),
  delivered_at: shipment.delivered_at?.toISOString() ?? null,
  events: shipment.events.map(presentEvent),
});
