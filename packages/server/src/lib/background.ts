import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from './errors';

export type BackgroundWork = ReturnType<typeof createBackgroundWork>;

/**
 * Work a request starts but does not wait for (so its answer cannot reveal what the work
 * found). Tasks with the same key run one after another, so per-account limits still count
 * each earlier task; failures are logged; `settled()` lets shutdown and tests wait.
 */
export function createBackgroundWork() {
  const running = new Set<Promise<void>>();
  const lastByKey = new Map<string, Promise<void>>();
  return {
    run(key: string, label: string, log: FastifyBaseLogger, task: () => Promise<unknown>) {
      const done: Promise<void> = (lastByKey.get(key) ?? Promise.resolve())
        .then(task)
        .then(
          () => undefined,
          // An outage is logged once, where requests meet it; work cut short by it is not an
          // error of its own, and is tried again at its next turn.
          (err: unknown) =>
            isDatabaseUnavailable(err)
              ? log.debug({ err }, `${label} stopped: database unavailable`)
              : log.error({ err }, `${label} failed`),
        )
        .finally(() => {
          running.delete(done);
          if (lastByKey.get(key) === done) lastByKey.delete(key);
        });
      running.add(done);
      lastByKey.set(key, done);
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
