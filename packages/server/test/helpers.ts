import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import { expect } from 'vitest';
import pg from 'pg';
import sharp from 'sharp';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import {
  categories,
  charges,
  deliveryStates,
  productImages,
  products,
  users,
} from '../src/db/schema';
import type { Mailer } from '../src/lib/mailer';
import { hashPassword } from '../src/lib/passwords';
import { createImageStore } from '../src/lib/image-store';
import { dataPaths } from '../src/lib/paths';
import { describeMismatches, watchResponseShapes } from './response-shapes';

/**
 * A fresh database per test app: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (or `serverUrl`), so the same suite proves
 * both paths.
 */
async function freshDatabase(serverUrl = process.env.TEST_DATABASE_URL): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  if (!serverUrl) {
    const database = await openDatabase({});
    return { database, drop: async () => undefined };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type TestApp = {
  app: App;
  config: Config;
  database: Database;
  db: Database['db'];
  /** The PostgreSQL database's URL; undefined on embedded PGlite. */
  databaseUrl?: string;
  close: () => Promise<void>;
};

export async function buildTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: App) => void,
  {
    logger = false,
    mailer,
    webDir,
    databaseServer,
  }: {
    logger?: FastifyServerOptions['logger'];
    mailer?: Mailer;
    webDir?: string;
    /** A PostgreSQL server of the test's own, instead of TEST_DATABASE_URL's. */
    databaseServer?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  // Staff two-factor is optional here so the suite's staff sign in with a password; the
  // tests of two-factor itself ask for the default.
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    STAFF_2FA: 'optional',
    ...env,
  });
  const { database, url: databaseUrl, drop } = await freshDatabase(databaseServer);
  await runMigrations(database);
  const app = await buildApp({ config, database, mailer, webDir }, logger);
  // Every JSON answer of every integration test is checked against the shared schemas,
  // except the successes of routes a test adds for itself.
  const testRoutes = new Set<string>();
  const mismatches = watchResponseShapes(app, testRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) testRoutes.add(`${method} ${route.url}`);
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    db: database.db,
    databaseUrl,
    close: async () => {
      await app.close();
      // A test may have closed the database on purpose already.
      await database.close().catch(() => undefined);
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
      if (mismatches.length > 0)
        throw new Error(`responses not matching their schema:\n${describeMismatches(mismatches)}`);
    },
  };
}

/**
 * Another instance of the shop on the same PostgreSQL database as `t`, as when several run
 * behind a load balancer. Closing it leaves the database to `t`.
 */
