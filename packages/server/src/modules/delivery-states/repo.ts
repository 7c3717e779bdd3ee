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

/** The state of that name, whatever case it was typed in; with `activeOnly`, if active. */
const stateByName = (activeOnly: boolean, statementName: string) =>
  preparedPerDatabase((db) =>
    db
      .select()
      .from(deliveryStates)
      .where(
        and(
          sql`lower(${deliveryStates.name}) = lower(${sql.placeholder('name')})`,
          activeOnly ? eq(deliveryStates.is_active, true) : undefined,
        ),
      )
      .limit(1)
      .prepare(statementName),
  );
// Read by every checkout and every invoice: prepared once.
const activeStateByName = stateByName(true, 'active_state_by_name');
const anyStateByName = stateByName(false, 'state_by_name');

/** The active state of that name, whatever case it was typed in. */
export const findActiveStateByName = async (db: Queryable, name: string) =>
  (await activeStateByName(db).execute({ name }))[0];

/** The state of that name, active or not: an invoice names the state an order went to. */
export const findStateByName = async (db: Queryable, name: string) =>
  (await anyStateByName(db).execute({ name }))[0];

/** Nothing comes back when the name is taken (in any case). */
export const insertDeliveryState = async (db: Queryable, values: DeliveryStateValues) =>
  (await db.insert(deliveryStates).values(values).onConflictDoNothing().returning())[0];

export type DeliveryStateRow = typeof deliveryStates.$inferSelect;

export const {
  find: findDeliveryState,
  update: updateDeliveryState,
  remove: deleteDeliveryState,
} = rowsById(deliveryStates);
