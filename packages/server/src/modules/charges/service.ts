import { CHARGE_TYPES, messages, type ChargeBody, type ChargeType } from '@shop/shared';
import type { Queryable } from '../../db/client';
import { type AuditActor, auditCreated, auditUpdated } from '../../lib/audit';
import { activeSwitch } from '../../lib/switchable-routes';
import { badRequest, foundOr404 } from '../../lib/errors';
import { presentCharge } from './present';
import * as repo from './repo';

const found = foundOr404(messages.charge.notFound);

const toValues = (body: ChargeBody): repo.ChargeValues => ({
  type: body.type,
  amount: body.amount,
  description: body.description,
});

/** New charges start active. */
const shown = (row: repo.ChargeRow) => {
  const fields: Partial<ReturnType<typeof presentCharge>> = presentCharge(row);
  delete fields.id;
  return fields;
};

export const create = (db: Queryable, body: ChargeBody, who: AuditActor) =>
  db.transaction(async (tx) => {
    const row = await repo.insertCharge(tx, toValues(body));
    await auditCreated(tx, who, { type: 'charge', id: row.id }, shown(row));
    return row;
  });

/** The web form sends the id again in the body; it must name the same charge. */
export async function update(
  db: Queryable,
  id: number,
  body: ChargeBody,
  who: AuditActor,
  bodyId?: number,
) {
  if (bodyId !== undefined && bodyId !== id) throw badRequest(messages.charge.idMismatch);
  return db.transaction(async (tx) => {
    const before = found(await repo.findCharge(tx, id));
    const row = found(await repo.updateCharge(tx, id, toValues(body)));
    await auditUpdated(tx, who, { type: 'charge', id }, shown(before), shown(row));
    return row;
  });
}

export const setActive = activeSwitch(repo.findCharge, repo.updateCharge, found);

export const remove = async (db: Queryable, id: number) => found(await repo.deleteCharge(db, id));

/** The type as it arrives in a path (any case) mapped onto the fixed list, or null. */
const chargeTypeFromPath = (text: string): ChargeType | null =>
  CHARGE_TYPES.find((type) => type.toLowerCase() === text.trim().toLowerCase()) ?? null;

/** The amount text of the newest active charge of `type`; "0" when none is active. */
export async function currentAmount(db: Queryable, typeText: string) {
  const type = chargeTypeFromPath(typeText);
  if (!type) throw badRequest(messages.charge.typeRequired);
  return (await repo.findNewestActiveCharge(db, type))?.amount ?? '0';
}
