import { existsSync } from 'node:fs';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError, displayPath, lockDataDir } from './lib/data-dir-lock';
import { dataPaths } from './lib/paths';
import { failWith, isOperatorError } from './modules/backup/cli-errors';
import { askShopForBackup, readControl } from './modules/backup/control';
import { takeBackup } from './modules/backup/service';

/** `npm run backup`: one backup file into BACKUP_DIR, its path printed (docs/operations.md). */
class Refusal extends Error {}

/** The embedded database while a shop runs on it: the shop takes the backup itself. */
async function askRunningShop(config: Config, inUse: DataDirInUseError) {
  const folder = displayPath(config.DATA_DIR);
  const control = readControl(config.DATA_DIR);
  const advice = `Stop the shop and run npm run backup again (it then takes the backup itself), or run it as the user the shop runs as, on the same machine.`;
  if (!control)
    throw new Refusal(
      `${inUse.message}, and it does not say how to ask it for a backup (no ${folder}/shop.control.json). ${advice}`,
    );
  let answer: Awaited<ReturnType<typeof askShopForBackup>>;
  try {
    answer = await askShopForBackup(control);
  } catch (error) {
    throw new Refusal(
      `The shop using DATA_DIR ${folder} did not answer at ${control.url} (${(error as Error).message}). ${advice}`,
    );
  }
  if ('error' in answer.body)
    throw new Refusal(`The shop refused the backup: ${answer.body.error} ${advice}`);
  return answer.body.backup.file;
}

async function backUp(config: Config) {
  if (config.DATABASE_URL) {
    const database = await openDatabase({ url: config.DATABASE_URL });
    try {
      return (await takeBackup({ config, database, databaseUrl: config.DATABASE_URL })).file;
    } finally {
      await database.close();
    }
  }
  let release: () => void;
  try {
    release = lockDataDir(config.DATA_DIR);
  } catch (error) {
    if (error instanceof DataDirInUseError) return askRunningShop(config, error);
    throw error;
  }
  try {
    if (!existsSync(dataPaths(config.DATA_DIR).database))
      throw new Refusal(
        `There is no shop in DATA_DIR ${displayPath(config.DATA_DIR)} to back up: set DATA_DIR to the shop's data folder.`,
      );
    const database = await openDatabase({ dataDir: dataPaths(config.DATA_DIR).database });
    try {
      return (await takeBackup({ config, database })).file;
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

try {
  const file = await backUp(loadConfig());
  console.log(file);
} catch (error) {
  if (error instanceof Refusal || isOperatorError(error)) failWith(error.message);
  throw error;
}
