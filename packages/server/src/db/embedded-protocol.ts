/** What the event loop asks of the embedded database's thread (`embedded-worker.ts`). */
export type EmbeddedCall =
  | {
      op: 'query';
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      /** Types whose text is kept as it is (the query's own parsers return it unchanged). */
      rawTypes?: number[];
      blob?: ArrayBuffer;
      tx?: number;
    }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'close' };

/** A call with the number its answer comes back under. */
export type EmbeddedRequest = EmbeddedCall & { id: number };

/** A database error as it crosses threads: its message and its fields (code, detail, …). */
export type ThreadError = { message: string; fields: Record<string, unknown> };

export type EmbeddedReply =
  | { id: number; result: unknown; blob?: ArrayBuffer }
  | { id: number; error: ThreadError }
  | { notify: string; payload: string }
  /** Sent once, when PGlite is open in the thread. */
  | { ready: true };

/** The thread's start: where the database lives (in memory when undefined). */
export type EmbeddedInit = { dataDir: string | undefined };
