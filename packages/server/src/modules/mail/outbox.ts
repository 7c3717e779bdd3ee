import { and, desc, eq, getTableColumns, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { FailingMail } from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Mail, MailAttachment, Mailer, QueueingMailer } from '../../lib/mailer';
import { isErasedAddress } from '../account/erased';
import { invoiceAttachment } from '../invoices/pdf';
import { findInvoiceByOrder } from '../invoices/read-model';

/** How long one instance holds a mail it is sending before another may try it. */
const MAIL_LEASE_MS = 2 * 60 * 1000;
/** A waiting mail is tried this often at least, so a server that answers again is noticed. */
const MAIL_PROBE_MS = 60 * 1000;
/** Failures in a row after which a mail counts as failing (shown to staff). */
export const MAIL_FAILING_AFTER = 3;
/** Mails one claim leases at most. */
const BATCH = 20;
/** A mail that could not be sent for this long is given up. */
const MAIL_GIVE_UP_MS = 3 * 24 * 60 * 60 * 1000;

/** The wait after the `attempts`-th failure: 30 s, 1, 2, 4, 8, 16, then 30 minutes. */
function retryDelayMs(attempts: number) {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60 * 1000);
}

/**
 * Queues a mail: pass the transaction of the change that causes it, so the mail exists
 * exactly when the change does. The mail sender sends it; nothing here waits on SMTP.
 */
export async function queueMail(q: Queryable, mail: Mail, opts: { orderId?: number } = {}) {
  // A deleted account is left an address that is never delivered: nothing goes to it.
  if (isErasedAddress(mail.to)) return;
  await q.insert(mailOutbox).values({
    // Due now by the sender's own clock: the database's now() carries microseconds, and a
    // sender comparing in whole milliseconds would see a mail queued this same millisecond
    // as not yet due and leave it for its next run.
    next_attempt_at: new Date(),
    order_id: opts.orderId ?? mail.orderId ?? null,
    to_address: mail.to,
    subject: mail.subject,
    body: {
      text: mail.text,
      html: mail.html,
      links: mail.links,
      attachments: mail.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content_base64: a.content.toString('base64'),
      })),
      invoice_of_order: mail.invoiceOfOrder,
    },
  });
}

const unsent = and(isNull(mailOutbox.sent_at), isNull(mailOutbox.given_up_at));
const failingSql = sql`${mailOutbox.attempts} >= ${MAIL_FAILING_AFTER}`;

/** Mails not yet sent: `waiting` (fewer than three failures), `failing` (more, or given up). */
export async function mailQueueCounts(db: Db) {
  const [row] = await db
    .select({
      waiting:
        sql<number>`count(*) filter (where ${mailOutbox.sent_at} is null and ${mailOutbox.given_up_at} is null and not ${failingSql})`.mapWith(
          Number,
        ),
      failing:
        sql<number>`count(*) filter (where ${mailOutbox.sent_at} is null and (${mailOutbox.given_up_at} is not null or ${failingSql}))`.mapWith(
          Number,
        ),
    })
    .from(mailOutbox);
  return { waiting: row?.waiting ?? 0, failing: row?.failing ?? 0 };
}

/** The mails about an order that keep failing (or were given up), newest first. */
export function failingMailsOfOrder(db: Queryable, orderId: number) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to_address,
      subject: mailOutbox.subject,
      attempts: mailOutbox.attempts,
      last_error: mailOutbox.last_error,
      created_at: mailOutbox.created_at,
      next_attempt_at: mailOutbox.next_attempt_at,
      given_up_at: mailOutbox.given_up_at,
    })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.order_id, orderId),
        isNull(mailOutbox.sent_at),
        gte(mailOutbox.attempts, MAIL_FAILING_AFTER),
      ),
    )
    .orderBy(desc(mailOutbox.id));
}

/** A failing mail as staff see it on the order. */
export function presentFailingMail(
  row: Awaited<ReturnType<typeof failingMailsOfOrder>>[number],
): FailingMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    attempts: row.attempts,
    last_error: row.last_error,
    queued_at: row.created_at.toISOString(),
    next_attempt_at: row.given_up_at ? null : row.next_attempt_at.toISOString(),
    given_up: row.given_up_at !== null,
  };
}

type Claimed = typeof mailOutbox.$inferSelect;

/**
 * Leases up to `limit` mails in one statement: the rows are picked with `FOR UPDATE SKIP
 * LOCKED`, so two instances never take the same mail. `probe` takes one mail that is still
 * waiting out its delay (and was not tried for a minute), to notice a server that is back.
 * `delayed` says whether any mail waits out a delay after a failure (the same statement
 * asks), so a run brings mails forward only when there are some.
 */
async function claim(
  db: Db,
  now: Date,
  limit: number,
  probe: boolean,
): Promise<{ batch: Claimed[]; delayed: boolean }> {
  const leaseEnd = new Date(now.getTime() + MAIL_LEASE_MS);
  const probeBefore = new Date(now.getTime() - MAIL_PROBE_MS);
  const due = probe
    ? sql`${mailOutbox.next_attempt_at} > ${now} and (${mailOutbox.last_attempt_at} is null or ${mailOutbox.last_attempt_at} <= ${probeBefore})`
    : sql`${mailOutbox.next_attempt_at} <= ${now}`;
  const picked = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        unsent,
        sql`(${mailOutbox.leased_until} is null or ${mailOutbox.leased_until} < ${now})`,
        due,
      ),
    )
    .orderBy(probe ? mailOutbox.next_attempt_at : mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({
      leased_until: leaseEnd,
      attempts: sql`${mailOutbox.attempts} + 1`,
      last_attempt_at: now,
    })
    .where(inArray(mailOutbox.id, picked))
    .returning({
      ...getTableColumns(mailOutbox),
      delayed: sql<boolean>`exists (select 1 from ${mailOutbox} as waiting where waiting.sent_at is null and waiting.given_up_at is null and waiting.attempts > 0 and waiting.next_attempt_at > ${now})`,
    });
  const delayed = rows.some((row) => row.delayed);
  // Sent in the order they were queued.
  const batch = rows.map(({ delayed: _, ...row }) => row).sort((a, b) => a.id - b.id);
  return { batch, delayed };
}

