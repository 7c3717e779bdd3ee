import type { Queryable } from './client';

/**
 * A statement built once per database (or transaction) and prepared under `name`: the hot
 * reads of every logged-in page skip Drizzle's SQL building on each call, and PostgreSQL
 * plans a named statement once per connection instead of on every execution.
 */
export function preparedPerDatabase<T>(build: (db: Queryable) => T): (db: Queryable) => T {
  const statements = new WeakMap<Queryable, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = build(db)));
    return statement;
  };
}
