import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orders, users } from '../../db/schema';

/** Orders placed in [start, end), newest first; only those paid by `method` when given. */
export const findOrdersPlacedBetween = (
  db: Queryable,
  start: Date,
  end: Date,
  method?: 'online' | 'cod',
) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        gte(orders.created_at, start),
        lt(orders.created_at, end),
        method ? eq(orders.payment_method, method) : undefined,
      ),
    )
    .orderBy(desc(orders.created_at), desc(orders.id));

export type PersonName = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  /** Set when the owner deleted the account (docs/decisions/035). */
  deleted_at: Date | null;
};

/** Names of customers and of staff who changed a status, by user id. */
export async function peopleById(db: Queryable, ids: number[]) {
  const byId = new Map<number, PersonName>();
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return byId;
  const rows = await db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      deleted_at: users.deleted_at,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  for (const row of rows) byId.set(row.id, row);
  return byId;
}
