import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

export type ShopProcess = {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves once the output contains `text`; rejects if the process exits first. */
  waitForOutput: (text: string | RegExp, timeoutMs?: number) => Promise<void>;
  /** Resolves once `/api/ready` answers 200. */
  waitForReady: (timeoutMs?: number) => Promise<void>;
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** The built shop (`packages/server/dist/server.js`) in a process of its own. */
export async function startShop(
  env: Record<string, string>,
  { logFile }: { logFile?: string } = {},
): Promise<ShopProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['packages/server/dist/server.js'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output += chunk;
    // A copy on disk, for a failing test to show what the shop said meanwhile.
    if (logFile) appendFileSync(logFile, chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const until = async (done: () => Promise<boolean> | boolean, what: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await done()) return;
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`shop exited before ${what}:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`shop did not reach ${what} in ${timeoutMs} ms:\n${output}`);
  };

  return {
    child,
    url,
    output: () => output,
    exited,
    waitForOutput: (text, timeoutMs = 150_000) =>
      until(
        () => (typeof text === 'string' ? output.includes(text) : text.test(output)),
        String(text),
        timeoutMs,
      ),
    waitForReady: (timeoutMs = 150_000) =>
      until(
        () =>
          fetch(`${url}/api/ready`).then(
            (res) => res.ok,
            () => false,
          ),
        'ready',
        timeoutMs,
      ),
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
