import { ConfigError, loadConfig } from './config';
import { sellerFromConfig } from './modules/invoices/seller';
import { startReconciler } from './modules/payments/reconciler';
import { prepareShop } from './start';

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const { app, database, seeded } = await prepareShop(config);

const stopReconciler = startReconciler({
  database,
  gateway: app.gateway,
  log: app.log,
  seller: sellerFromConfig(config),
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop accepting connections, let requests in flight finish, then release the database.
  stopReconciler();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
console.log(`\nHerbal Shop is open at http://localhost:${port}`);
if (seeded.createdAdmin) {
  console.log(`Admin e-mail:    ${seeded.adminEmail}`);
  console.log(
    seeded.generatedPassword
      ? `Admin password:  ${seeded.generatedPassword}  (shown once; keep it safe)`
      : 'Admin password:  the one set in ADMIN_PASSWORD',
  );
}
