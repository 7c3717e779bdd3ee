import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { BackupTakenResponse } from '@shop/shared';
import { writePrivate } from './service';

/**
 * How `npm run backup` asks a running shop to take a backup of the embedded database, whose
 * folder only the shop may open: the shop keeps a fresh random token and its loopback
 * address in `DATA_DIR/shop.control.json` (owner-only), and answers
 * `POST /api/internal/backup` with `Authorization: Bearer <token>` from this machine. Whoever
 * can read the file can read the database files beside it, so it gives nobody more.
 */
export type Control = { pid: number; url: string; token: string };

const controlFile = (dataDir: string) => path.join(dataDir, 'shop.control.json');

export const newControlToken = () => randomBytes(32).toString('base64url');

export function tokenMatches(header: string | undefined, token: string) {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The address a command on this machine reaches the shop at. */
function loopbackUrl(host: string, port: number) {
  const wildcard = ['0.0.0.0', '::', 'localhost', '127.0.0.1', '::1', ''].includes(host);
  if (wildcard) return `http://127.0.0.1:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/** Written once the shop listens; removed when it stops. Returns the remover. */
export async function publishControl(dataDir: string, host: string, port: number, token: string) {
  const file = controlFile(dataDir);
  const control: Control = { pid: process.pid, url: loopbackUrl(host, port), token };
  await writePrivate(file, JSON.stringify(control));
  return () => rmSync(file, { force: true });
}

export function readControl(dataDir: string): Control | undefined {
  try {
    return JSON.parse(readFileSync(controlFile(dataDir), 'utf8')) as Control;
  } catch {
    return undefined;
  }
}

/** Asks the running shop for a backup; resolves to its answer (no time limit: it may be long). */
export function askShopForBackup(control: Control) {
  return new Promise<{ status: number; body: BackupTakenResponse | { error: string } }>(
    (resolve, reject) => {
      const request = http.request(
        `${control.url}/api/internal/backup`,
        { method: 'POST', headers: { authorization: `Bearer ${control.token}` } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            try {
              resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as never });
            } catch (error) {
              reject(error as Error);
            }
          });
        },
      );
      request.on('error', reject);
      request.end();
    },
  );
}
