import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dailyJobs } from '../../db/schema';
import { indiaDate } from '@shop/shared';

/**
 * Runs `job` at most once per India calendar day across every instance: the instance that
 * moves the job's row to today (one conditional upsert) runs it; the others see it done. A
 * job that fails gives the day back, so the next tick tries again.
 */
export async function runOncePerDay(
  db: Db,
  name: string,
  job: () => Promise<unknown>,
  now: Date = new Date(),
): Promise<boolean> {
  const today = indiaDate(now);
  const [previous] = await db.select().from(dailyJobs).where(eq(dailyJobs.name, name));
  const claimed = await db
    .insert(dailyJobs)
    .values({ name, last_run_on: today })
    .onConflictDoUpdate({
      target: dailyJobs.name,
      set: { last_run_on: today },
      setWhere: lt(dailyJobs.last_run_on, today),
    })
    .returning({ name: dailyJobs.name });
  if (claimed.length === 0) return false;
  try {
    await job();
  } catch (error) {
    await (previous
      ? db
          .update(dailyJobs)
          .set({ last_run_on: previous.last_run_on })
          .where(and(eq(dailyJobs.name, name), eq(dailyJobs.last_run_on, today)))
      : db.delete(dailyJobs).where(eq(dailyJobs.name, name)));
    throw error;
  }
  return true;
}
