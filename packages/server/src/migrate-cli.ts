import { loadConfig } from './config';
import { runMigrations } from './db/migrate';
import { openConfiguredDatabase } from './start';

const config = loadConfig();
const { database, release } = await openConfiguredDatabase(config);
await runMigrations(database);
await database.close();
release();
console.log('Database is up to date.');
