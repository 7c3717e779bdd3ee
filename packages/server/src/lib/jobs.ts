import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { isDatabaseUnavailable } from './errors';

/** A piece of periodic work: its name (its row in `jobs`), how often, and what it does. */
export type Job = {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  /** How long a run may go without its instance renewing the lease (default 2 minutes). */
  leaseMs?: number;
};

export type Scheduler = ReturnType<typeof createScheduler>;

const DEFAULT_LEASE_MS = 2 * 60 * 1000;

/**
 * Periodic work on the database, the same for every instance: each due job is leased by one
 * instance (its row picked with `FOR UPDATE SKIP LOCKED`), which renews the lease while the
 * job runs. A job whose instance died midway is picked up again once its lease runs out.
 * Register a job with one call, `scheduler.register({ name, everyMs, run })`.
 */
export function createScheduler(opts: { db: Db; log: FastifyBaseLogger; tickMs?: number }) {
  const { db, log } = opts;
  const registered = new Map<string, Job>();
  const running = new Set<Promise<void>>();
  const renewals = new Set<NodeJS.Timeout>();
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;

  async function claim(job: Job, now: Date) {
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    await db.insert(jobs).values({ name: job.name, next_run_at: now }).onConflictDoNothing();
    const result = await db.execute(sql`
      update ${jobs}
         set leased_until = ${new Date(now.getTime() + leaseMs)}, last_started_at = ${now}
       where name in (
         select name from ${jobs}
          where name = ${job.name}
            and next_run_at <= ${now}
            and (leased_until is null or leased_until < ${now})
          for update skip locked)
      returning name`);
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  }

  async function runJob(job: Job, clock: () => Date) {
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    // The lease is renewed while the job runs; a process that dies stops renewing it.
    const renewal = setInterval(() => {
      void db
        .update(jobs)
        .set({ leased_until: new Date(clock().getTime() + leaseMs) })
        .where(eq(jobs.name, job.name))
        .catch(() => undefined);
    }, leaseMs / 3);
    renewal.unref();
    renewals.add(renewal);
    let error: string | null = null;
    try {
      await job.run();
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      if (isDatabaseUnavailable(err))
        log.debug(
          { err, job: job.name },
          'job stopped: database unavailable; the next run retries',
        );
      else log.error({ err, job: job.name }, 'job failed');
    } finally {
      clearInterval(renewal);
      renewals.delete(renewal);
    }
    const finished = clock();
    await db
      .update(jobs)
      .set({
        leased_until: null,
        last_finished_at: finished,
        last_error: error?.slice(0, 500) ?? null,
        next_run_at: new Date(finished.getTime() + job.everyMs),
      })
      .where(eq(jobs.name, job.name));
  }

  /**
   * Runs every registered job that is due at `clock()` and not leased elsewhere; resolves
   * once they finished. A job still running here is not started again.
   */
  async function runDue(clock: () => Date = () => new Date()) {
    const started: Promise<void>[] = [];
    for (const job of registered.values()) {
      if (!(await claim(job, clock()))) continue;
      const done = runJob(job, clock).catch((err: unknown) =>
        log.error({ err, job: job.name }, 'job could not record its run'),
      );
      running.add(done);
      void done.finally(() => running.delete(done));
      started.push(done);
    }
    await Promise.all(started);
  }

  return {
    register(job: Job) {
      if (registered.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
      registered.set(job.name, job);
    },
    jobs: () => [...registered.values()],
    runDue,
    /** Looks for due jobs every `tickMs` (default 5 seconds) until `stop`. */
    start() {
      const tick = () => {
        if (ticking) return;
        ticking = true;
        runDue()
          .catch((err: unknown) =>
            isDatabaseUnavailable(err)
              ? log.debug({ err }, 'scheduler paused: database unavailable')
              : log.error({ err }, 'scheduler failed'),
          )
          .finally(() => (ticking = false));
      };
      tick();
      timer = setInterval(tick, opts.tickMs ?? 5000);
      timer.unref();
    },
    /** Stops looking for jobs and waits for the ones running here. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      while (running.size > 0) await Promise.all([...running]);
    },
    /** Stops at once, as a killed process would: leases are no longer renewed. */
    abandon() {
      if (timer) clearInterval(timer);
      for (const renewal of renewals) clearInterval(renewal);
      renewals.clear();
    },
  };
}
