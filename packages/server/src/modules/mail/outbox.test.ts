import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { buildGstShop, type GstShop } from '../../../test/checkout';
import { nextClientAddress } from '../../../test/requests';
import { startSmtpSink } from '../../../test/smtp-sink';
import { MAIL_FAILING_AFTER } from './outbox';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('mail while the SMTP server is down, then back', () => {
  let shop: GstShop;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    shop = await buildGstShop({ SMTP_URL: sink.url });
    // The mail provider goes down before the shop sends anything.
    await sink.stop();
  });
  afterAll(async () => {
    await shop?.close();
    await sink?.stop();
  });

  const rows = () => shop.t.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
  const staffView = async (orderId: number, cookie: string) =>
    (await shop.t.app.inject({ url: `/api/orders/${orderId}`, headers: { cookie } })).json();

  it('keeps every mail for more than a day, sends each once when the server answers again', async () => {
    const { t } = shop;
    // A paid order (its confirmation with the invoice, the shop's alert) and a password reset:
    // every answer is a success although no mail can go.
    const { order_id } = await shop.paidOrder();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: shop.otherShopper.user.email },
      remoteAddress: nextClientAddress(),
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password reset link sent to your email.' });
    await t.app.background.settled();

    const queued = await rows();
    const subjects = queued.map((row) => row.subject).sort();
    expect(subjects).toEqual(
      [
        `New order #${order_id} paid`,
        'Reset your Herbal Shop password',
        `Your Herbal Shop order #${order_id} is confirmed`,
      ].sort(),
    );
    expect(queued.every((row) => row.sent_at === null)).toBe(true);
    // The first try failed and the next one is due within a minute.
    const tried = queued.filter((row) => row.attempts > 0);
    expect(tried.length).toBeGreaterThan(0);
    for (const row of tried) {
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      const wait = row.next_attempt_at.getTime() - row.last_attempt_at!.getTime();
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(MINUTE);
    }

    // A day and more goes by with the server down: each mail is tried again and again, the
    // waits growing to 30 minutes and no longer. (A mail queued beside one that just failed
    // waits for the next run untried: its waits start from the first.)
    const schedule = [0.5, 1, 2, 4, 8, 16, 30, 30].map((m) => m * MINUTE);
    const triedBefore = new Map(queued.map((row) => [row.id, row.attempts]));
    const start = Date.now();
    let now = start;
    const waits = new Map<number, number[]>();
    while (now < start + 25 * HOUR) {
      const pending = await rows();
      now = Math.max(now, Math.min(...pending.map((row) => row.next_attempt_at.getTime())));
      await t.app.mailSender.runOnce(() => new Date(now));
      for (const row of await rows()) {
        if (row.last_attempt_at?.getTime() !== now) continue;
        const list = waits.get(row.id) ?? [];
        list.push(row.next_attempt_at.getTime() - now);
        waits.set(row.id, list);
      }
    }
    for (const row of await rows()) {
      expect(row.sent_at).toBeNull();
      expect(row.given_up_at).toBeNull();
      expect(row.attempts).toBeGreaterThan(48);
      const list = waits.get(row.id)!;
      const k = triedBefore.get(row.id)!;
      expect(list.slice(0, 6)).toEqual(schedule.slice(k, k + 6));
      expect(Math.max(...list)).toBe(30 * MINUTE);
    }

    // Staff with the Orders area see the confirmation that keeps failing; the shopper does not.
    const staff = await staffView(order_id, shop.staff.cookie);
    expect(staff.failing_mails).toEqual([
      expect.objectContaining({
        to: shop.shopper.user.email,
        subject: `Your Herbal Shop order #${order_id} is confirmed`,
        given_up: false,
      }),
    ]);
    expect(staff.failing_mails[0].attempts).toBeGreaterThanOrEqual(MAIL_FAILING_AFTER);
    expect(staff.failing_mails[0].last_error).toMatch(/ECONNREFUSED/);
    expect((await staffView(order_id, shop.shopper.cookie)).failing_mails).toBeUndefined();

    // The server answers again: a minute and a second after the last try, every waiting mail
    // goes (the sender tries one at least every minute, and its success brings the rest on).
    await sink.start();
    const lastTry = Math.max(...(await rows()).map((row) => row.last_attempt_at!.getTime()));
    now = lastTry + MINUTE + 1000;
    expect(await t.app.mailSender.runOnce(() => new Date(now))).toBe(3);
    expect(sink.received.map((mail) => mail.subject).sort()).toEqual(subjects);
    const confirmation = sink.received.find((mail) => mail.subject.endsWith('is confirmed'))!;
    expect(confirmation.to).toEqual([shop.shopper.user.email]);
    expect(confirmation.raw).toContain('Content-Type: application/pdf');

    // Later runs, on this clock or hours on, send nothing again.
    for (const later of [now, now + MINUTE, now + 2 * HOUR])
      expect(await t.app.mailSender.runOnce(() => new Date(later))).toBe(0);
    expect(sink.received).toHaveLength(3);
    expect((await rows()).every((row) => row.sent_at !== null)).toBe(true);
    expect((await staffView(order_id, shop.staff.cookie)).failing_mails).toEqual([]);
  }, 120_000);

  it('sends a new mail at once while the server answers, through the same table', async () => {
    const before = sink.received.length;
    const reset = await shop.t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: shop.shopper.user.email },
      remoteAddress: nextClientAddress(),
    });
    expect(reset.statusCode).toBe(200);
    await shop.t.app.background.settled();
    expect(sink.received.slice(before).map((mail) => mail.subject)).toEqual([
      'Reset your Herbal Shop password',
    ]);
    const [row] = await shop.t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, shop.shopper.user.email))
      .orderBy(asc(mailOutbox.id))
      .offset(1);
    expect(row).toMatchObject({ attempts: 1, last_error: null });
    expect(row!.sent_at).not.toBeNull();
  });

  it('sends a burst of mails in a run or two, not a run and two claims for each', async () => {
    const { t } = shop;
    const before = sink.received.length;
    const { runs, claims } = t.app.mailSender.stats;
    const subjects = Array.from({ length: 8 }, (_, i) => `Burst ${i + 1}`);
    await Promise.all(
      subjects.map((subject) =>
        t.app.mailer.send({ to: shop.shopper.user.email, subject, text: subject, html: subject }),
      ),
    );
    await t.app.background.settled();
    // Each once; in the order their rows were written, which concurrent writes need not keep.
    expect(
      sink.received
        .slice(before)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(subjects);
    // Nudges while a run waits its turn join it; a batch smaller than the limit ends the run.
    expect(t.app.mailSender.stats.runs - runs).toBeLessThanOrEqual(3);
    expect(t.app.mailSender.stats.claims - claims).toBeLessThanOrEqual(3);
  });
});
