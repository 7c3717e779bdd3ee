import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { rowsById } from '../../db/rows-by-id';
import { pincodes, pinRules } from '../../db/schema';

export type PinRuleValues = { prefix: string; delivery: boolean; cod: boolean; note: string };

// Every address saved and every look-up reads one PIN: built and planned once.
const pincodeByPin = preparedPerDatabase((db) =>
  db
    .select()
    .from(pincodes)
    .where(eq(pincodes.pin, sql.placeholder('pin')))
    .prepare('pincode_by_pin'),
);

export const findPincode = async (db: Queryable, pin: string) =>
  (await pincodeByPin(db).execute({ pin }))[0];

export const listPinRules = (db: Queryable) =>
  db.select().from(pinRules).orderBy(asc(pinRules.prefix));

// Read by every checkout: prepared once.
const ruleForPin = preparedPerDatabase((db) =>
  db
    .select()
    .from(pinRules)
    .where(sql`starts_with(${sql.placeholder('pin')}, ${pinRules.prefix})`)
    .orderBy(desc(sql`length(${pinRules.prefix})`))
    .limit(1)
    .prepare('rule_for_pin'),
);

/** The rule of the longest prefix of `pin`, if any: 302001 looks at 3, 30, … 302001. */
export const findRuleForPin = async (db: Queryable, pin: string) =>
  (await ruleForPin(db).execute({ pin }))[0];

/** Nothing comes back when a rule already has that prefix. */
export const insertPinRule = async (db: Queryable, values: PinRuleValues) =>
  (await db.insert(pinRules).values(values).onConflictDoNothing().returning())[0];

export const { remove: deletePinRule } = rowsById(pinRules);
