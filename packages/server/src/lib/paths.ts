import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found the same way from `src/` (tests, tsx)
 * and from the bundled `dist/server.js`.
 */
function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('server package.json not found');
    dir = parent;
  }
  return dir;
}

export const serverRoot = findPackageRoot();
export const migrationsDir = path.join(serverRoot, 'drizzle');
export const webDistDir = path.resolve(serverRoot, '../web/dist');

export const dataPaths = (dataDir: string) => ({
  database: path.join(dataDir, 'db'),
  productImages: path.join(dataDir, 'images', 'products'),
  outbox: path.join(dataDir, 'outbox'),
  secrets: path.join(dataDir, 'secrets.json'),
});
