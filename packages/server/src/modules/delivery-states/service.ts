import { gstStateCode, messages, rupeesToPaise, type DeliveryStateBody } from '@shop/shared';
import type { Queryable } from '../../db/client';
import { type AuditActor, auditCreated, auditUpdated } from '../../lib/audit';
import { activeSwitch } from '../../lib/switchable-routes';
import { conflict, foundOr404, fromDatabaseError } from '../../lib/errors';
import { presentDeliveryState } from './present';
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

/** New states start active. */
const shown = (row: repo.DeliveryStateRow) => {
  const fields: Partial<ReturnType<typeof presentDeliveryState>> = presentDeliveryState(row);
  delete fields.id;
  return fields;
};

export async function create(db: Queryable, body: DeliveryStateBody, who: AuditActor) {
  const values = toValues(body);
  values.gst_state_code ??= gstStateCode(body.name) ?? null;
  return db.transaction(async (tx) => {
    const row = await repo.insertDeliveryState(tx, values);
    if (!row) throw conflict(messages.delivery.duplicate);
    await auditCreated(tx, who, { type: 'delivery_state', id: row.id }, shown(row));
    return row;
  });
}

export async function update(db: Queryable, id: number, body: DeliveryStateBody, who: AuditActor) {
  try {
    return await db.transaction(async (tx) => {
      const before = found(await repo.findDeliveryState(tx, id));
      const row = found(await repo.updateDeliveryState(tx, id, toValues(body)));
      await auditUpdated(tx, who, { type: 'delivery_state', id }, shown(before), shown(row));
      return row;
    });
  } catch (error) {
    // Renaming onto another state's name, in any case.
    if (fromDatabaseError(error)?.statusCode === 409) throw conflict(messages.delivery.duplicate);
    throw error;
  }
}

export const setActive = activeSwitch(repo.findDeliveryState, repo.updateDeliveryState, found);

/**
 * Addresses and orders keep the state by name, so nothing depends on the row: an address
 * in a deleted state stays as it is and simply cannot be chosen at checkout.
 */
export const remove = async (db: Queryable, id: number) =>
  found(await repo.deleteDeliveryState(db, id));
