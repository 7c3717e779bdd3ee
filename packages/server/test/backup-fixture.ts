import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { dataPaths } from '../src/lib/paths';
import { addAddress, buyNow, placeOrder } from './checkout';
import { sandboxCheckout, verifyPayment } from './payments';
import { type TestApp } from './helpers';
import { createCategory } from './catalogue';
import { pngFile, postProductForm, productForm } from './product-upload';
import { addDeliveryState } from './shop-settings';
import { sessionFor } from './accounts';

/**
 * A shop worth backing up, built through the API on the sandbox gateway: a product with two
 * uploaded photos, a shopper with paid orders (their tax invoices), an unpaid one, and a
 * refund with its credit note.
 */
export async function buildShopToBackUp(t: TestApp) {
  const category = await createCategory(t, { gst_percent: 12, hsn_code: '30049011' });
  await addDeliveryState(t, { name: 'Rajasthan' });
  const staff = await sessionFor(t, { is_admin: true, permissions: ['super_user'] });
  const created = await postProductForm(
    t.app,
    staff.cookie,
    productForm(category.id, { stock: '500' }),
    [await pngFile('front.png', '#2f6b3a'), await pngFile('back.png', '#8a5a2b')],
  );
  if (created.statusCode !== 200 && created.statusCode !== 201) throw new Error(created.body);
  const productId = (created.json() as { product: { id: number } }).product.id;
  const shopper = await sessionFor(t);
  const address = await addAddress(t.app, shopper.cookie);

  const paidOrder = async (qty = 1) => {
    const placed = await placeOrder(t.app, shopper.cookie, buyNow(productId, qty, address));
    const approved = (
      await sandboxCheckout(t.app, shopper.cookie, placed.razorpay_order_id)
    ).json() as Record<string, string>;
    const res = await verifyPayment(t.app, shopper.cookie, {
      order_id: placed.order_id,
      ...approved,
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return placed.order_id;
  };

  const orderIds = [await paidOrder(1), await paidOrder(2), await paidOrder(3)];
  const unpaid = await placeOrder(t.app, shopper.cookie, buyNow(productId, 1, address));
  orderIds.push(unpaid.order_id);
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderIds[1]}/refunds`,
    headers: { cookie: staff.cookie },
    payload: { reason: 'Damaged in transit', cancel: true },
  });
  if (refund.statusCode !== 201) throw new Error(refund.body);
  return { staff, shopper, productId, address, orderIds, paidOrder };
}

/**
 * Where a backup is restored to: a new data folder and, when the shop under test runs on a
 * PostgreSQL server, a new empty database on it.
 */
export async function freshTarget(t: TestApp) {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'shop-restore-')), 'data');
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined as void;
  if (t.databaseUrl) {
    const server = new URL(t.databaseUrl);
    server.pathname = '/postgres';
    const name = `shop_restore_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(t.databaseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: server.toString() });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const config: Config = {
    ...t.config,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    BACKUP_DIR: path.join(dataDir, 'backups'),
  };
  return {
    config,
    async drop() {
      await dropDatabase();
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    },
  };
}

/** The shop started on a restored folder (and database), as `npm start` would start it. */
export async function startRestored(config: Config) {
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL }
      : { dataDir: dataPaths(config.DATA_DIR).database },
  );
  await runMigrations(database);
  const app = await buildApp({ config, database }, false);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
