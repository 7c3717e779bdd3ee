import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type {
  EmbeddedInit,
  EmbeddedReply,
  EmbeddedRequest,
  ThreadError,
} from './embedded-protocol';
import { createStatementCache } from './embedded-statements';
import { PARSED_ARRAY_TYPES } from './embedded-types';

/**
 * The embedded database's thread (`embedded-client.ts`): PGlite runs here, so its WebAssembly
 * never holds up the event loop. Each request is answered in order; a transaction holds
 * PGlite, as a connection would, until the event loop ends it.
 */
const { dataDir } = workerData as EmbeddedInit;
const port = parentPort!;
const client = await PGlite.create({ dataDir, extensions: { pg_trgm, fuzzystrmatch } });
keepUsedParsers(client);
const statements = createStatementCache(client);

/**
 * PGlite copies its parser table into a new object for every result it reads, and the table
 * holds a parser for each of the some 300 array types the server knows: a tenth of a
 * millisecond per statement. Only the scalar parsers and the array types the shop uses stay.
 */
function keepUsedParsers(pg: PGlite) {
  const kept = new Set<string>([...Object.keys(types.parsers), ...PARSED_ARRAY_TYPES.map(String)]);
  pg.parsers = Object.fromEntries(Object.entries(pg.parsers).filter(([type]) => kept.has(type)));
}

const keepText = (value: string) => value;
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
const listening = new Map<string, () => Promise<void>>();
/** Each open transaction's end: resolved once committed, rejected once rolled back. */
const ended = new Map<number, Promise<void>>();
/** Thrown into PGlite's transaction to have it roll back. */
const ROLLBACK = Symbol('rollback');

const reply = (message: EmbeddedReply, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

function threadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  // A database error's fields (code, detail, constraint, …) are own properties of it.
  const fields = Object.fromEntries(
    Object.entries(error).filter(
      ([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value),
    ),
  );
  return { message: error.message, fields };
}

const target = (tx: number | undefined) => (tx === undefined ? client : transactions.get(tx)!.tx);

/**
 * A read or write as a named statement (`embedded-statements.ts`), holding PGlite as its own
 * `query` would: inside the transaction it belongs to, or once no transaction holds it.
 */
function named(request: EmbeddedRequest & { op: 'query' }, parsers: QueryOptions['parsers']) {
  const run = () =>
    client._runExclusiveQuery(() =>
      statements.query(
        request.sql,
        request.params ?? [],
        { rowMode: request.rowMode, parsers },
        request.tx !== undefined,
      ),
    );
  if (request.tx !== undefined) return run();
  // As PGlite's own query does outside a transaction: the file system hears of the change.
  return client._runExclusiveTransaction(async () => {
    const result = await run();
    await client.syncToFs();
    return result;
  });
}

async function handle(request: EmbeddedRequest): Promise<void> {
  switch (request.op) {
    case 'query': {
      const parsers = Object.fromEntries((request.rawTypes ?? []).map((t) => [t, keepText]));
      if (!request.blob && statements.keeps(request.sql))
        return reply({ id: request.id, result: await named(request, parsers) });
      const result = await target(request.tx).query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers,
        ...(request.blob && { blob: new Blob([request.blob]) }),
      });
      const { blob, ...rest } = result;
      const bytes = blob ? await blob.arrayBuffer() : undefined;
      return reply({ id: request.id, result: rest, blob: bytes }, bytes ? [bytes] : []);
    }
    case 'exec':
      return reply({ id: request.id, result: await target(request.tx).exec(request.sql) });
    case 'begin': {
      // Answers once the transaction holds PGlite; settles when the event loop ends it.
      let begun!: () => void;
      const holding = new Promise<void>((resolve) => (begun = resolve));
      const done = client.transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            transactions.set(request.id, {
              tx,
              end: (commit) => (commit ? resolve() : reject(ROLLBACK)),
            });
            begun();
          }),
      );
      done.catch(() => undefined);
      ended.set(request.id, done);
      await holding;
      return reply({ id: request.id, result: request.id });
    }
    case 'end': {
      const open = transactions.get(request.tx);
      transactions.delete(request.tx);
      open?.end(request.commit);
      try {
        await ended.get(request.tx);
      } catch (error) {
        if (error !== ROLLBACK) throw error;
      } finally {
        ended.delete(request.tx);
      }
      return reply({ id: request.id, result: null });
    }
    case 'listen': {
      const unlisten = await client.listen(request.channel, (payload) =>
        reply({ notify: request.channel, payload }),
      );
      listening.set(request.channel, unlisten);
      return reply({ id: request.id, result: null });
    }
    case 'unlisten': {
      await listening.get(request.channel)?.();
      listening.delete(request.channel);
      return reply({ id: request.id, result: null });
    }
    case 'close':
      await client.close();
      return reply({ id: request.id, result: null });
  }
}

port.on('message', (request: EmbeddedRequest) => {
  handle(request).catch((error: unknown) => reply({ id: request.id, error: threadError(error) }));
});
reply({ ready: true });
