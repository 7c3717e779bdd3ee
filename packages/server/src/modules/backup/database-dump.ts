import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../db/client';
import type { EmbeddedClient } from '../../db/embedded-client';
import { migrationsDir } from '../../lib/paths';
import type { ArchiveWriter } from './archive';

/** The newest migration the database has, by the `when` drizzle records for it. */
export type MigrationLevel = { tag: string; when: number };

/** How the embedded database's tables were written, to read them back the same way. */
export type Layout = {
  tables: { name: string; columns: string[] }[];
  sequences: { name: string; last_value: number | null }[];
};

export class BackupError extends Error {}

const DUMP_ENTRY = 'database/shop.pgdump';
const LAYOUT_ENTRY = 'database/layout.json';
const tableEntry = (table: string) => `database/tables/${table}.copy`;

type Journal = { entries: { idx: number; when: number; tag: string }[] };

async function readJournal(dir = migrationsDir): Promise<Journal> {
  return JSON.parse(await readFile(path.join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;
}

async function migrationOf(
  newestWhen: number | string | null | undefined,
): Promise<MigrationLevel> {
  const when = Number(newestWhen);
  const entry = (await readJournal()).entries.find((e) => e.when === when);
  return { tag: entry?.tag ?? `unknown (${when})`, when };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

const TABLES_SQL = `select table_name as name from information_schema.tables
  where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;
const COLUMNS_SQL = `select column_name as name from information_schema.columns
  where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
  order by ordinal_position`;
const NEWEST_MIGRATION_SQL = `select max(created_at) as when from drizzle.__drizzle_migrations`;

/**
 * The embedded database, table by table with COPY, inside one transaction: PGlite serves
 * one connection and a transaction holds it, so what is written is one moment of the shop
 * (requests wait the few seconds it takes). Returns the row count of every table.
 */
async function dumpEmbedded(client: EmbeddedClient, writer: ArchiveWriter) {
  return client.transaction(async (tx) => {
    const layout: Layout = { tables: [], sequences: [] };
    const rows: Record<string, number> = {};
    const tables = (await tx.query<{ name: string }>(TABLES_SQL)).rows;
    for (const { name } of tables) {
      const columns = (await tx.query<{ name: string }>(COLUMNS_SQL, [name])).rows.map(
        (c) => c.name,
      );
      const counted = await tx.query<{ n: number }>(
        `select count(*)::int as n from ${quote(name)}`,
      );
      rows[name] = counted.rows[0]!.n;
      const copied = await tx.query(
        `copy ${quote(name)} (${columns.map(quote).join(', ')}) to '/dev/blob'`,
      );
      const data = copied.blob ? Buffer.from(await copied.blob.arrayBuffer()) : Buffer.alloc(0);
      await writer.add(tableEntry(name), data);
      layout.tables.push({ name, columns });
    }
    layout.sequences = (
      await tx.query<{ name: string; last_value: string | null }>(
        `select sequencename as name, last_value from pg_sequences where schemaname = 'public'`,
      )
    ).rows.map((s) => ({
      name: s.name,
      last_value: s.last_value === null ? null : Number(s.last_value),
    }));
    await writer.add(LAYOUT_ENTRY, Buffer.from(JSON.stringify(layout)));
    const newest = (await tx.query<{ when: string | null }>(NEWEST_MIGRATION_SQL)).rows[0]?.when;
    return { rows, migration: await migrationOf(newest) };
  });
}

/** Runs a PostgreSQL client tool; a missing one is said plainly. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} is not installed, and a PostgreSQL database is backed up and restored with it: install the PostgreSQL client tools of the server's version or newer (on Debian or Ubuntu: apt install postgresql-client) and run this again.`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(
            new BackupError(
              `${tool} failed (exit ${code}): ${errors.trim().split('\n').slice(-3).join(' ')}`,
            ),
          ),
    );
  });
}

/**
 * A PostgreSQL server: a transaction exports its snapshot, counts every table in it and keeps
 * it open while pg_dump writes that same snapshot, so the counts and the dump agree however
 * many orders are placed meanwhile.
 */
