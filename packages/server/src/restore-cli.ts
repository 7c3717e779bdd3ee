import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { DataDirInUseError, displayPath } from './lib/data-dir-lock';
import { failWith, isOperatorError } from './modules/backup/cli-errors';
import { restoreBackup, RestoreRefusedError } from './modules/backup/restore';

/** `npm run restore -- FILE [--force]` (docs/operations.md). */
const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');

if (files.length !== 1 || files[0]!.startsWith('-'))
  failWith('Usage: npm run restore -- FILE [--force]');
const file = path.resolve(files[0]!);
if (!existsSync(file)) failWith(`There is no file ${file}.`);

try {
  const config = loadConfig();
  const { manifest, movedTo } = await restoreBackup({
    file,
    config,
    force,
    progress: (message) => console.log(message),
  });
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Restored the backup of ${manifest.created_at} (shop ${manifest.shop_version}, migration ${manifest.migration.tag}): ${Object.keys(manifest.tables).length} tables, ${rows} rows and ${Object.keys(manifest.files).length} files, every checksum and row count checked.`,
  );
  console.log(
    config.DATABASE_URL
      ? `Database: the one DATABASE_URL names. Files: DATA_DIR ${displayPath(config.DATA_DIR)}.`
      : `Data folder: ${displayPath(config.DATA_DIR)}.`,
  );
  if (movedTo) console.log(`The old data folder is kept at ${displayPath(movedTo)}.`);
  console.log('Start the shop with npm start.');
} catch (error) {
  if (error instanceof RestoreRefusedError || isOperatorError(error)) failWith(error.message);
  if (error instanceof DataDirInUseError)
    failWith(`${error.message}: stop the shop before restoring into its folder.`);
  throw error;
}
