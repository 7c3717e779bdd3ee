import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/**
 * Named statements on the embedded database's thread (`embedded-worker.ts`), kept by their
 * text. PGlite runs each query as six protocol round trips through its WebAssembly (parse,
 * describe, bind, describe, execute, sync), and PostgreSQL parses and plans it each time. The
 * shop's queries are built by drizzle, the same text each time with the values apart, so a
 * statement is parsed and described once; each run after is one trip (bind, execute, sync),
 * about half the thread's time per query (docs/decisions/042). A server connection does the
 * same with the statements `db/prepared.ts` names.
 */

/**
 * Statements kept before the least recently used is closed: a query over a list of values has
 * a text for each length of the list.
 */
export const STATEMENTS_KEPT = 1_000;

/** Only reads and writes are kept: schema changes run once, and may change what others return. */
const KEPT_KINDS = /^\s*(select|insert|update|delete|with)\b/i;

/** "cached plan must not change result type": a table a statement reads changed its columns. */
const PLAN_CHANGED = '0A000';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

type Statement = {
  name: string;
  paramTypes: number[];
  /** What its rows hold, as PostgreSQL described it; none for a statement without rows. */
  rowDescription?: BackendMessage;
};

const { serialize } = protocol;

/** Protocol messages sent together, so PGlite's WebAssembly is called once for all of them. */
const joined = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

export function createStatementCache(client: PGlite) {
  const statements = new Map<string, Statement>();
  let made = 0;
  /** Statements to close with the next message: those let go of since. */
  const closing: string[] = [];
  const stats = { prepared: 0, reused: 0 };

  const send = (parts: Uint8Array[]) =>
    client.execProtocolStream(joined(parts), { syncToFs: false });

  async function prepare(text: string): Promise<Statement> {
    const name = `shop_${++made}`;
    const closes = closing.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const described = await send([
      ...closes,
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
    if (statements.size >= STATEMENTS_KEPT) {
      const [oldest] = statements.keys();
      closing.push(statements.get(oldest!)!.name);
      statements.delete(oldest!);
    }
    statements.set(text, statement);
    stats.prepared++;
    return statement;
  }

  function forget(text: string) {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    closing.push(statement.name);
  }

  async function run(statement: Statement, params: unknown[], options: QueryOptions) {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await send([
      serialize.bind({ statement: statement.name, values }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(described, client.parsers, options)[0]!;
  }

  return {
    stats,
    /** Whether `query` would keep this text as a named statement. */
    keeps: (text: string) => KEPT_KINDS.test(text),
    /**
     * Runs the statement by its name, made the first time its text comes; the caller holds
     * PGlite for the query (its lock, or the transaction's).
     */
    async query(
      text: string,
      params: unknown[],
      options: QueryOptions,
      inTransaction: boolean,
    ): Promise<Results> {
      let statement = statements.get(text);
      if (statement) {
        // Most recently used last, so the first is the one to let go of.
        statements.delete(text);
        statements.set(text, statement);
        stats.reused++;
      } else statement = await prepare(text);
      try {
        return await run(statement, params, options);
      } catch (error) {
        if ((error as { code?: string }).code !== PLAN_CHANGED) throw error;
        // Its tables changed since it was made: made again from its text. A transaction the
        // error has ended fails as a whole instead; the next one makes it anew.
        forget(text);
        if (inTransaction) throw error;
        return run(await prepare(text), params, options);
      }
    },
  };
}
