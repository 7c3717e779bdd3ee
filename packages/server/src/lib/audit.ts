import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client';
import { auditLog, type AuditChanges } from '../db/schema';

/**
 * Who did something, as the audit log keeps it: the account and its e-mail at the time, and
 * the client address. Work with no person behind it names what did it (`system`,
 * `payment provider`).
 */
export type AuditActor = { id: number | null; email: string; ip: string | null };

export const SYSTEM_ACTOR: AuditActor = Object.freeze({ id: null, email: 'system', ip: null });
export const PAYMENT_PROVIDER_ACTOR: AuditActor = Object.freeze({
  id: null,
  email: 'payment provider',
  ip: null,
});
/** The carrier's tracking updates (Shiprocket's webhook). */
export const CARRIER_ACTOR: AuditActor = Object.freeze({ id: null, email: 'carrier', ip: null });

/** The signed-in person making a request (routes pass this to the services they call). */
export const actorOf = (request: FastifyRequest): AuditActor => ({
  id: request.user?.id ?? null,
  email: request.user?.email ?? 'anonymous',
  ip: request.ip,
});

export type AuditEvent = {
  /** `<thing>.<verb>`: `product.update`, `order.refund`, `auth.login`. */
  action: string;
  target?: { type: string; id: string | number };
  changes?: AuditChanges;
};

// Never written to the log, whatever a caller passes.
const SECRET_FIELD = /password|token|secret|hash|recovery/i;

/**
 * Records one action. Call it with the transaction that makes the change, so the change and
 * its record commit (or roll back) together; a refused action is never recorded.
 */
export async function audit(db: Queryable, actor: AuditActor, event: AuditEvent) {
  const changes = Object.fromEntries(
    Object.entries(event.changes ?? {}).filter(([field]) => !SECRET_FIELD.test(field)),
  );
  await db.insert(auditLog).values({
    actor_id: actor.id,
    actor_email: actor.email,
    action: event.action,
    target_type: event.target?.type ?? null,
    target_id: event.target ? String(event.target.id) : null,
    changes,
    ip: actor.ip,
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `{ field: { from, to } }` for the fields of `after` whose value differs from `before`.
 * Callers pass values as the API shows them (money in rupees).
 */
export function changesBetween(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field] ?? null;
    if (to !== undefined && !same(from, to)) changes[field] = { from, to: to ?? null };
  }
  return changes;
}

/** The changes of a record created: every field from nothing. */
export const created = (after: Record<string, unknown>): AuditChanges => changesBetween({}, after);

type AuditTarget = NonNullable<AuditEvent['target']>;

/** Records an entry added to a staff list as `<type>.create`, with every field it was given. */
export const auditCreated = (
  db: Queryable,
  actor: AuditActor,
  target: AuditTarget,
  after: Record<string, unknown>,
) => audit(db, actor, { action: `${target.type}.create`, target, changes: created(after) });

/** Records an entry of a staff list edited as `<type>.update`, with the fields that changed. */
export const auditUpdated = (
  db: Queryable,
  actor: AuditActor,
  target: AuditTarget,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) =>
  audit(db, actor, {
    action: `${target.type}.update`,
    target,
    changes: changesBetween(before, after),
  });
