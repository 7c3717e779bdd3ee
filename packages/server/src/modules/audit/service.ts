import type { AuditQuery } from '@shop/shared';
import type { Db } from '../../db/client';
import { addDays, indiaDayStart } from '@shop/shared';
import * as repo from './repo';

const AUDIT_PAGE_SIZE = 50;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A page of the log, newest first. `from` and `to` are whole days in India time (both
 * included) or exact moments; the cursor is the id the next page starts below.
 */
export async function listAudit(db: Db, query: AuditQuery) {
  const rows = await repo.listEntries(
    db,
    {
      actorId: query.actor,
      action: query.action,
      targetType: query.target_type,
      targetId: query.target_id,
      from: query.from
        ? isDay(query.from)
          ? indiaDayStart(query.from)
          : new Date(query.from)
        : undefined,
      until: query.to
        ? isDay(query.to)
          ? indiaDayStart(addDays(query.to, 1))
          : new Date(new Date(query.to).getTime() + 1)
        : undefined,
      beforeId: query.cursor,
    },
    AUDIT_PAGE_SIZE,
  );
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const next = rows.length > AUDIT_PAGE_SIZE ? page.at(-1)!.id : undefined;
  return { page, next_cursor: next === undefined ? null : String(next) };
}
