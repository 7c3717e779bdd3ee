import { CHARGE_TYPES, messages, type ChargeBody, type ChargeType } from '@shop/shared';
import type { Queryable } from '../../db/client';
import { badRequest, foundOr404 } from '../../lib/errors';
import * as repo from './repo';

const found = foundOr404(messages.charge.notFound);

const toValues = (body: ChargeBody): repo.ChargeValues => ({
  type: body.type,
  amount: body.amount,
  description: body.description,
});

/** New charges start active (contract §4). */
export const create = (db: Queryable, body: ChargeBody) => repo.insertCharge(db, toValues(body));

/** The web form sends the id again in the body (spec §7); it must name the same charge. */
export async function update(db: Queryable, id: number, body: ChargeBody, bodyId?: number) {
  if (bodyId !== undefined && bodyId !== id) throw badRequest(messages.charge.idMismatch);
  return found(await repo.updateCharge(db, id, toValues(body)));
}

export const setActive = async (db: Queryable, id: number, is_active: boolean) =>
  found(await repo.updateCharge(db, id, { is_active }));

export const remove = async (db: Queryable, id: number) => found(await repo.deleteCharge(db, id));

/** The type as it arrives in a path (any case) mapped onto the fixed list, or null. */
export const chargeTypeFromPath = (text: string): ChargeType | null =>
  CHARGE_TYPES.find((type) => type.toLowerCase() === text.trim().toLowerCase()) ?? null;

/** The amount text of the newest active charge of `type`; "0" when none is active. */
export async function currentAmount(db: Queryable, typeText: string) {
  const type = chargeTypeFromPath(typeText);
  if (!type) throw badRequest(messages.charge.typeRequired);
  return (await repo.findNewestActiveCharge(db, type))?.amount ?? '0';
}
