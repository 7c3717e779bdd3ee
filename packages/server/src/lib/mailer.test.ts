import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

// The outbox logs each mail it writes; nothing here reads those lines.
const quiet = { info: () => undefined } as unknown as FastifyBaseLogger;

describe('the file outbox, without a mail server', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('writes each mail whole under its own name, in the order they were sent, and nothing else', async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    dirs.push(outboxDir);
    const mailer = createMailer({
      from: 'shop@example.in',
      outboxDir,
      log: quiet,
    });
    const subjects = Array.from({ length: 6 }, (_, i) => `Mail ${i + 1}`);
    await Promise.all(
      subjects.map((subject) =>
        mailer.send({ to: 'asha@example.in', subject, text: `${subject} body`, html: subject }),
      ),
    );
    const names = readdirSync(outboxDir).sort();
    expect(names).toHaveLength(subjects.length);
    expect(names.every((name) => name.endsWith('-asha@example.in.eml'))).toBe(true);
    const mails = names.map((name) => readFileSync(path.join(outboxDir, name), 'utf8'));
    expect(mails.map((mail) => mail.match(/^Subject: (.*)$/m)?.[1])).toEqual(subjects);
    for (const [i, mail] of mails.entries()) expect(mail).toContain(`Mail ${i + 1} body`);
  });
});
