import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Any fixed number, the same on every instance: the lock that lets one of them prune. */
const PRUNE_LOCK = 0x61756469; // 'audi'
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the entries older than `keepDays`, on one instance at a time (a transaction-scoped
 * advisory lock; an instance that does not get it skips this round). Only this transaction may
 * delete from the log: it says so to the trigger that refuses every other change.
 */
export async function pruneAudit(database: Database, keepDays: number): Promise<number> {
  return database.db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${PRUNE_LOCK}) as got`);
    const [lock] = (result as unknown as { rows: { got: boolean }[] }).rows;
    if (!lock?.got) return 0;
    await tx.execute(sql`set local shop.audit_prune = 'on'`);
    const cutoff = new Date(Date.now() - keepDays * DAY_MS);
    const removed = await tx
      .delete(auditLog)
      .where(lt(auditLog.at, cutoff))
      .returning({ id: auditLog.id });
    return removed.length;
  });
}
