import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShopToBackUp, freshTarget, startRestored } from '../../../test/backup-fixture';
import { buyNow, placeOrder } from '../../../test/checkout';
import { useTestApp } from '../../../test/suite';
import { indiaDate } from '@shop/shared';
import { restoreBackup } from './restore';
import { takeBackup } from './service';

type Shop = Awaited<ReturnType<typeof buildShopToBackUp>>;
type Restored = Awaited<ReturnType<typeof startRestored>>;

// The restore drill: a shop with orders, invoices, a credit note and uploaded photos is backed
// up, restored into a fresh folder (and a fresh database on a PostgreSQL server), started
// there, and asked the same questions as the original.
describe('restore drill', () => {
  const t = useTestApp();
  let shop: Shop;
  let target: Awaited<ReturnType<typeof freshTarget>>;
  let restored: Restored;
  let backupFile: string;

  beforeAll(async () => {
    shop = await buildShopToBackUp(t);
    const { file, manifest } = await takeBackup({
      config: t.config,
      database: t.database,
      databaseUrl: t.databaseUrl,
    });
    backupFile = file;
    expect(manifest.database).toBe(t.databaseUrl ? 'postgres' : 'embedded');
    expect(manifest.tables).toMatchObject({ orders: 4, invoices: 3, credit_notes: 1 });
    target = await freshTarget(t);
    await restoreBackup({ file, config: target.config });
    restored = await startRestored(target.config);
  }, 120_000);
  afterAll(async () => {
    await restored?.close();
    await target?.drop();
  });

  const both = async (url: string, cookie?: string) => {
    const ask = (app: Restored['app']) =>
      app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const [before, after] = await Promise.all([ask(t.app), ask(restored.app)]);
    expect(before.statusCode, url).toBe(200);
    return { before, after };
  };

  it('writes the backup into BACKUP_DIR, under DATA_DIR by default', () => {
    expect(backupFile.startsWith(`${t.config.DATA_DIR}/backups/shop-backup-`)).toBe(true);
    expect(readdirSync(t.config.BACKUP_DIR).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('answers the same orders, invoices and credit notes to the same logged-in shopper', async () => {
    const urls = ['/api/auth/me', '/api/orders/user/products'];
    for (const id of shop.orderIds) urls.push(`/api/orders/${id}`);
    for (const id of shop.orderIds.slice(0, 3)) urls.push(`/api/orders/${id}/invoice`);
    for (const url of urls) {
      const { before, after } = await both(url, shop.shopper.cookie);
      expect(after.statusCode, url).toBe(200);
      expect(after.json(), url).toEqual(before.json());
    }
    const invoice = (
      await both(`/api/orders/${shop.orderIds[1]}/invoice`, shop.shopper.cookie)
    ).after.json() as { credit_notes: unknown[] };
    expect(invoice.credit_notes).toHaveLength(1);
  });

  it('answers staff the same orders and employees', async () => {
    const today = indiaDate(new Date());
    for (const url of [`/api/orders/date-range?from=${today}&to=${today}`, '/api/employee']) {
      const { before, after } = await both(url, shop.staff.cookie);
      expect(after.statusCode, url).toBe(200);
      expect(after.json(), url).toEqual(before.json());
    }
  });

  it('serves the same product with the same photos, byte for byte', async () => {
    const { before, after } = await both(`/api/products/${shop.productId}`);
    expect(after.json()).toEqual(before.json());
    const images = (before.json() as { product: { product_images: { image_url: string }[] } })
      .product.product_images;
    expect(images).toHaveLength(2);
    for (const { image_url } of images) {
      const photo = await both(image_url);
      expect(photo.after.statusCode, image_url).toBe(200);
      expect(photo.after.rawPayload.equals(photo.before.rawPayload), image_url).toBe(true);
    }
  });

  it('goes on numbering orders after the restored ones', async () => {
    const next = await placeOrder(
      restored.app,
      shop.shopper.cookie,
      buyNow(shop.productId, 1, shop.address),
    );
    expect(next.order_id).toBe(Math.max(...shop.orderIds) + 1);
  });

  it('refuses a data folder that is not empty, and --force moves it aside', async () => {
    await restored.close();
    const config = target.config;
    await expect(
      restoreBackup({ file: backupFile, config: { ...config, DATABASE_URL: undefined } }),
    ).rejects.toThrow(
      config.DATABASE_URL
        ? 'This is a backup of a PostgreSQL database: set DATABASE_URL to a new, empty database and restore again.'
        : `DATA_DIR ${config.DATA_DIR} is not empty: restore into an empty folder (set DATA_DIR), or add --force to move this one aside to ${config.DATA_DIR}.before-restore-<time>.`,
    );
    if (config.DATABASE_URL) {
      await expect(restoreBackup({ file: backupFile, config, force: true })).rejects.toThrow(
        'The database DATABASE_URL names is not empty: create a new, empty database (createdb), point DATABASE_URL at it and restore again. The old one stays as it is.',
      );
      restored = await startRestored(config);
      return;
    }
    const { movedTo } = await restoreBackup({ file: backupFile, config, force: true });
    expect(movedTo).toMatch(/\.before-restore-\d{4}-\d{2}-\d{2}T[\d-]+Z$/);
    expect(existsSync(`${movedTo}/db`)).toBe(true);
    restored = await startRestored(config);
    // The order placed after the first restore is in the moved folder, not in this one.
    const orders = await restored.app.inject({
      method: 'GET',
      url: '/api/orders/user/products',
      headers: { cookie: shop.shopper.cookie },
    });
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/orders/user/products',
      headers: { cookie: shop.shopper.cookie },
    });
    expect(orders.json()).toEqual(before.json());
  });
});
