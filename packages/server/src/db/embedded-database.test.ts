import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import type { EmbeddedClient } from './embedded-client';
import { isDatabaseUnavailable } from '../lib/errors';
import { openEmbeddedDatabase } from './embedded-database';
import { PARSED_ARRAY_TYPES } from './embedded-types';
import { runMigrations } from './migrate';

describe('the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openEmbeddedDatabase(undefined);
    await runMigrations(database);
  });
  afterAll(() => database.close());

  it("reads every array column of the shop's tables as an array", async () => {
    const rows = await database.db.execute<{
      table_name: string;
      column_name: string;
      type: number;
    }>(sql`
      select c.relname as table_name, a.attname as column_name, a.atttypid::int as type
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_type t on t.oid = a.atttypid
       where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0
         and not a.attisdropped and t.typcategory = 'A'`);
    const arrays = (
      rows as unknown as { rows: { table_name: string; column_name: string; type: number }[] }
    ).rows;
    expect(arrays.length).toBeGreaterThan(0);
    const unparsed = arrays.filter((column) => !PARSED_ARRAY_TYPES.includes(column.type));
    expect(unparsed).toEqual([]);
  });

  it('reads every type on its thread as PGlite in the process does', async () => {
    const query = `
      select array['tulsi', 'neem']::text[] as names, array[1, 2]::int[] as ids,
             array[12345678901]::bigint[] as bigs, array[true]::boolean[] as flags,
             array[1.5]::numeric[] as amounts, array['{"a": 1}']::jsonb[] as docs,
             array[now()]::timestamptz[] as times, '{"a": [1]}'::jsonb as doc, 7::int as n,
             12345678901::bigint as big, 1.5::float8 as f, 2.25::numeric as amount,
             'x'::text as s, now() as at, current_date as day, '\\x01'::bytea as bytes`;
    const untrimmed = await PGlite.create();
    try {
      const threaded = (database.db as unknown as { $client: EmbeddedClient }).$client;
      const [mine, theirs] = [await threaded.query(query), await untrimmed.query(query)];
      // The two clocks differ: compare the times' types, then everything else.
      const withoutTimes = ({ times, at, ...rest }: Record<string, unknown>) => {
        expect([Array.isArray(times), at instanceof Date]).toEqual([true, true]);
        return rest;
      };
      expect(mine.rows.map((row) => withoutTimes(row as Record<string, unknown>))).toEqual(
        theirs.rows.map((row) => withoutTimes(row as Record<string, unknown>)),
      );
    } finally {
      await untrimmed.close();
    }
  });

  it('fails every statement as on a lost connection once its thread is gone', async () => {
    const gone = await openEmbeddedDatabase(undefined);
    await gone.close();
    const error = await gone.db.execute(sql`select 1`).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
