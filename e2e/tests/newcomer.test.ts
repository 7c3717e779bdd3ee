import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot } from '../support/shop-process';

/**
 * The README's first command, tried as a newcomer would: `git clone` of the repository into a
 * temporary folder, then `npm ci && npm start` there with nothing set but PORT. The shop must serve its catalogue, its page
 * and its images, and print the admin password.
 */
describe('a newcomer’s first run', () => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'shop-newcomer-'));
  const clone = path.join(workDir, 'shop');
  // Only what any shell has: no DATA_DIR, DATABASE_URL or anything else of the shop's.
  const bareEnv = { PATH: process.env.PATH, HOME: process.env.HOME ?? tmpdir() };
  let shop: ChildProcess | undefined;

  afterAll(async () => {
    if (shop?.pid && shop.exitCode === null) {
      // npm, the shell and node run in one process group: stop them together.
      process.kill(-shop.pid, 'SIGINT');
      await new Promise((resolve) => {
        shop!.once('exit', resolve);
        setTimeout(resolve, 15_000);
      });
    }
    rmSync(workDir, { recursive: true, force: true });
  }, 30_000);

  it(
    'npm ci && npm start on a fresh clone serves the shop',
    async () => {
      execFileSync('git', ['clone', '--quiet', repoRoot, clone]);

      // The README's first command, as a newcomer types it into a shell.
      const port = await freePort();
      let output = '';
      shop = spawn('sh', ['-c', 'npm ci && npm start'], {
        cwd: clone,
        env: { ...bareEnv, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      shop.stdout!.on('data', (chunk) => (output += chunk));
      shop.stderr!.on('data', (chunk) => (output += chunk));
      const deadline = Date.now() + 10 * 60_000;
      while (!output.includes('Herbal Shop is open at')) {
        if (shop.exitCode !== null || Date.now() > deadline)
          throw new Error(`npm start did not open the shop:\n${output}`);
        await new Promise((r) => setTimeout(r, 250));
      }

      const base = `http://localhost:${port}`;
      const products = await fetch(`${base}/api/products`);
      expect(products.status).toBe(200);
      const list = (await products.json()) as {
        products: { product_images: { image_url: string }[] }[];
      };
      expect(list.products.length).toBeGreaterThan(0);
      const page = await fetch(`${base}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"');
      const image = await fetch(`${base}${list.products[0]!.product_images[0]!.image_url}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      expect(output).toMatch(/Admin password: {2}\S+/);
    },
    15 * 60_000,
  );
});
