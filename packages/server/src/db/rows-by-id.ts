import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from './client';

type SerialTable = PgTable & { id: PgColumn };

/**
 * Find, update and delete of one row by its serial id, each giving the row or nothing when no
 * row has that id. Drizzle cannot infer a generic table's rows, hence the casts to `Row`.
 */
export function rowsById<T extends SerialTable>(table: T) {
  type Row = T['$inferSelect'];
  const byId = (id: number) => eq(table.id, id);
  return {
    find: async (db: Queryable, id: number) =>
      (
        (await db
          .select()
          .from(table as PgTable)
          .where(byId(id))
          .limit(1)) as Row[]
      )[0],
    update: async (db: Queryable, id: number, values: PgUpdateSetSource<T>) =>
      ((await db.update(table).set(values).where(byId(id)).returning()) as Row[])[0],
    remove: async (db: Queryable, id: number) =>
      ((await db.delete(table).where(byId(id)).returning()) as Row[])[0],
  };
}
