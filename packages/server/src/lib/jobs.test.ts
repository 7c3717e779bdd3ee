import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { useTestApp } from '../../test/suite';
import { createScheduler } from './jobs';

const LEASE_MS = 60_000;

describe('the jobs scheduler', () => {
  const t = useTestApp();
  const instance = () => createScheduler({ db: t.db, log: t.app.log });

  it('runs a job again when the instance running it was killed midway', async () => {
    const ran: string[] = [];
    const first = instance();
    let started = () => undefined as void;
    const isRunning = new Promise<void>((resolve) => (started = resolve));
    first.register({
      name: 'killed-midway',
      everyMs: 10 * 60_000,
      leaseMs: LEASE_MS,
      // This run never ends: the process dies in the middle of it.
      run: () => {
        ran.push('first');
        started();
        return new Promise(() => undefined);
      },
    });
    const now = Date.now();
    void first.runDue(() => new Date(now));
    await isRunning;
    first.abandon();

    const second = instance();
    second.register({
      name: 'killed-midway',
      everyMs: 10 * 60_000,
      leaseMs: LEASE_MS,
      run: async () => void ran.push('second'),
    });
    // While the lease holds, the job is still someone's.
    await second.runDue(() => new Date(now + LEASE_MS - 1000));
    expect(ran).toEqual(['first']);
    // Once it runs out, another instance runs the job again.
    await second.runDue(() => new Date(now + LEASE_MS + 1000));
    expect(ran).toEqual(['first', 'second']);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.name, 'killed-midway'));
    expect(row!.leased_until).toBeNull();
    expect(row!.last_error).toBeNull();
    expect(row!.next_run_at.getTime()).toBe(now + LEASE_MS + 1000 + 10 * 60_000);
  });

  it('runs each job once across instances, then again when it is due', async () => {
    const ran: string[] = [];
    const instances = [instance(), instance(), instance()];
    for (const [i, scheduler] of instances.entries())
      scheduler.register({
        name: 'every-minute',
        everyMs: 60_000,
        run: async () => void ran.push(`#${i}`),
      });
    const now = Date.now();
    await Promise.all(instances.map((s) => s.runDue(() => new Date(now))));
    expect(ran).toHaveLength(1);
    await Promise.all(instances.map((s) => s.runDue(() => new Date(now + 30_000))));
    expect(ran).toHaveLength(1);
    await Promise.all(instances.map((s) => s.runDue(() => new Date(now + 61_000))));
    expect(ran).toHaveLength(2);
  });

  it('records a failed run and tries it at the next turn', async () => {
    const scheduler = instance();
    let fail = true;
    scheduler.register({
      name: 'flaky',
      everyMs: 60_000,
      run: async () => {
        if (fail) throw new Error('gateway unreachable');
      },
    });
    const now = Date.now();
    await scheduler.runDue(() => new Date(now));
    const [failed] = await t.db.select().from(jobs).where(eq(jobs.name, 'flaky'));
    expect(failed).toMatchObject({ last_error: 'gateway unreachable', leased_until: null });
    fail = false;
    await scheduler.runDue(() => new Date(now + 61_000));
    const [ok] = await t.db.select().from(jobs).where(eq(jobs.name, 'flaky'));
    expect(ok!.last_error).toBeNull();
  });

  it('has the shop’s own jobs registered', () => {
    expect(t.app.jobs.jobs().map((job) => [job.name, job.everyMs])).toEqual([
      ['mail-sender', 30_000],
      ['payment-reconciler', 60_000],
      ['low-stock-alert', 3_600_000],
      ['audit-prune', 86_400_000],
      ['cod-expiry', 30_000],
      ['search-index-upkeep', 60_000],
    ]);
  });
});
