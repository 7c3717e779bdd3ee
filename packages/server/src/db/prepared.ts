import type { Queryable } from './client';

/** What Drizzle keeps of a database or transaction: its session, which holds the connection. */
type WithSession = { session: { client: unknown } };
type Statement = { client: unknown };

const sessionOf = (q: Queryable) => (q as unknown as WithSession).session;

/**
 * A statement built once and prepared under `name`, run on whatever database or transaction
 * it is given. Building a statement (Drizzle turning the query into SQL text and a result
 * mapping) cost more than running it: about 0.45 ms of the event loop for a wide row, against
 * 0.25 ms to send it and read the answer, on every one of a checkout's forty-odd statements.
 * PostgreSQL also plans a named statement once per connection instead of on every execution.
 *
 * The text and mapping are the same for every database of one driver, so the statement is
 * built once per driver (the session's class) and handed the connection of the database or
 * transaction it runs on: Drizzle's prepared statement sends through its `client`, which
 * for a transaction is the connection holding it open.
 */
export function preparedPerDatabase<T extends object>(build: (db: Queryable) => T) {
  const built = new WeakMap<object, T>();
  return (q: Queryable): T => {
    const session = sessionOf(q);
    let statement = built.get(session.constructor);
    if (!statement) built.set(session.constructor, (statement = build(q)));
    if ((statement as Statement).client === session.client) return statement;
    return Object.create(statement, { client: { value: session.client } }) as T;
  };
}
