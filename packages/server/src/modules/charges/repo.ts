import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { rowsById } from '../../db/rows-by-id';
import { charges } from '../../db/schema';

export type ChargeValues = { type: string; amount: string; description: string };

export const listCharges = (db: Queryable) => db.select().from(charges).orderBy(asc(charges.id));

/** When several charges of a type are active, the newest applies. */
// Read by every checkout: prepared once.
const newestActiveCharge = preparedPerDatabase((db) =>
  db
    .select()
    .from(charges)
    .where(and(eq(charges.type, sql.placeholder('type')), eq(charges.is_active, true)))
    .orderBy(desc(charges.created_at), desc(charges.id))
    .limit(1)
    .prepare('newest_active_charge'),
);

export const findNewestActiveCharge = async (db: Queryable, type: string) =>
  (await newestActiveCharge(db).execute({ type }))[0];

export const insertCharge = async (db: Queryable, values: ChargeValues) =>
  (await db.insert(charges).values(values).returning())[0]!;

export type ChargeRow = typeof charges.$inferSelect;

export const { find: findCharge, update: updateCharge, remove: deleteCharge } = rowsById(charges);
