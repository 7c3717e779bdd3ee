import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startShop, type ShopProcess } from '../support/shop-process';

/** What a first start leaves behind is checked by starting the shop again on the same folder. */
describe('the embedded data folder survives what happens to a laptop', () => {
  const folders: string[] = [];
  const running: ShopProcess[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-first-run-'));
    folders.push(dir);
    return dir;
  };
  const start = async (env: Record<string, string>) => {
    const shop = await startShop({ LOG_LEVEL: 'warn', ...env });
    running.push(shop);
    return shop;
  };
  afterEach(async () => {
    await Promise.all(running.splice(0).map((shop) => shop.stop('SIGKILL')));
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  const catalogueOf = async (shop: ShopProcess) => {
    const res = await fetch(`${shop.url}/api/products?limit=100`);
    expect(res.status).toBe(200);
    return (await res.json()) as { products: unknown[] };
  };

  it('a first start cut short while it migrates, draws or writes the catalogue starts again whole', async () => {
    const dataDir = folder();
    // A power cut while the database is created, Ctrl-C while the art is drawn, and a
    // power cut while the catalogue is written.
    const moments = [
      { signal: 'SIGKILL', after: undefined, exit: null },
      { signal: 'SIGINT', after: 'First start: drawing the demo product images', exit: 0 },
      { signal: 'SIGKILL', after: 'First start: writing the demo catalogue', exit: null },
    ] as const;
    for (const { signal, after, exit } of moments) {
      const shop = await start({ DATA_DIR: dataDir });
      if (after) await shop.waitForOutput(after);
      else await new Promise((r) => setTimeout(r, 400));
      expect(await shop.stop(signal)).toBe(exit);
    }
    const shop = await start({ DATA_DIR: dataDir });
    await shop.waitForReady();
    const { products } = await catalogueOf(shop);
    expect(products.length).toBeGreaterThanOrEqual(24);
    expect(shop.output()).toMatch(/Admin password: {2}\S+ {2}\(shown once/);
  }, 300_000);

  it('refuses a second process on the same folder with one line naming the holder', async () => {
    const dataDir = folder();
    const first = await start({ DATA_DIR: dataDir, SEED_DEMO: '0' });
    await first.waitForReady();
    // The start-up lines are printed once the port answers, a moment after it does.
    await first.waitForOutput('built-in sandbox. For trials only, never for a real shop');
    const second = await start({ DATA_DIR: dataDir, SEED_DEMO: '0' });
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toBe(
      `DATA_DIR ${dataDir} is in use by process ${first.child.pid}`,
    );
    // The first is untouched and keeps serving.
    expect((await fetch(`${first.url}/api/ready`)).status).toBe(200);
    // Once it stops, the folder is free again.
    expect(await first.stop()).toBe(0);
    const third = await start({ DATA_DIR: dataDir, SEED_DEMO: '0' });
    await third.waitForReady();
  }, 120_000);

  it('stops at once when only one of the Razorpay keys is set', async () => {
    const shop = await start({ DATA_DIR: folder(), RAZORPAY_KEY_ID: 'rzp_live_abc' });
    expect(await shop.exited).toBe(1);
    expect(shop.output().trim()).toBe(
      'Missing RAZORPAY_KEY_SECRET: set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither for the sandbox',
    );
  });
});
