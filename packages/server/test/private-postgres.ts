import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';

// A PostgreSQL server of a test's own, started from the installed server programs, for tests
// that stop, restart or cut off the database under the shop.

const run = promisify(execFile);

/** The folder of the newest installed server's `initdb` and `pg_ctl`, if there is one. */
export function postgresPrograms(): string | undefined {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((version) => existsSync(path.join(debian, version, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join(debian, version, 'bin'))
    : [];
  const onPath = (process.env.PATH ?? '').split(path.delimiter);
  return [...versions, ...onPath].find(
    (dir) => dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  );
}

export type PrivatePostgres = {
  /** A superuser's URL of the server's `postgres` database. */
  url: string;
  /** `pg_ctl restart -m fast`: every session is ended and the server is back when it resolves. */
  restart: () => Promise<void>;
  /** `pg_ctl stop -m fast`, keeping the data: connections are refused until `start()`. */
  shutDown: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server at once and removes its folder. */
  remove: () => Promise<void>;
};

/**
 * Makes a cluster in a temporary folder and starts it on 127.0.0.1:`port`. PostgreSQL refuses
 * to run as root, so under root the programs run as the `postgres` system user.
 */
export async function startPrivatePostgres(programs: string, port: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-postgres-'));
  try {
    return await startIn(dir, programs, port);
  } catch (error) {
    const log = path.join(dir, 'server.log');
    const said = existsSync(log) ? readFileSync(log, 'utf8') : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the private PostgreSQL server did not start on port ${port}\n${said}`, {
      cause: error,
    });
  }
}

async function startIn(dir: string, programs: string, port: number): Promise<PrivatePostgres> {
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' })),
    );
    chownSync(dir, uid!, gid!);
  }
  const pg = (program: string, args: string[]) => {
    const command = path.join(programs, program);
    return asRoot
      ? run('runuser', ['-u', 'postgres', '--', command, ...args], { cwd: dir })
      : run(command, args, { cwd: dir });
  };
  // With its log in a file the server holds none of pg_ctl's output open, so pg_ctl's end is seen.
  const log = path.join(dir, 'server.log');
  const ctl = (...args: string[]) =>
    pg('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '30', ...args]);
  await pg('initdb', ['-D', data, '-U', 'shop', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    // Nothing here needs to survive a crash of the machine; a restart is the subject.
    '-c fsync=off',
  ].join(' ');
  let running = false;
  const start = async () => {
    await ctl('-o', options, 'start');
    running = true;
  };
  const stop = async (mode: 'fast' | 'immediate') => {
    if (running) await ctl('-m', mode, 'stop');
    running = false;
  };
  await start();
  return {
    url: `postgres://shop@127.0.0.1:${port}/postgres`,
    restart: async () => void (await ctl('-m', 'fast', 'restart')),
    shutDown: () => stop('fast'),
    start,
    remove: async () => {
      await stop('immediate');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The first port of `from`…`to` free on 127.0.0.1: a run of the same tests elsewhere on the
 * machine, or a server left behind by a killed run, takes the first.
 */
export async function freePort(from: number, to: number) {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}–${to}`);
}

/** A private server for the enclosing describe block, stopped and removed after it. */
export function usePrivatePostgres(programs: string, ports: [from: number, to: number]) {
  const server = {} as PrivatePostgres;
  beforeAll(async () => {
    Object.assign(server, await startPrivatePostgres(programs, await freePort(...ports)));
  });
  afterAll(() => server.remove?.());
  return server;
}
