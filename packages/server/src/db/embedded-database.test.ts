import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import type { EmbeddedClient } from './embedded-client';
import { isDatabaseUnavailable } from '../lib/errors';
import { openEmbeddedDatabase } from './embedded-database';
import { STATEMENTS_KEPT } from './embedded-statements';
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

  describe('statements kept by their text', () => {
    const client = () => (database.db as unknown as { $client: EmbeddedClient }).$client;
    /** The thread's named statements whose text has `marker` in it. */
    const namedWith = async (marker: string) =>
      (
        await client().query<{ name: string }>(
          `select name from pg_prepared_statements where statement like '%' || $1 || '%' and name like 'shop\\_%'`,
          [marker],
        )
      ).rows.map((row) => row.name);

    it('parses a read once and runs it again by its name, with each run its own values', async () => {
      const read = (n: number) =>
        client().query<{ doubled: number }>('select $1::int * 2 as doubled /* kept-once */', [n]);
      expect((await read(2)).rows).toEqual([{ doubled: 4 }]);
      expect((await read(5)).rows).toEqual([{ doubled: 10 }]);
      await client().transaction(async (tx) => {
        expect((await tx.query('select $1::int * 2 as doubled /* kept-once */', [7])).rows).toEqual(
          [{ doubled: 14 }],
        );
      });
      expect(await namedWith('kept-once')).toHaveLength(1);
    });

    it('answers with the new columns after its table changed them', async () => {
      await client().exec('create table kept_changing (id int)');
      await client().query('insert into kept_changing values ($1)', [1]);
      const all = () => client().query('select * from kept_changing');
      expect((await all()).rows).toEqual([{ id: 1 }]);
      await client().exec("alter table kept_changing add column note text default 'tulsi'");
      expect((await all()).rows).toEqual([{ id: 1, note: 'tulsi' }]);
    });

    it('fails a statement that breaks a rule, and the next statements work, in and out of a transaction', async () => {
      await client().exec('create table kept_unique (id int primary key)');
      const insert = (tx: { query: EmbeddedClient['query'] }, id: number) =>
        tx.query('insert into kept_unique values ($1)', [id]);
      await insert(client(), 1);
      await expect(insert(client(), 1)).rejects.toMatchObject({ code: '23505' });
      await insert(client(), 2);
      await expect(
        client().transaction(async (tx) => {
          await insert(tx, 3);
          await insert(tx, 1);
        }),
      ).rejects.toMatchObject({ code: '23505' });
      await client().transaction((tx) => insert(tx, 4));
      const ids = await client().query<{ id: number }>('select id from kept_unique order by id');
      expect(ids.rows.map((row) => row.id)).toEqual([1, 2, 4]);
    });

    it(`keeps at most ${STATEMENTS_KEPT} statements, letting go of the least recently used`, async () => {
      for (let i = 0; i < STATEMENTS_KEPT + 50; i++)
        await client().query(`select $1::int + ${i} as n /* kept-many */`, [1]);
      expect((await namedWith('kept-many')).length).toBeLessThanOrEqual(STATEMENTS_KEPT + 1);
      // The least recently used went first; the latest are still kept.
      expect(await namedWith(`+ 0 as n /* kept-many */`)).toEqual([]);
      expect(await namedWith(`+ ${STATEMENTS_KEPT + 49} as n /* kept-many */`)).toHaveLength(1);
    });
  });
});
