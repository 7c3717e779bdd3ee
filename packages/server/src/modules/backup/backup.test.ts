import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShopToBackUp, freshTarget } from '../../../test/backup-fixture';
import { useTestApp } from '../../../test/suite';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { lockDataDir } from '../../lib/data-dir-lock';
import { dataPaths, serverRoot } from '../../lib/paths';
import { extractArchive } from './archive';
import { askShopForBackup, publishControl, readControl } from './control';
import { restoreBackup } from './restore';
import { backupJob } from './schedule';
import { createScheduler } from '../../lib/jobs';
import { takeBackup } from './service';

type Shop = Awaited<ReturnType<typeof buildShopToBackUp>>;

const rows = async (url: string | undefined, dataDir: string, query: string) => {
  const database = await openDatabase(url ? { url } : { dataDir: dataPaths(dataDir).database });
  try {
    return ((await database.db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] })
      .rows[0]!.n;
  } finally {
    await database.close();
  }
};

describe('a backup taken while orders are being placed', () => {
  const t = useTestApp({ PLACE_ORDER_LIMIT: '1000', MAX_UNPAID_ORDERS: '100' });
  let shop: Shop;
  beforeAll(async () => {
    shop = await buildShopToBackUp(t);
  }, 60_000);

  it('is one moment of the shop: every order with its lines, every paid order with its invoice', async () => {
    let placing = true;
    const placed: number[] = [];
    const shopper = async () => {
      while (placing) placed.push(await shop.paidOrder(1));
    };
    const shoppers = [shopper(), shopper()];
    while (placed.length < 2) await new Promise((r) => setTimeout(r, 20));
    const { file, manifest } = await takeBackup({
      config: t.config,
      database: t.database,
      databaseUrl: t.databaseUrl,
    });
    const atBackup = placed.length;
    // Each shopper has at most one order in flight: four more means two placed after it.
    while (placed.length < atBackup + 4) await new Promise((r) => setTimeout(r, 20));
    placing = false;
    await Promise.all(shoppers);

    // The restore checks every checksum and every table's row count against the manifest.
    const target = await freshTarget(t);
    try {
      await restoreBackup({ file, config: target.config });
      const { DATA_DIR: dir, DATABASE_URL: url } = target.config;
      const orders = manifest.tables.orders!;
      expect(orders).toBeGreaterThanOrEqual(4 + 2);
      const all = (await t.db.execute(sql`select count(*)::int as n from orders`)) as unknown as {
        rows: { n: number }[];
      };
      expect(orders).toBeLessThan(all.rows[0]!.n);
      expect(await rows(url, dir, 'select count(*)::int as n from orders')).toBe(orders);
      expect(
        await rows(
          url,
          dir,
          `select count(*)::int as n from orders o
           where not exists (select 1 from order_products p where p.order_id = o.id)`,
        ),
      ).toBe(0);
      expect(
        await rows(
          url,
          dir,
          `select count(*)::int as n from orders o
           where exists (select 1 from order_statuses s
                         where s.order_id = o.id and s.status = 'Payment Verified')
             and not exists (select 1 from invoices i where i.order_id = o.id)`,
        ),
      ).toBe(0);
    } finally {
      await target.drop();
    }
  }, 120_000);
});