async function dumpServer(url: string, writer: ArchiveWriter, workDir: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id'))
      .rows[0]!.id;
    const rows: Record<string, number> = {};
    for (const { name } of (await client.query<{ name: string }>(TABLES_SQL)).rows) {
      const counted = await client.query<{ n: number }>(
        `select count(*)::int as n from ${quote(name)}`,
      );
      rows[name] = counted.rows[0]!.n;
    }
    const newest = (await client.query<{ when: string | null }>(NEWEST_MIGRATION_SQL)).rows[0]
      ?.when;
    const file = path.join(workDir, 'shop.pgdump');
    await runTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${snapshot}`,
      `--file=${file}`,
      `--dbname=${url}`,
    ]);
    await client.query('commit');
    await writer.addFile(DUMP_ENTRY, file);
    return { rows, migration: await migrationOf(newest) };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Writes the database into the archive; the row counts and migration go into the manifest. */
export async function dumpDatabase(
  database: Database,
  databaseUrl: string | undefined,
  writer: ArchiveWriter,
  workDir: string,
) {
  if (database.kind === 'postgres') {
    const url = databaseUrl ?? database.url;
    if (!url) throw new Error('a PostgreSQL backup needs the database URL');
    return dumpServer(url, writer, workDir);
  }
  return dumpEmbedded((database.db as unknown as { $client: EmbeddedClient }).$client, writer);
}

/** Row counts of every table as the database holds them now. */
export async function countRows(database: Database, tables: string[]) {
  const counts: Record<string, number> = {};
  for (const name of tables) {
    const result = (await database.db.execute(
      sql.raw(`select count(*)::int as n from ${quote(name)}`),
    )) as unknown as { rows: { n: number }[] };
    counts[name] = Number(result.rows[0]!.n);
  }
  return counts;
}

/**
 * Brings an empty embedded database to the backup's migration: the shop's own migrations,
 * but only as far as the backup had come, so its tables take the rows as they were written.
 * The shop applies the newer ones when it starts.
 */
async function migrateTo(database: Database, level: MigrationLevel, workDir: string) {
  const dir = path.join(workDir, 'migrations');
  await cp(migrationsDir, dir, { recursive: true });
  const journal = await readJournal(dir);
  if (!journal.entries.some((e) => e.when === level.when))
    throw new BackupError(
      `This backup was made by a shop at migration ${level.tag}, which this copy of the shop does not have: update the repository to the version that made it (or newer) and restore again.`,
    );
  journal.entries = journal.entries.filter((e) => e.when <= level.when);
  await writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(database.db as never, { migrationsFolder: dir });
}

/** Loads the tables written by dumpEmbedded into a new embedded database. */
export async function loadEmbedded(
  database: Database,
  level: MigrationLevel,
  unpacked: string,
  workDir: string,
) {
  await migrateTo(database, level, workDir);
  const client = (database.db as unknown as { $client: EmbeddedClient }).$client;
  const layout = JSON.parse(await readFile(path.join(unpacked, LAYOUT_ENTRY), 'utf8')) as Layout;
  await client.transaction(async (tx) => {
    // Rows go in as they were: no triggers, no foreign-key checks until every table is back.
    await tx.exec('set local session_replication_role = replica');
    await tx.exec(`truncate ${layout.tables.map((t) => quote(t.name)).join(', ')}`);
    for (const table of layout.tables) {
      const data = await readFile(path.join(unpacked, tableEntry(table.name)));
      if (data.length === 0) continue;
      await tx.query(
        `copy ${quote(table.name)} (${table.columns.map(quote).join(', ')}) from '/dev/blob'`,
        [],
        { blob: new Blob([data]) },
      );
    }
    for (const seq of layout.sequences) {
      await tx.query(
        seq.last_value === null
          ? `select setval('${quote(seq.name)}', 1, false)`
          : `select setval('${quote(seq.name)}', ${seq.last_value}, true)`,
      );
    }
  });
}

/** pg_restore into an empty PostgreSQL database. */
export async function loadServer(url: string, unpacked: string) {
  await runTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    path.join(unpacked, DUMP_ENTRY),
  ]);
}

/** Whether the database has any table of its own yet. */
export async function databaseIsEmpty(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.n === 0;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A scratch folder named with this process's id, so a later backup can tell it was left. */
export const makeWorkDir = (near: string) =>
  mkdtemp(path.join(near, `.shop-backup-work-${process.pid}-`));
export const removeWorkDir = (dir: string) => rm(dir, { recursive: true, force: true });
