import { messages, type PinRuleBody } from '@shop/shared';
import type { Db, Queryable } from '../../db/client';
import { audit, changesBetween, type AuditActor, auditCreated } from '../../lib/audit';
import { badRequest, conflict, foundOr404, notFound } from '../../lib/errors';
import * as repo from './repo';

export const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The directory's entry of a PIN, or 404 with the PIN named. */
export async function lookUp(db: Queryable, pin: string) {
  const entry = await repo.findPincode(db, pin);
  if (!entry) throw notFound(messages.pincode.unknown(pin));
  return entry;
}

/**
 * The sentence refusing an address whose PIN the directory places in other states; nothing
 * for a PIN it does not know, which is taken as typed.
 */
export async function pinStateProblem(db: Queryable, pin: string, state: string) {
  const entry = await repo.findPincode(db, pin);
  if (!entry || entry.states.some((known) => sameName(known, state))) return undefined;
  return messages.pincode.stateMismatch(pin, entry.states[0]!, state);
}

/** What the longest matching rule allows; with no rule, both. */
export async function pinAllows(db: Queryable, pin: string) {
  const rule = await repo.findRuleForPin(db, pin);
  return { delivery: rule?.delivery ?? true, cod: rule?.cod ?? true };
}

/**
 * The checks place-order makes of an address's PIN: its state must be one of the PIN's
 * (400, the address form's sentence) and no rule may stop delivery there (409).
 */
export async function assertDeliverablePin(db: Queryable, pin: string, state: string) {
  const problem = await pinStateProblem(db, pin, state);
  if (problem) throw badRequest(problem);
  if (!(await pinAllows(db, pin)).delivery) throw conflict(messages.payment.deliveryUnavailable);
}

const foundRule = foundOr404(messages.pincode.ruleNotFound);

/** A rule that stops delivery stops cash on delivery with it. */
export async function addPinRule(db: Db, body: PinRuleBody, who: AuditActor) {
  return db.transaction(async (tx) => {
    const row = await repo.insertPinRule(tx, { ...body, cod: body.delivery && body.cod });
    if (!row) throw conflict(messages.pincode.ruleDuplicate);
    await auditCreated(tx, who, { type: 'pin_rule', id: row.id }, recordedRule(row));
    return row;
  });
}

export const removePinRule = (db: Db, id: number, who: AuditActor) =>
  db.transaction(async (tx) => {
    const row = foundRule(await repo.deletePinRule(tx, id));
    await audit(tx, who, {
      action: 'pin_rule.delete',
      target: { type: 'pin_rule', id },
      changes: changesBetween(recordedRule(row), {
        prefix: null,
        delivery: null,
        cod: null,
        note: null,
      }),
    });
    return row;
  });

/** What the audit log keeps of a PIN rule. */
const recordedRule = (row: {
  prefix: string;
  delivery: boolean;
  cod: boolean;
  note: string | null;
}) => ({
  prefix: row.prefix,
  delivery: row.delivery,
  cod: row.cod,
  note: row.note,
});
