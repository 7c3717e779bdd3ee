import type { CategoryBody } from '@shop/shared';
import type { Db } from '../../db/client';
import type { categories } from '../../db/schema';
import { type AuditActor, auditCreated, auditUpdated } from '../../lib/audit';
import { findCategory, insertCategory, updateCategory } from './repo';

/** What the audit log keeps of a category. */
const recorded = (row: typeof categories.$inferSelect) => ({
  name: row.name,
  description: row.description,
  gst: row.gst_percent,
  hsn_code: row.hsn_code,
});

export const createCategory = (db: Db, body: CategoryBody, who: AuditActor) =>
  db.transaction(async (tx) => {
    const row = await insertCategory(tx, body);
    await auditCreated(tx, who, { type: 'category', id: row.id }, recorded(row));
    return row;
  });

/** The category as it is now, or undefined when the id names none. */
export const editCategory = (db: Db, id: number, body: CategoryBody, who: AuditActor) =>
  db.transaction(async (tx) => {
    const before = await findCategory(tx, id);
    if (!before) return undefined;
    const row = await updateCategory(tx, id, body);
    if (!row) return undefined;
    await auditUpdated(tx, who, { type: 'category', id }, recorded(before), recorded(row));
    return row;
  });