export async function buildSecondApp(
  t: TestApp,
  /** Another way to the same database (through a proxy), settings of its own. */
  { url = t.databaseUrl, config = {} }: { url?: string; config?: Partial<Config> } = {},
) {
  if (!url) throw new Error('a second instance needs a PostgreSQL database');
  const database = await openDatabase({ url });
  const app = await buildApp({ config: { ...t.config, ...config }, database }, false);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A small real PNG, different for each colour, to stand in for a product photo. */
export const pngImage = (color = '#4a7c59', size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A file of a multipart body; its part is named `images` unless `name` says otherwise. */
export type FilePart = { name?: string; filename: string; type: string; content: Buffer };

/** Fields of a form as sent: a list value is the same field repeated. */
export type FormValues = Record<string, string | string[]>;

/**
 * A multipart body built by hand, so each test controls exactly what is sent; a list value
 * is sent as the same field repeated.
 */
export function multipart(fields: FormValues, files: FilePart[]) {
  const boundary = `----shop${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  const entries = Object.entries(fields).flatMap(([name, value]) =>
    [value].flat().map((one) => [name, one] as const),
  );
  for (const [name, value] of entries) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'images'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A PNG file part, as the product form sends a photo. */
export const pngFile = async (filename = 'photo.png', color?: string): Promise<FilePart> => ({
  filename,
  type: 'image/png',
  content: await pngImage(color),
});

/** The product form as the staff page sends it, every value a string; a test names the rest. */
export const productForm = (categoryId: number, values: FormValues = {}) => ({
  name: 'Tulsi Drops 30 ml',
  description: 'Holy basil extract in drops.',
  user_manual: 'Take 5 drops in warm water twice a day.',
  stock: '20',
  rate: '199',
  category_id: String(categoryId),
  weight: '120',
  ...values,
});

/** Staff creating a product with its images through the multipart form. */
export function postProductForm(
  app: Pick<App, 'inject'>,
  cookie: string | undefined,
  fields: FormValues,
  files: FilePart[],
) {
  const body = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/products/create-product',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

export async function createCategory(
  t: TestApp,
  values: Partial<typeof categories.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(categories)
    .values({
      name: `Category ${randomBytes(3).toString('hex')}`,
      description: 'Herbal goods',
      gst_percent: 12,
      ...values,
    })
    .returning();
  return row!;
}

export async function createProduct(
  t: TestApp,
  values: Partial<typeof products.$inferInsert> & { category_id: number },
  imageCount = 1,
) {
  const [row] = await t.db
    .insert(products)
    .values({
      name: 'Tulsi Drops 30 ml',
      description: 'Holy basil extract in drops.',
      user_manual: 'Take 5 drops in warm water twice a day.',
      stock: 10,
      rate_paise: 19900,
      weight_grams: 120,
      ...values,
    })
    .returning();
  const store = createImageStore(dataPaths(t.config.DATA_DIR).productImages);
  for (let position = 0; position < imageCount; position++) {
    const image = await store.save(await pngImage());
    await t.db.insert(productImages).values({ ...image, product_id: row!.id, position });
  }
  return row!;
}

/** Staff setting a product's stock through the API, as the stock page does. */
export const setStock = (
  app: Pick<App, 'inject'>,
  cookie: string,
  productId: number,
  stock: number,
) =>
  app.inject({
    method: 'PUT',
    url: `/api/products/${productId}/stock`,
    headers: { cookie },
    payload: { stock },
  });

/** A state the shop delivers to: ₹50 for the first 500 g and ₹10 per 200 g more, unless named. */
export const addDeliveryState = (
  t: TestApp,
  values: Partial<typeof deliveryStates.$inferInsert> & { name: string },
) =>
  t.db
    .insert(deliveryStates)
    .values({ delivery_rate_paise: 5000, additional_rate_paise: 1000, ...values });

/** The payment gateway's fee of 2 % that checkout adds (with its 18 % GST). */
export const addGatewayFee = (t: TestApp) =>
  t.db
    .insert(charges)
    .values({ type: 'Payment Gateway', amount: '2%', description: 'Gateway fee' });

let addressCounter = 0;
/** A distinct client address per call, so per-address rate limits do not couple tests. */
export const nextClientAddress = () =>
  `10.9.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

export const TEST_PASSWORD = 'kesar-chai-at-dawn';

/** The employee form as hr sends it for a new product manager; a test names the rest. */
export const employeeForm = (email: string, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Kavya',
  last_name: 'Nair',
  email,
  phone_number: '9123456780',
  password: TEST_PASSWORD,
  permissions: ['product_manager'],
  ...overrides,
});

export async function createUser(
  t: TestApp,
  values: Partial<typeof users.$inferInsert> = {},
  password = TEST_PASSWORD,
) {
  const [row] = await t.db
    .insert(users)
    .values({
      first_name: 'Asha',
      last_name: 'Verma',
      email: `user-${randomBytes(4).toString('hex')}@example.in`,
      phone_number: '9876543210',
      activated_at: new Date(),
      ...values,
      password_hash: await hashPassword(password),
    })
    .returning();
  return row!;
}

/** Cookies of a `Set-Cookie` response as a `Cookie` request header, merged into `jar`. */
export function cookieHeader(res: { cookies: { name: string; value: string }[] }, jar = '') {
  const map = new Map(jar ? jar.split('; ').map((c) => c.split('=') as [string, string]) : []);
  for (const c of res.cookies) {
    if (c.value === '') map.delete(c.name);
    else map.set(c.name, c.value);
  }
  return [...map].map(([k, v]) => `${k}=${v}`).join('; ');
}

/**
 * The login call as the login page sends it, from a fresh client address unless `remoteAddress`
 * names one (the lock and the rate limit count per address).
 */
export const loginRequest = (
  app: Pick<App, 'inject'>,
  email: string,
  password = TEST_PASSWORD,
  {
    remoteAddress = nextClientAddress(),
    headers = {},
  }: { remoteAddress?: string; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers,
    remoteAddress,
  });

export async function loginAs(t: TestApp, email: string, password = TEST_PASSWORD) {
  const res = await loginRequest(t.app, email, password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res);
}

/** A logged-in user's cookie header; staff get `is_admin` and the given permissions. */
export async function sessionFor(t: TestApp, values: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t, values);
  return { user, cookie: await loginAs(t, user.email) };
}

export type OutboxMail = {
  file: string;
  to: string;
  subject: string;
  raw: string;
  links: string[];
};

/**
 * Mails written to DATA_DIR/outbox, oldest first, with the links they carry, once the mail
 * sender has handed over what the answers queued.
 */
export async function readOutbox(t: TestApp): Promise<OutboxMail[]> {
  await t.app.background.settled();
  const dir = dataPaths(t.config.DATA_DIR).outbox;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((name) => {
      const raw = readFileSync(path.join(dir, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      return {
        file: name,
        to: raw.match(/^To: (.*)$/m)?.[1] ?? '',
        subject: raw.match(/^Subject: (.*)$/m)?.[1] ?? '',
        raw,
        links: [...new Set(raw.match(/https?:\/\/[^\s"<>]+/g) ?? [])],
      };
    });
}

/**
 * The mail with this subject among those written after the first `before`, once the work the
 * answers did not wait for (mails sent after the answer) has settled.
 */
export async function mailSince(t: TestApp, before: number, subject: string) {
  const mail = (await readOutbox(t)).slice(before).find((m) => m.subject === subject);
  if (!mail) throw new Error(`no mail "${subject}" among the new ones`);
  return mail;
}

export const lastLink = async (t: TestApp, to: string, pathName: string) => {
  const mail = (await readOutbox(t)).filter((m) => m.to.includes(to)).at(-1);
  const link = mail?.links.find((l) => l.includes(pathName));
  if (!link) throw new Error(`no ${pathName} link mailed to ${to}`);
  return new URL(link);
};

/** A request helper sending `cookie`, when there is one, and `payload`. */
export const requestWith =
  (t: TestApp) => (method: InjectMethod, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

export type InjectMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestSpec = readonly [method: InjectMethod, url: string, payload?: object];

type Send = (...request: RequestSpec) => Promise<{ statusCode: number; json: () => unknown }>;

/** Expects every request answered with `status` and `{ error }`. */
export async function expectAnswers(
  send: Send,
  requests: readonly RequestSpec[],
  { status, error }: { status: number; error: string },
) {
  for (const [method, url, payload] of requests) {
    const res = await send(method, url, payload);
    expect([method, url, res.statusCode]).toEqual([method, url, status]);
    expect(res.json()).toEqual({ error });
  }
}

/**
 * The roles an area's staff calls turn away, with the answer each gets: a visitor is asked to
 * log in; a shopper and staff of another area are refused.
 */
export const outsidersOf = <R extends string>(otherStaff: R) =>
  [
    ['visitor', 401, 'Please log in to continue.'],
    ['shopper', 403, 'You are not allowed to do this.'],
    [otherStaff, 403, 'You are not allowed to do this.'],
  ] as [role: R | 'visitor' | 'shopper', status: number, error: string][];

/**
 * Expects every request refused with `status` and `{ error }`, and the rows `rowsOf` reads
 * left as they were.
 */
export async function expectRefused(
  send: Send,
  requests: readonly RequestSpec[],
  refusal: { status: number; error: string },
  rowsOf: () => Promise<unknown>,
) {
  const before = await rowsOf();
  await expectAnswers(send, requests, refusal);
  expect(await rowsOf()).toEqual(before);
}

/**
 * Reads until it gives `expected` (compared as JSON) or `ms` pass: what another connection's
 * write takes to arrive as a notification.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

/** A log stream that keeps each line it is written in `lines`, for tests that read the log. */
export const linesInto = (lines: string[]) =>
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
