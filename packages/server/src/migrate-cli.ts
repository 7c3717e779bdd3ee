import { loadConfig } from './config';
import { runMigrations } from './db/migrate';
import { openConfiguredDatabase } from './start';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await runMigrations(database);
await database.close();
console.log('Database is up to date.');
