import { buildApp, type App } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import type { Database } from './db/client';
import { DataDirInUseError } from './lib/data-dir-lock';
import { migrateAndSeed, openConfiguredDatabase } from './start';
import { publishControl } from './modules/backup/control';
import { backupJob } from './modules/backup/schedule';

/** A start-up problem the operator can fix: one line, no stack trace. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

// What is open so far, closed in reverse by shutdown().
const open: {
  database?: Database;
  release?: () => void;
  app?: App;
  unpublishControl?: () => void;
} = {};
let closing = false;

async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`\n${signal}: shutting down`);
  setTimeout(() => process.exit(1), 10_000).unref();
  // Stop accepting connections, let requests in flight finish, then release the database.
  open.unpublishControl?.();
  await open.app?.close();
  await open.database?.close();
  open.release?.();
  process.exit(0);
}

function printAdmin(seeded: Awaited<ReturnType<typeof migrateAndSeed>>) {
  if (!seeded.createdAdmin) return;
  console.log(`Admin e-mail:    ${seeded.adminEmail}`);
  console.log(
    seeded.generatedPassword
      ? `Admin password:  ${seeded.generatedPassword}  (shown once; keep it safe)`
      : 'Admin password:  the one set in ADMIN_PASSWORD',
  );
}

async function start(config: Config) {
  try {
    Object.assign(open, await openConfiguredDatabase(config));
  } catch (error) {
    if (error instanceof DataDirInUseError) fail(error.message);
    throw error;
  }
  const database = open.database!;
  // Printed as soon as the seed is committed: a generated password is shown only once.
  printAdmin(await migrateAndSeed(config, database, (message) => console.log(message)));
  const app = (open.app = await buildApp({ config, database }));
  if (closing) return;
  // Backups every BACKUP_INTERVAL_HOURS, taken by the running shop (docs/operations.md).
  const backups = backupJob({ config, database, log: app.log });
  if (backups) app.jobs.register(backups);
  // Every job (docs/operations.md, "Jobs") runs once across instances.
  app.jobs.start();

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  open.unpublishControl = await publishControl(
    config.DATA_DIR,
    config.HOST,
    port,
    app.controlToken,
  );
  const ready = Math.round(process.uptime() * 1000);
  console.log(`\nHerbal Shop is open at http://localhost:${port}  (ready in ${ready} ms)`);
  console.log(
    app.gateway.kind === 'razorpay'
      ? `Payments:        Razorpay (key ${app.gateway.keyId})`
      : 'Payments:        built-in sandbox. For trials only, never for a real shop: any shopper can approve their own payment. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take real payments.',
  );
}

const config = readConfig();
// Shutdown handling is in place before any long work: a Ctrl-C while the first start migrates
// or seeds closes the database cleanly (the seed is one transaction, so it is simply redone).
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
await start(config).catch((error: unknown) => {
  // Work cut short by shutdown() fails on the closed database; shutdown() exits by itself.
  if (!closing) throw error;
});
