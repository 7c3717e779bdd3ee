import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { buildSecondApp, buildTestApp, type TestApp } from '../../../test/helpers';
import { createUser } from '../../../test/accounts';
import { nextClientAddress } from '../../../test/requests';
import { startSmtpSink } from '../../../test/smtp-sink';

const MAILS = 24;

describe('two instances sending from one mail table', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof buildSecondApp>>;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ SMTP_URL: sink.url });
    second = await buildSecondApp(t);
    await sink.stop();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await sink?.stop();
  });

  it('sends every mail exactly once after the outage, whichever instance takes it', async () => {
    // Shoppers ask both instances for reset links while the mail server is down.
    const users = await Promise.all(Array.from({ length: MAILS }, () => createUser(t)));
    for (const [i, user] of users.entries()) {
      const app = i % 2 === 0 ? t.app : second.app;
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
        remoteAddress: nextClientAddress(),
      });
      expect(res.statusCode).toBe(200);
    }
    await Promise.all([t.app.background.settled(), second.app.background.settled()]);
    expect(sink.received).toHaveLength(0);

    // The server is back; both instances run their senders at the same moments.
    await sink.start();
    const later = new Date(Date.now() + 2 * 60_000);
    let sent = 0;
    for (let round = 0; round < 3; round++) {
      const counts = await Promise.all([
        t.app.mailSender.runOnce(() => later),
        second.app.mailSender.runOnce(() => later),
        t.app.mailSender.runOnce(() => later),
        second.app.mailSender.runOnce(() => later),
      ]);
      sent += counts.reduce((a, b) => a + b, 0);
    }
    expect(sent).toBe(MAILS);
    expect(sink.received).toHaveLength(MAILS);
    expect(new Set(sink.received.flatMap((mail) => mail.to))).toEqual(
      new Set(users.map((user) => user.email)),
    );
    const done = await t.db.select().from(mailOutbox).where(isNotNull(mailOutbox.sent_at));
    expect(done).toHaveLength(MAILS);
  }, 120_000);
});
