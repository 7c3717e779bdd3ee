import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { openDatabase } from '../../db/client';
import { displayPath, lockDataDir } from '../../lib/data-dir-lock';
import { dataPaths } from '../../lib/paths';
import { BackupFileError, extractArchive } from './archive';
import { countRows, databaseIsEmpty, loadEmbedded, loadServer } from './database-dump';
import { IMAGES_PREFIX, MANIFEST_ENTRY, SECRETS_ENTRY, type Manifest } from './service';

/** A restore that would overwrite something, or cannot go where it was asked to. */
export class RestoreRefusedError extends Error {}

/** What a data folder may hold and still count as empty: the backups folder. */
const MAY_STAY = new Set(['backups']);

async function isEmptyDataDir(dir: string) {
  if (!existsSync(dir)) return true;
  return (await readdir(dir)).every((name) => MAY_STAY.has(name));
}

const stampOf = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

/** Every entry unpacked is the one the manifest lists, byte for byte. */
function checkEntries(manifest: Manifest, read: Record<string, { bytes: number; sha256: string }>) {
  const names = new Set([...Object.keys(read)].filter((name) => name !== MANIFEST_ENTRY));
  for (const [name, expected] of Object.entries(manifest.files)) {
    const got = read[name];
    if (!got) throw new BackupFileError(`The backup is missing ${name}, which its manifest lists.`);
    if (got.bytes !== expected.bytes || got.sha256 !== expected.sha256)
      throw new BackupFileError(`${name} in the backup does not match its checksum.`);
    names.delete(name);
  }
  const extra = [...names][0];
  if (extra)
    throw new BackupFileError(`The backup holds ${extra}, which its manifest does not list.`);
}

export type RestoreOptions = {
  file: string;
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'BACKUP_PASSPHRASE'>;
  /** Move a data folder that is not empty aside instead of refusing. */
  force?: boolean;
  progress?: (message: string) => void;
};

/**
 * Restores a backup into an empty data folder (and, for a PostgreSQL backup, an empty
 * database): every checksum is checked before anything is written, the database is rebuilt
 * in a folder beside the target and its row counts compared with the manifest, and only then
 * is it moved into place. With `force` a data folder that is not empty is moved aside to
 * `DATA_DIR.before-restore-<time>`, never deleted.
 */
export async function restoreBackup({ file, config, force = false, progress }: RestoreOptions) {
  const dataDir = config.DATA_DIR;
  const parent = path.dirname(dataDir);
  await mkdir(parent, { recursive: true });
  const stamp = stampOf(new Date());
  const unpacked = await mkdtemp(path.join(parent, '.shop-restore-'));
  const staging = `${dataDir}.restoring-${stamp}`;
  try {
    progress?.(`Checking ${file}`);
    const read = await extractArchive(file, unpacked, config.BACKUP_PASSPHRASE);
    if (!read[MANIFEST_ENTRY]) throw new BackupFileError(`${file} has no manifest.`);
    const manifest = JSON.parse(
      await readFile(path.join(unpacked, MANIFEST_ENTRY), 'utf8'),
    ) as Manifest;
    checkEntries(manifest, read);

    if (manifest.database === 'postgres' && !config.DATABASE_URL)
      throw new RestoreRefusedError(
        'This is a backup of a PostgreSQL database: set DATABASE_URL to a new, empty database and restore again.',
      );
    if (manifest.database === 'embedded' && config.DATABASE_URL)
      throw new RestoreRefusedError(
        'This is a backup of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.',
      );
    if (config.DATABASE_URL && !(await databaseIsEmpty(config.DATABASE_URL)))
      throw new RestoreRefusedError(
        'The database DATABASE_URL names is not empty: create a new, empty database (createdb), point DATABASE_URL at it and restore again. The old one stays as it is.',
      );
    let movedTo: string | undefined;
    if (!(await isEmptyDataDir(dataDir))) {
      if (!force)
        throw new RestoreRefusedError(
          `DATA_DIR ${displayPath(dataDir)} is not empty: restore into an empty folder (set DATA_DIR), or add --force to move this one aside to ${displayPath(dataDir)}.before-restore-<time>.`,
        );
      // Refuses (DataDirInUseError) while a shop runs on the folder.
      lockDataDir(dataDir)();
      movedTo = `${dataDir}.before-restore-${stamp}`;
      await rename(dataDir, movedTo);
      progress?.(`Moved the old data folder to ${displayPath(movedTo)}`);
      // The backups stay where the shop keeps them.
      if (existsSync(path.join(movedTo, 'backups'))) {
        await mkdir(dataDir);
        await rename(path.join(movedTo, 'backups'), path.join(dataDir, 'backups'));
      }
    }

    await mkdir(staging, { recursive: true, mode: 0o700 });
    progress?.('Restoring the database');
    const database = config.DATABASE_URL
      ? await loadServer(config.DATABASE_URL, unpacked).then(() =>
          openDatabase({ url: config.DATABASE_URL }),
        )
      : await openDatabase({ dataDir: dataPaths(staging).database });
    try {
      if (!config.DATABASE_URL)
        await loadEmbedded(database, manifest.migration, unpacked, unpacked);
      const counts = await countRows(database, Object.keys(manifest.tables));
      for (const [table, rows] of Object.entries(manifest.tables)) {
        if (counts[table] !== rows)
          throw new BackupFileError(
            `The restored table ${table} has ${counts[table]} rows where the backup counted ${rows}.`,
          );
      }
    } finally {
      await database.close();
    }

    const paths = dataPaths(staging);
    const images = path.join(unpacked, ...IMAGES_PREFIX.split('/').filter(Boolean));
    await mkdir(path.dirname(paths.productImages), { recursive: true });
    if (existsSync(images)) await rename(images, paths.productImages);
    else await mkdir(paths.productImages, { recursive: true });
    if (read[SECRETS_ENTRY]) {
      await rename(path.join(unpacked, SECRETS_ENTRY), paths.secrets);
      await chmod(paths.secrets, 0o600);
    }

    // Into place: what may stay in an empty DATA_DIR (its backups) joins the restored folder.
    if (existsSync(dataDir)) {
      for (const name of await readdir(dataDir))
        await rename(path.join(dataDir, name), path.join(staging, name));
      await rmdir(dataDir);
    }
    await rename(staging, dataDir);
    return { manifest, movedTo };
  } finally {
    await rm(unpacked, { recursive: true, force: true });
    await rm(staging, { recursive: true, force: true });
  }
}
