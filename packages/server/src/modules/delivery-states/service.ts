import { gstStateCode, messages, rupeesToPaise, type DeliveryStateBody } from '@shop/shared';
import type { Queryable } from '../../db/client';
import { conflict, foundOr404, fromDatabaseError } from '../../lib/errors';
import * as repo from './repo';

const toValues = (body: DeliveryStateBody): repo.DeliveryStateValues => ({
  name: body.name,
  delivery_rate_paise: rupeesToPaise(body.delivery_rate),
  additional_rate_paise: rupeesToPaise(body.additional_rate),
  // Left out of an edit, the saved code stays; a new state without one gets the known
  // code of its name, if any.
  gst_state_code: body.gst_state_code,
});

const found = foundOr404(messages.delivery.notFound);

/** New states start active (contract §4). */
export async function create(db: Queryable, body: DeliveryStateBody) {
  const values = toValues(body);
  values.gst_state_code ??= gstStateCode(body.name) ?? null;
  const row = await repo.insertDeliveryState(db, values);
  if (!row) throw conflict(messages.delivery.duplicate);
  return row;
}

export async function update(db: Queryable, id: number, body: DeliveryStateBody) {
  try {
    return found(await repo.updateDeliveryState(db, id, toValues(body)));
  } catch (error) {
    // Renaming onto another state's name, in any case.
    if (fromDatabaseError(error)?.statusCode === 409) throw conflict(messages.delivery.duplicate);
    throw error;
  }
}

export const setActive = async (db: Queryable, id: number, is_active: boolean) =>
  found(await repo.updateDeliveryState(db, id, { is_active }));

/**
 * Addresses and orders keep the state by name, so nothing depends on the row: an address
 * in a deleted state stays as it is and simply cannot be chosen at checkout.
 */
export const remove = async (db: Queryable, id: number) =>
  found(await repo.deleteDeliveryState(db, id));
