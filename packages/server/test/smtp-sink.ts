import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SunkMail = { to: string[]; subject: string; raw: string };

/**
 * A real SMTP server standing in for the shop's mail provider: it accepts every mail and
 * keeps it. `stop()` closes its port (the provider is down), `start()` opens the same port
 * again.
 */
export async function startSmtpSink() {
  const received: SunkMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  async function start() {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: raw.match(/^Subject: (.*)$/m)?.[1] ?? '',
            raw,
          });
          callback();
        });
      },
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
    port = (listening.server.address() as AddressInfo).port;
  }

  async function stop() {
    const closing = server;
    server = undefined;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await start();
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    start,
    stop,
  };
}
