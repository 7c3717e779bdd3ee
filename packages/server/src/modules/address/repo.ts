import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { addresses } from '../../db/schema';

export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'user_id' | 'created_at'>;

// Every query names the owner, so another user's address id finds nothing.
const owned = (userId: number, id: number) =>
  and(eq(addresses.id, id), eq(addresses.user_id, userId));

export const listAddresses = (db: Queryable, userId: number) =>
  db.select().from(addresses).where(eq(addresses.user_id, userId)).orderBy(asc(addresses.id));

// Read by every checkout: prepared once.
const ownAddress = preparedPerDatabase((db) =>
  db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.id, sql.placeholder('id')),
        eq(addresses.user_id, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('own_address'),
);

export const findAddress = async (db: Queryable, userId: number, id: number) =>
  (await ownAddress(db).execute({ id, userId }))[0];

export const insertAddress = async (db: Queryable, userId: number, values: AddressValues) =>
  (
    await db
      .insert(addresses)
      .values({ ...values, user_id: userId })
      .returning()
  )[0]!;

export const updateAddress = async (
  db: Queryable,
  userId: number,
  id: number,
  values: AddressValues,
) => (await db.update(addresses).set(values).where(owned(userId, id)).returning())[0];

export const deleteAddress = async (db: Queryable, userId: number, id: number) =>
  (await db.delete(addresses).where(owned(userId, id)).returning({ id: addresses.id }))[0];
