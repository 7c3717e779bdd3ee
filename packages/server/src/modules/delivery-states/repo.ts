import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { rowsById } from '../../db/rows-by-id';
import { deliveryStates } from '../../db/schema';

export type DeliveryStateValues = {
  name: string;
  delivery_rate_paise: number;
  additional_rate_paise: number;
  gst_state_code?: string | null;
};

export const listDeliveryStates = (db: Queryable, onlyActive: boolean) =>
  db
    .select()
    .from(deliveryStates)
    .where(onlyActive ? eq(deliveryStates.is_active, true) : undefined)
    .orderBy(asc(deliveryStates.name));

/** The active state of that name, whatever case it was typed in. */
// Read by every checkout: prepared once.
const activeStateByName = preparedPerDatabase((db) =>
  db
    .select()
    .from(deliveryStates)
    .where(
      and(
        sql`lower(${deliveryStates.name}) = lower(${sql.placeholder('name')})`,
        eq(deliveryStates.is_active, true),
      ),
    )
    .limit(1)
    .prepare('active_state_by_name'),
);

export const findActiveStateByName = async (db: Queryable, name: string) =>
  (await activeStateByName(db).execute({ name }))[0];

/** Nothing comes back when the name is taken (in any case). */
export const insertDeliveryState = async (db: Queryable, values: DeliveryStateValues) =>
  (await db.insert(deliveryStates).values(values).onConflictDoNothing().returning())[0];

export type DeliveryStateRow = typeof deliveryStates.$inferSelect;

export const {
  find: findDeliveryState,
  update: updateDeliveryState,
  remove: deleteDeliveryState,
} = rowsById(deliveryStates);
