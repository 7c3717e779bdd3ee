import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';

/** Staff are the users with is_admin; shoppers never appear here. */
const isStaff = eq(users.is_admin, true);

export const listEmployees = (db: Queryable) =>
  db.select().from(users).where(isStaff).orderBy(asc(users.id));

export const findEmployee = async (db: Queryable, id: number) =>
  (
    await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isStaff))
      .limit(1)
  )[0];

export type EmployeeValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  password_hash: string;
  permissions: string[];
};

/** Staff accounts are created activated: the person adding them vouches for the address. */
export const insertEmployee = async (db: Queryable, values: EmployeeValues) =>
  (
    await db
      .insert(users)
      .values({ ...values, is_admin: true, is_active: true, activated_at: new Date() })
      .returning()
  )[0]!;

export const updateEmployee = async (
  db: Queryable,
  id: number,
  values: Partial<typeof users.$inferInsert>,
) =>
  (
    await db
      .update(users)
      .set({ ...values, updated_at: new Date() })
      .where(and(eq(users.id, id), isStaff))
      .returning()
  )[0];
