import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditFilter = {
  actorId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  /** Exclusive. */
  until?: Date;
  /** Entries older than this id (the cursor). */
  beforeId?: number;
};

/** Newest first; `limit + 1` rows are read so the caller knows whether a page follows. */
export function listEntries(db: Queryable, filter: AuditFilter, limit: number) {
  const where: (SQL | undefined)[] = [
    filter.actorId === undefined ? undefined : eq(auditLog.actor_id, filter.actorId),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.targetType === undefined ? undefined : eq(auditLog.target_type, filter.targetType),
    filter.targetId === undefined ? undefined : eq(auditLog.target_id, filter.targetId),
    filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
    filter.until === undefined ? undefined : lt(auditLog.at, filter.until),
    filter.beforeId === undefined ? undefined : lt(auditLog.id, filter.beforeId),
  ];
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
}
