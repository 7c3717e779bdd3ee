import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Tx } from '../db/client';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  links?: string[];
  attachments?: MailAttachment[];
  /** The order the mail is about: staff see on it the mails that keep failing. */
  orderId?: number;
  /**
   * The order whose tax invoice goes with the mail as a PDF, drawn when the mail is sent: a
   * mail queued in the transaction that issues the invoice carries no rendering in it.
   */
  invoiceOfOrder?: number;
};

export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * The shop's mailer: `send` queues a mail on its own; `transaction` runs a change in one
 * transaction whose `queue` writes its mails in that same transaction, so a mail exists exactly
 * when its change does, and the sender is nudged once it commits.
 */
export type QueueingMailer = Mailer & {
  transaction<T>(work: (tx: Tx, queue: (mail: Mail) => Promise<void>) => Promise<T>): Promise<T>;
};

/**
 * nodemailer is loaded with the first mail, not at start; the transport is made once. The
 * function sends a mail from `from` and gives nodemailer's report.
 */
function lazyTransport(options: string | object, from: string) {
  let transport: Promise<Transporter> | undefined;
  return async (mail: Mail) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(options),
    );
    return (await transport).sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments,
    });
  };
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail becomes an `.eml` file in the outbox
 * and its links are logged, so a shop runs (and can be tried) with no mail server.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    // Short timeouts: a server that does not answer fails the attempt well within the
    // sender's lease, and the mail is tried again later.
    const sendMail = lazyTransport(
      {
        url: opts.smtpUrl,
        connectionTimeout: 20_000,
        greetingTimeout: 20_000,
        socketTimeout: 60_000,
      },
      opts.from,
    );
    return {
      async send(mail) {
        await sendMail(mail);
      },
    };
  }
  const sendMail = lazyTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    opts.from,
  );
  mkdirSync(opts.outboxDir, { recursive: true });
  let written = 0;
  return {
    async send(mail) {
      const info = await sendMail(mail);
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      // A counter keeps two mails written in the same millisecond apart, in order.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++written).padStart(6, '0')}-${safeTo}.eml`;
      const file = path.join(opts.outboxDir, name);
      // Written off the event loop, then renamed whole: creating a file in a folder of many
      // took the loop half a millisecond, and a reader never finds half a mail, even after a
      // crash mid-write.
      const partial = path.join(opts.outboxDir, `.${name}.part`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
      opts.log.info(
        // The file's name holds the address, which logs show masked (`to`).
        { to: mail.to, subject: mail.subject, file: file.replace(safeTo, '…'), links: mail.links },
        'mail written to outbox',
      );
    },
  };
}