describe('encrypted backups', () => {
  const t = useTestApp({ BACKUP_PASSPHRASE: 'neem-and-tulsi-at-dawn' });
  let file: string;
  beforeAll(async () => {
    await buildShopToBackUp(t);
    ({ file } = await takeBackup({
      config: t.config,
      database: t.database,
      databaseUrl: t.databaseUrl,
    }));
  }, 60_000);

  it('cannot be read without the passphrase: no order, product name or secret in the file', async () => {
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 19).toString()).toBe('HERBAL-SHOP-BACKUP\n');
    const header = JSON.parse(bytes.subarray(19, bytes.indexOf(10, 19)).toString()) as {
      encryption: { cipher: string; kdf: string };
    };
    expect(header.encryption).toMatchObject({ cipher: 'aes-256-gcm', kdf: 'scrypt' });
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-unpack-'));
    try {
      await expect(extractArchive(file, dir)).rejects.toThrow(
        'This backup is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with.',
      );
      await expect(extractArchive(file, dir, 'wrong-passphrase-entirely')).rejects.toThrow(
        'BACKUP_PASSPHRASE is not the passphrase this backup was made with.',
      );
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('restores with the passphrase', async () => {
    const target = await freshTarget(t);
    try {
      const { manifest } = await restoreBackup({ file, config: target.config });
      expect(manifest.tables.orders).toBe(4);
      expect(
        await rows(
          target.config.DATABASE_URL,
          target.config.DATA_DIR,
          'select count(*)::int as n from credit_notes',
        ),
      ).toBe(1);
    } finally {
      await target.drop();
    }
  }, 60_000);

  it('refuses a damaged file', async () => {
    const { readFile, writeFile } = await import('node:fs/promises');
    const bytes = await readFile(file);
    bytes[bytes.length - 40]! ^= 0xff;
    const damaged = path.join(t.config.BACKUP_DIR, 'damaged.shopbak');
    await writeFile(damaged, bytes);
    const target = await freshTarget(t);
    try {
      await expect(restoreBackup({ file: damaged, config: target.config })).rejects.toThrow(
        /^The backup file is damaged: /,
      );
      expect(readdirSync(path.dirname(target.config.DATA_DIR))).toEqual([]);
    } finally {
      await target.drop();
    }
  });
});

describe('keeping backups', () => {
  const t = useTestApp({ BACKUP_KEEP: '2' });

  it('keeps the newest BACKUP_KEEP files and records each', async () => {
    const files: string[] = [];
    for (let i = 0; i < 3; i++) {
      files.push(
        (await takeBackup({ config: t.config, database: t.database, databaseUrl: t.databaseUrl }))
          .file,
      );
    }
    expect(readdirSync(t.config.BACKUP_DIR).sort()).toEqual(
      files.slice(1).map((file) => path.basename(file)),
    );
  }, 60_000);
});

describe('the running shop takes the backup for npm run backup', () => {
  const t = useTestApp();
  const ask = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/internal/backup', headers, remoteAddress });

  it('over loopback, with the token it keeps in DATA_DIR', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const unpublish = await publishControl(
      t.config.DATA_DIR,
      '0.0.0.0',
      address.port,
      t.app.controlToken,
    );
    try {
      const control = readControl(t.config.DATA_DIR)!;
      expect(control).toEqual({
        pid: process.pid,
        url: `http://127.0.0.1:${address.port}`,
        token: t.app.controlToken,
      });
      expect(statSync(path.join(t.config.DATA_DIR, 'shop.control.json')).mode & 0o777).toBe(0o600);
      const answer = await askShopForBackup(control);
      expect(answer.status).toBe(200);
      const { file } = (answer.body as { backup: { file: string } }).backup;
      expect(path.dirname(file)).toBe(t.config.BACKUP_DIR);
      expect(statSync(file).size).toBeGreaterThan(0);
    } finally {
      unpublish();
    }
    expect(readControl(t.config.DATA_DIR)).toBeUndefined();
  }, 60_000);

  it('refuses a caller without the token, or not on this machine', async () => {
    const refusal = {
      error: 'Only npm run backup on this machine may ask the shop for a backup.',
    };
    for (const res of [
      await ask({}),
      await ask({ authorization: 'Bearer not-the-token' }),
      await ask({ authorization: `Bearer ${t.app.controlToken}` }, '203.0.113.9'),
      await ask(
        { authorization: `Bearer ${t.app.controlToken}`, 'x-forwarded-for': '127.0.0.1' },
        '10.0.0.7',
      ),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refusal);
    }
  });
});

