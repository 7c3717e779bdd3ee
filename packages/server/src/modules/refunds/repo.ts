import { and, eq, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { refunds } from '../../db/schema';

/** Refunds still pending that were asked for before `before`, oldest first. */
export const findPendingRefunds = (db: Queryable, before: Date, limit: number) =>
  db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lt(refunds.created_at, before)))
    .orderBy(refunds.id)
    .limit(limit);
