import type { Worker } from 'node:worker_threads';
import { startThread } from '../lib/start-thread';
import type { EmbeddedCall, EmbeddedInit, EmbeddedReply, ThreadError } from './embedded-protocol';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: object; blob?: Blob };
type Results<T = Record<string, unknown>> = {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
  blob?: Blob;
};

/** One connection's worth of statements: the client itself, or a transaction it holds. */
export type EmbeddedSession = {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
};

/** The error a statement failed with in the thread, with its fields (code, detail, …). */
const rebuilt = ({ message, fields }: ThreadError) => Object.assign(new Error(message), fields);

/**
 * The thread is gone (its WebAssembly failed, or it was ended): every statement fails as on a
 * lost connection (SQLSTATE class 08), so requests answer 503 and readiness says not ready.
 */
const threadLost = (why: string) =>
  Object.assign(new Error(`The embedded database's thread ${why}`), { code: '08006' });

/**
 * PGlite on a thread of its own (`embedded-worker.ts`), spoken to as drizzle and the backup
 * speak to PGlite: `query`, `exec`, `transaction` and `listen`. PGlite's WebAssembly then
 * runs beside the event loop, not on it, so a checkout's statements no longer hold up the
 * requests served from memory meanwhile. The thread keeps the process alive only while a
 * statement is on its way.
 */
export class EmbeddedClient implements EmbeddedSession {
  private readonly pending = new Map<
    number,
    { resolve: (reply: EmbeddedReply) => void; reject: (error: Error) => void }
  >();
  private readonly listeners = new Map<string, (payload: string) => void>();
  private nextId = 0;
  private lost?: Error;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: EmbeddedReply) => {
      if ('notify' in reply) return this.listeners.get(reply.notify)?.(reply.payload);
      if ('ready' in reply) return;
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if ('error' in reply) waiting?.reject(rebuilt(reply.error));
      else waiting?.resolve(reply);
    });
    const fail = (error: Error) => {
      this.lost = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', (error) => fail(threadLost(`failed: ${error.message}`)));
    worker.on('exit', (code) => fail(threadLost(`ended (exit code ${code})`)));
  }

  /** Starts the thread and resolves once PGlite is open in it. */
  static async open(dataDir: string | undefined): Promise<EmbeddedClient> {
    const init: EmbeddedInit = { dataDir };
    const worker = startThread(import.meta.url, 'embedded-worker', { workerData: init });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
      worker.once('exit', (code) => reject(threadLost(`ended (exit code ${code})`)));
    });
    worker.unref();
    return new EmbeddedClient(worker);
  }

  private call(request: EmbeddedCall, transfer: ArrayBuffer[] = []) {
    if (this.lost) return Promise.reject(this.lost);
    const id = ++this.nextId;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<EmbeddedReply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id }, transfer);
    });
  }

  /** Statements on the client itself, or in its transaction `tx`. */
  private session(tx?: number): EmbeddedSession {
    return {
      query: async <T>(sql: string, params?: unknown[], options: QueryOptions = {}) => {
        const blob = options.blob ? await options.blob.arrayBuffer() : undefined;
        const reply = (await this.call(
          {
            op: 'query',
            sql,
            params,
            rowMode: options.rowMode,
            // Drizzle's parsers keep the text of dates, times and intervals as it is.
            rawTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
            blob,
            tx,
          },
          blob ? [blob] : [],
        )) as { result: Results<T>; blob?: ArrayBuffer };
        return reply.blob ? { ...reply.result, blob: new Blob([reply.blob]) } : reply.result;
      },
      exec: async (sql) =>
        ((await this.call({ op: 'exec', sql, tx })) as { result: Results[] }).result,
    };
  }

  private readonly own = this.session();
  readonly query = this.own.query;
  readonly exec = this.own.exec;

  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: EmbeddedSession) => Promise<T>): Promise<T> {
    const { result: tx } = (await this.call({ op: 'begin' })) as { result: number };
    let value: T;
    try {
      value = await fn(this.session(tx));
    } catch (error) {
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: 'end', tx, commit: true });
    return value;
  }

  /** Calls `notify` with each notification on `channel`; resolves to the way to stop. */
  async listen(channel: string, notify: (payload: string) => void) {
    this.listeners.set(channel, notify);
    await this.call({ op: 'listen', channel });
    return async () => {
      this.listeners.delete(channel);
      await this.call({ op: 'unlisten', channel });
    };
  }

  async close() {
    if (!this.lost) await this.call({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}
