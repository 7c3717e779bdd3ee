import { messages, type AddressBody } from '@shop/shared';
import type { Queryable } from '../../db/client';
import { badRequest, foundOr404 } from '../../lib/errors';
import { findActiveStateByName } from '../delivery-states/read-model';
import { pinStateProblem } from '../pincodes/service';
import * as repo from './repo';

const found = foundOr404(messages.address.notFound);

/**
 * The state must be one we deliver to now. It is matched without regard to case
 * and stored under the delivery state's own spelling, so checkout can find it again.
 */
async function withDeliverableState(db: Queryable, body: AddressBody): Promise<AddressBody> {
  const state = await findActiveStateByName(db, body.state);
  if (!state) throw badRequest(messages.address.stateUnavailable);
  // A PIN the directory knows must lie in that state: the state decides GST and delivery.
  const problem = await pinStateProblem(db, body.pin_code, state.name);
  if (problem) throw badRequest(problem);
  return { ...body, state: state.name };
}

export const create = async (db: Queryable, userId: number, body: AddressBody) =>
  repo.insertAddress(db, userId, await withDeliverableState(db, body));

export async function update(db: Queryable, userId: number, id: number, body: AddressBody) {
  found(await repo.findAddress(db, userId, id));
  return found(await repo.updateAddress(db, userId, id, await withDeliverableState(db, body)));
}

export const remove = async (db: Queryable, userId: number, id: number) =>
  found(await repo.deleteAddress(db, userId, id));
