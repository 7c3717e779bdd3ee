import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dataPaths } from '../src/lib/paths';
import type { TestApp } from './helpers';

// The mails the shop wrote to DATA_DIR/outbox.

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
    .filter((name) => name.endsWith('.eml'))
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
