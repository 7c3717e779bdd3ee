import {
  messages,
  paiseToRupees,
  priceOrder,
  type DeliveryQuote,
  type DeliveryQuoteQuery,
} from '@shop/shared';
import type { Queryable } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { findActiveStateByName } from '../delivery-states/read-model';
import { pricedLine } from '../pricing/quote';
import { findProductWithCategory } from '../products/read-model';
import { lookUp, pinAllows, sameName } from './service';

/**
 * Delivering one product to a PIN, priced by the same code as place-order: the charge is
 * what the order summary shows for that product alone. A PIN of two states is quoted for
 * the first unless `state` names the other.
 */
export async function quoteDelivery(
  db: Queryable,
  query: DeliveryQuoteQuery,
): Promise<DeliveryQuote> {
  const entry = await lookUp(db, query.pin);
  const state = query.state
    ? entry.states.find((known) => sameName(known, query.state!))
    : entry.states[0]!;
  if (!state)
    throw badRequest(messages.pincode.stateMismatch(query.pin, entry.states[0]!, query.state!));
  const product = await findProductWithCategory(db, query.product_id);
  if (!product) throw notFound(messages.errors.productNotFound);
  const deliveryState = await findActiveStateByName(db, state);
  const allows = await pinAllows(db, query.pin);
  const deliverable = !!deliveryState && allows.delivery;
  const price = deliverable
    ? priceOrder([pricedLine(product, query.qty)], deliveryState, null)
    : undefined;
  return {
    pin: query.pin,
    state,
    deliverable,
    delivery_charge: price ? paiseToRupees(price.deliveryChargePaise) : null,
    cod_available: deliverable && allows.cod,
  };
}