/** `npm run backup` as the operator runs it, on its own data folder. */
function runCli(
  script: 'backup-cli.ts' | 'restore-cli.ts',
  env: Record<string, string>,
  args: string[] = [],
) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverRoot, 'src', script), ...args],
    {
      env: { ...process.env, LOG_LEVEL: 'silent', TEST_DATABASE_URL: '', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  return { child, done, out: () => stdout.trim(), err: () => stderr.trim() };
}

describe('npm run backup on a stopped embedded shop', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-cli-'));
  const dataDir = path.join(root, 'data');
  const backupDir = path.join(dataDir, 'backups');
  const env = { DATA_DIR: dataDir };
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  beforeAll(async () => {
    mkdirSync(dataDir);
    const database = await openDatabase({ dataDir: dataPaths(dataDir).database });
    await runMigrations(database);
    await database.close();
    // Photos big enough that writing the backup takes a while: incompressible bytes.
    const images = dataPaths(dataDir).productImages;
    mkdirSync(images, { recursive: true });
    for (let i = 0; i < 6; i++)
      writeFileSync(path.join(images, `photo-${i}.webp`), randomBytes(3 * 1024 * 1024));
    loadConfig(env);
  }, 120_000);

  it('writes the backup itself and prints its path', async () => {
    const run = runCli('backup-cli.ts', env);
    expect(await run.done).toEqual({ code: 0, signal: null });
    expect(run.out()).toMatch(new RegExp(`^${backupDir}/shop-backup-[\\dTZ-]+\\.shopbak$`));
  }, 180_000);

  it('a kill -9 midway leaves the last good backup intact, and the next run tidies up', async () => {
    const good = readdirSync(backupDir);
    expect(good).toHaveLength(1);
    const before = statSync(path.join(backupDir, good[0]!));
    const run = runCli('backup-cli.ts', env);
    const temp = () => readdirSync(backupDir).filter((name) => name.endsWith('.tmp'));
    while (temp().length === 0) {
      if (run.child.exitCode !== null)
        throw new Error(`finished before it was killed: ${run.out()}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    run.child.kill('SIGKILL');
    expect((await run.done).signal).toBe('SIGKILL');
    expect(readdirSync(backupDir).filter((name) => name.endsWith('.shopbak'))).toEqual(good);
    expect(statSync(path.join(backupDir, good[0]!)).mtimeMs).toBe(before.mtimeMs);
    // The good one still restores, every checksum and row count checked.
    const restoredDir = path.join(root, 'restored');
    const restore = runCli('restore-cli.ts', { DATA_DIR: restoredDir }, [
      path.join(backupDir, good[0]!),
    ]);
    expect(await restore.done).toEqual({ code: 0, signal: null });
    expect(restore.out()).toContain('every checksum and row count checked.');
    expect(readdirSync(dataPaths(restoredDir).productImages)).toHaveLength(6);

    const next = runCli('backup-cli.ts', env);
    expect(await next.done).toEqual({ code: 0, signal: null });
    expect(readdirSync(backupDir).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(readdirSync(backupDir).filter((name) => name.endsWith('.shopbak'))).toHaveLength(2);
  }, 300_000);

  it('says what to do when the folder is in use and the shop cannot be asked', async () => {
    const release = lockDataDir(dataDir);
    try {
      const run = runCli('backup-cli.ts', env);
      expect(await run.done).toEqual({ code: 1, signal: null });
      expect(run.err()).toBe(
        `DATA_DIR ${dataDir} is in use by process ${process.pid}, and it does not say how to ask it for a backup (no ${dataDir}/shop.control.json). Stop the shop and run npm run backup again (it then takes the backup itself), or run it as the user the shop runs as, on the same machine.`,
      );
    } finally {
      release();
    }
  }, 120_000);

  it('refuses to restore over a folder that is not empty, unless --force', async () => {
    const file = path.join(
      backupDir,
      readdirSync(backupDir).find((name) => name.endsWith('.shopbak'))!,
    );
    const refused = runCli('restore-cli.ts', env, [file]);
    expect(await refused.done).toEqual({ code: 1, signal: null });
    expect(refused.err()).toBe(
      `DATA_DIR ${dataDir} is not empty: restore into an empty folder (set DATA_DIR), or add --force to move this one aside to ${dataDir}.before-restore-<time>.`,
    );
    const forced = runCli('restore-cli.ts', env, [file, '--force']);
    expect(await forced.done).toEqual({ code: 0, signal: null });
    const moved = readdirSync(root).filter((name) => name.startsWith('data.before-restore-'));
    expect(moved).toHaveLength(1);
    expect(forced.out()).toContain(`The old data folder is kept at ${path.join(root, moved[0]!)}.`);
    // The backups stay where the shop keeps them.
    expect(readdirSync(backupDir).filter((name) => name.endsWith('.shopbak'))).toHaveLength(2);
    expect(readdirSync(path.join(root, moved[0]!))).not.toContain('backups');
  }, 300_000);
});

describe('periodic backups', () => {
  // Every 3.6 seconds, so the test sees two.
  const t = useTestApp({ BACKUP_INTERVAL_HOURS: '0.001' });
  const shopbaks = () =>
    readdirSync(t.config.BACKUP_DIR).filter((name) => name.endsWith('.shopbak'));
  const until = async (done: () => boolean) => {
    const deadline = Date.now() + 30_000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error('waited 30 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('one instance takes each backup when it is due, and BACKUP_INTERVAL_HOURS=0 takes none', async () => {
    mkdirSync(t.config.BACKUP_DIR, { recursive: true });
    const scheduler = (database: Database) =>
      createScheduler({ db: database.db, log: t.app.log, tickMs: 50 });
    expect(
      backupJob(
        { config: { ...t.config, BACKUP_INTERVAL_HOURS: 0 }, database: t.database, log: t.app.log },
        { everyMs: 50 },
      ),
    ).toBeUndefined();

    // On a PostgreSQL server, a second instance on the same database runs the scheduler too.
    const other = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : undefined;
    const schedulers = [t.database, ...(other ? [other] : [])].map((database) => {
      const jobs = scheduler(database);
      jobs.register(backupJob({ config: t.config, database, log: t.app.log }, { everyMs: 50 })!);
      jobs.start();
      return jobs;
    });
    try {
      await until(() => shopbaks().length >= 1);
      const firstAt = Date.now();
      await new Promise((r) => setTimeout(r, 1500));
      expect(shopbaks()).toHaveLength(1);
      await until(() => shopbaks().length >= 2);
      expect(Date.now() - firstAt).toBeGreaterThan(1500);
    } finally {
      for (const jobs of schedulers) await jobs.stop();
      await other?.close();
    }
    expect(shopbaks()).toHaveLength(2);
  }, 60_000);
});