/** The mail as queued, with the invoice it names drawn now (a failure to draw it is retried). */
async function toMail(db: Db, row: Claimed): Promise<Mail> {
  const attachments: MailAttachment[] = (row.body.attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.content_base64, 'base64'),
  }));
  const invoiceOrderId = row.body.invoice_of_order;
  if (invoiceOrderId !== undefined) {
    const invoice = await findInvoiceByOrder(db, invoiceOrderId);
    if (invoice) attachments.push(await invoiceAttachment(invoice));
  }
  return {
    orderId: row.order_id ?? undefined,
    to: row.to_address,
    subject: row.subject,
    text: row.body.text,
    html: row.body.html,
    links: row.body.links,
    attachments: attachments.length > 0 ? attachments : undefined,
  };
}

export type MailSender = ReturnType<typeof createMailSender>;

/**
 * Sends queued mails through `transport` (SMTP or the file outbox). `runOnce` sends every
 * due mail; a failure waits `retryDelayMs` and tries again, for days; the first mail that
 * goes after failures brings every waiting one forward, so they follow at once.
 */
export function createMailSender(opts: { db: Db; transport: Mailer; log: FastifyBaseLogger }) {
  const { db, transport, log } = opts;
  /** Runs and claims so far: what a burst of mail costs the database. */
  const stats = { runs: 0, claims: 0 };

  async function sendOne(row: Claimed, now: () => Date) {
    try {
      await transport.send(await toMail(db, row));
      await db
        .update(mailOutbox)
        .set({ sent_at: now(), leased_until: null, last_error: null })
        .where(eq(mailOutbox.id, row.id));
      return true;
    } catch (err) {
      const at = now();
      const giveUp = at.getTime() - row.created_at.getTime() >= MAIL_GIVE_UP_MS;
      const message = err instanceof Error ? err.message : String(err);
      await db
        .update(mailOutbox)
        .set({
          leased_until: null,
          last_error: message.slice(0, 500),
          next_attempt_at: new Date(at.getTime() + retryDelayMs(row.attempts)),
          given_up_at: giveUp ? at : null,
        })
        .where(eq(mailOutbox.id, row.id));
      (giveUp ? log.error : log.warn).call(
        log,
        { mailId: row.id, attempts: row.attempts, err: message },
        giveUp
          ? 'mail given up after days of failures'
          : 'mail could not be sent; it will be tried again',
      );
      return false;
    }
  }

  /**
   * Sends what is due at `clock()`; resolves to how many mails went. A mail queued meanwhile
   * nudges another run, so a batch smaller than the limit ends this one without asking again.
   */
  async function runOnce(clock: () => Date = () => new Date()) {
    stats.runs += 1;
    const take = (limit: number, probe: boolean) => {
      stats.claims += 1;
      return claim(db, clock(), limit, probe);
    };
    let sent = 0;
    let probe = true;
    for (;;) {
      let { batch, delayed } = await take(BATCH, false);
      if (batch.length === 0 && probe) ({ batch, delayed } = await take(1, true));
      probe = false;
      if (batch.length === 0) return sent;
      let broughtForward = false;
      for (const [index, row] of batch.entries()) {
        if (!(await sendOne(row, clock))) {
          // The server refuses: the rest of the batch waits for the next run, its attempt
          // not counted.
          const rest = batch.slice(index + 1).map((b) => b.id);
          if (rest.length > 0)
            await db
              .update(mailOutbox)
              .set({ leased_until: null, attempts: sql`${mailOutbox.attempts} - 1` })
              .where(and(inArray(mailOutbox.id, rest), isNull(mailOutbox.sent_at)));
          return sent;
        }
        sent += 1;
        if (delayed && !broughtForward) {
          // The server answers: mails waiting out a delay after a failure (the lease said
          // whether any do) go now.
          broughtForward = true;
          await db
            .update(mailOutbox)
            .set({ next_attempt_at: clock() })
            .where(
              and(
                unsent,
                sql`${mailOutbox.attempts} > 0`,
                sql`${mailOutbox.next_attempt_at} > ${clock()}`,
              ),
            );
        }
      }
      // Mails brought forward are due now: this run takes them too.
      if (batch.length < BATCH && !broughtForward) return sent;
    }
  }

  return { runOnce, stats };
}

/**
 * The mailer the shop's code sends through: each mail is queued and the sender is nudged to
 * send it in the background, so no answer waits on SMTP. `send` commits the mail at once, for a
 * mail that follows no change of its own; a change that causes mail uses `transaction`, whose
 * mails are committed, or rolled back, with it.
 */
export function queueingMailer(db: Db, nudge: () => void): QueueingMailer {
  return {
    async send(mail) {
      await queueMail(db, mail);
      nudge();
    },
    async transaction(work) {
      let queued = 0;
      const result = await db.transaction((tx) =>
        work(tx, async (mail) => {
          await queueMail(tx, mail);
          queued += 1;
        }),
      );
      if (queued > 0) nudge();
      return result;
    },
  };
}
