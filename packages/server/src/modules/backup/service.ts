import { existsSync, readFileSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import { backups } from '../../db/schema';
import { dataPaths, serverRoot } from '../../lib/paths';
import { createArchiveWriter } from './archive';
import { dumpDatabase, makeWorkDir, removeWorkDir, type MigrationLevel } from './database-dump';

/** What a backup says of itself; restore checks every line of it. */
export type Manifest = {
  format: 1;
  shop_version: string;
  migration: MigrationLevel;
  created_at: string;
  database: Database['kind'];
  /** Rows of every table, counted in the same snapshot the database was written from. */
  tables: Record<string, number>;
  /** Every other entry of the file, with its size and SHA-256. */
  files: Record<string, { bytes: number; sha256: string }>;
};

export const MANIFEST_ENTRY = 'manifest.json';
export const SECRETS_ENTRY = 'secrets.json';
export const IMAGES_PREFIX = 'images/products/';
const NAME = /^shop-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.shopbak$/;
const TEMP = /^\.shop-backup-(?:work-(\d+)-.*|.*\.(\d+)\.tmp)$/;

const shopVersion = (): string =>
  (
    JSON.parse(readFileSync(path.join(serverRoot, '..', '..', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

async function* filesUnder(dir: string, prefix = ''): AsyncGenerator<string> {
  if (!existsSync(dir)) return;
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(path.join(dir, entry.name), relative);
    else if (entry.isFile()) yield relative;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Half-written files and scratch folders of backups whose process is gone (killed midway) are removed. */
async function removeAbandoned(dir: string) {
  for (const name of await readdir(dir)) {
    const match = TEMP.exec(name);
    const pid = Number(match?.[1] ?? match?.[2]);
    if (match && !alive(pid)) await rm(path.join(dir, name), { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` backup files in `dir`; returns the ones removed. */
async function pruneBackups(dir: string, keep: number) {
  const files = (await readdir(dir))
    .filter((name) => NAME.test(name))
    .sort()
    .reverse();
  const old = files.slice(keep);
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

/** The newest backup any instance or command recorded, or undefined before the first. */
export async function lastBackupAt(db: Db): Promise<Date | undefined> {
  const [row] = await db
    .select({ taken_at: backups.taken_at })
    .from(backups)
    .orderBy(desc(backups.taken_at))
    .limit(1);
  return row?.taken_at;
}

export type BackupDeps = {
  config: Pick<Config, 'DATA_DIR' | 'BACKUP_DIR' | 'BACKUP_KEEP' | 'BACKUP_PASSPHRASE'>;
  database: Database;
  /** The PostgreSQL server's URL, for pg_dump; unused on the embedded database. */
  databaseUrl?: string;
};

// One backup at a time in this process: the schedule, the command and the route share it.
let running: Promise<unknown> = Promise.resolve();

/**
 * Writes one backup file into BACKUP_DIR and returns its path: the database, the product
 * images and the generated secrets, with their manifest. It is written under a temporary
 * name, synced to disk and only then renamed, so a backup cut short (even by kill -9) never
 * replaces or damages a good one.
 */
export function takeBackup(deps: BackupDeps): Promise<{ file: string; manifest: Manifest }> {
  const next = running.then(() => writeBackup(deps));
  running = next.catch(() => undefined);
  return next;
}

async function writeBackup({ config, database, databaseUrl }: BackupDeps) {
  const dir = config.BACKUP_DIR;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await removeAbandoned(dir);
  const createdAt = new Date();
  const name = `shop-backup-${createdAt.toISOString().replace(/[:.]/g, '-')}.shopbak`;
  const file = path.join(dir, name);
  const temp = path.join(dir, `.${name}.${process.pid}.tmp`);
  const writer = await createArchiveWriter(temp, config.BACKUP_PASSPHRASE);
  const work = await makeWorkDir(dir);
  let manifest: Manifest;
  try {
    // The database first: every image its rows name was written before they were committed.
    const { rows, migration } = await dumpDatabase(database, databaseUrl, writer, work);
    const paths = dataPaths(config.DATA_DIR);
    for await (const relative of filesUnder(paths.productImages))
      await writer.addFile(`${IMAGES_PREFIX}${relative}`, path.join(paths.productImages, relative));
    if (existsSync(paths.secrets)) await writer.addFile(SECRETS_ENTRY, paths.secrets);
    manifest = {
      format: 1,
      shop_version: shopVersion(),
      migration,
      created_at: createdAt.toISOString(),
      database: database.kind,
      tables: rows,
      files: { ...writer.checksums },
    };
    await writer.add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    await writer.finish();
    await rename(temp, file);
    const folder = await open(dir, 'r');
    await folder.sync().finally(() => folder.close());
  } catch (error) {
    await writer.abandon();
    await rm(temp, { force: true });
    throw error;
  } finally {
    await removeWorkDir(work);
  }
  const { size } = await stat(file);
  await database.db.insert(backups).values({ file: name, bytes: size, taken_at: createdAt });
  await pruneBackups(dir, config.BACKUP_KEEP);
  return { file, manifest };
}

/** Writes a small file with owner-only access. */
export const writePrivate = (file: string, text: string) => writeFile(file, text, { mode: 0o600 });
