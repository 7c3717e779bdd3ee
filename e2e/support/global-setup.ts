import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startShop } from './shop-process';

/**
 * Starts the built shop as `npm start` would (demo catalogue on a fresh data folder) and
 * hands its URL and admin login to the tests.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  // E2E_PORT pins the port, for machines where several runs share a range of ports.
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  const baseUrl = `http://localhost:${port}`;
  const admin = { email: 'admin@herbal.test', password: 'e2e-admin-pass-2026' };
  const shopLog = `${dataDir}.log`;
  const shop = await startShop(
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // Each request is logged, to the file only: a failing test prints its last lines.
      LOG_LEVEL: 'debug',
      // The shared shop's staff sign in with a password; the two-factor test starts its own
      // shop with the default (required).
      STAFF_2FA: 'optional',
    },
    { logFile: shopLog },
  );
  await shop.waitForReady();

  project.provide('baseUrl', baseUrl);
  project.provide('admin', admin);
  project.provide('dataDir', dataDir);
  project.provide('shopLog', shopLog);

  return async () => {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(shopLog, { force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { email: string; password: string };
    dataDir: string;
    shopLog: string;
  }
}
