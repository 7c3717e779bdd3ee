import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, creditNotes, refunds } from '../../db/schema';
import {
  addAddress,
  buyNow,
  pdfText,
  placeOrder as placeOrderAs,
  stockOf,
  useGstShop,
} from '../../../test/checkout';
import {
  deliverWebhook,
  RAZORPAY_WEBHOOK_SECRET as WEBHOOK_SECRET,
  sandboxCheckout,
  verifyPayment,
  type WebhookDelivery,
} from '../../../test/payments';
import { createCategory, createProduct } from '../../../test/catalogue';
import { addDeliveryState } from '../../../test/shop-settings';
import { sessionFor } from '../../../test/accounts';
import { readOutbox } from '../../../test/outbox';
import { useTestApp } from '../../../test/suite';
import { reconcileRefundsOnce } from '../payments/reconciler';

describe('refunds against Razorpay', () => {
  const shop = useGstShop();

  const placeOrder = () => shop.placeOrder();
  const paidOrder = (addressId?: number) => shop.paidOrder(addressId);

  const refund = (orderId: number, payload: object, cookie: string | null = shop.staff.cookie) =>
    shop.t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refunds`,
      headers: cookie ? { cookie } : {},
      payload,
    });

  const getOrder = async (orderId: number, cookie = shop.shopper.cookie) =>
    (
      await shop.t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: { cookie } })
    ).json().order;

  const deliver = (delivery: WebhookDelivery) => deliverWebhook(shop.t.app, delivery);

  /** The order's entries in the audit log, oldest first: who, what and the changes. */
  const auditOf = async (orderId: number) =>
    (
      await shop.t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target_id, String(orderId)))
        .orderBy(asc(auditLog.id))
    ).map((row) => ({ actor: row.actor_email, action: row.action, changes: row.changes }));

  /** The audit entry of `actor` asking for a refund of `amount` rupees. */
  const refundAsked = (actor: string, amount: number, reason: string) => ({
    actor,
    action: 'order.refund',
    changes: { refund: { from: null, to: amount }, reason: { from: null, to: reason } },
  });
  /** The audit entry of a refund found settled as `status`, with who reported it. */
  const refundSettled = (actor: string, status: string) => ({
    actor,
    action: 'order.refund_settled',
    changes: { refund_status: { from: 'pending', to: status } },
  });

  const refundCalls = () => shop.razorpay.requests.filter((r) => r.path.endsWith('/refund'));

  const invoiceOf = async (orderId: number, cookie = shop.shopper.cookie) =>
    (
      await shop.t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/invoice`,
        headers: { cookie },
      })
    ).json();

  it('asks Razorpay to refund the amount in paise on the payment, with the reason and order id', async () => {
    const order = await paidOrder();
    const before = refundCalls().length;
    const res = await refund(order.order_id, { amount: 50.25, reason: 'One bottle damaged' });
    expect(res.statusCode).toBe(201);
    expect(res.json().refund).toEqual({
      id: expect.any(Number),
      order_id: order.order_id,
      amount: 50.25,
      reason: 'One bottle damaged',
      status: 'pending',
      razorpay_refund_id: expect.stringMatching(/^rfnd_/),
      created_at: expect.any(String),
      processed_at: null,
    });
    const calls = refundCalls().slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.path).toBe(`/v1/payments/${order.paymentId}/refund`);
    expect(calls[0]!.body).toMatchObject({
      amount: 5025,
      notes: { reason: 'One bottle damaged', order_id: String(order.order_id) },
    });
    expect(String(calls[0]!.headers['x-refund-idempotency']).length).toBeGreaterThanOrEqual(10);
    // Pending is not refunded yet; it is on its way.
    const seen = await getOrder(order.order_id);
    expect(seen.refunded_amount).toBe(0);
    expect(seen.refunds).toEqual([expect.objectContaining({ amount: 50.25, status: 'pending' })]);
  });

  it('refunds part, then everything left when no amount is given, and never more', async () => {
    shop.razorpay.refundsStartAs('processed');
    try {
      const order = await paidOrder();
      expect(order.amount).toBe(29070);
      const part = await refund(order.order_id, { amount: 100, reason: 'Customer returned one' });
      expect(part.json().refund).toMatchObject({ amount: 100, status: 'processed' });
      const rest = await refund(order.order_id, { reason: 'Customer returned the rest' });
      expect(rest.statusCode).toBe(201);
      expect(rest.json().refund).toMatchObject({ amount: 190.7, status: 'processed' });
      expect(refundCalls().at(-1)!.body).toMatchObject({ amount: 19070 });
      const more = await refund(order.order_id, { amount: 1, reason: 'Too much' });
      expect(more.statusCode).toBe(409);
      expect(more.json()).toEqual({ error: 'Only ₹0.00 can still be refunded.' });
      const seen = await getOrder(order.order_id);
      expect(seen.refunded_amount).toBe(290.7);
      expect(seen.refunds.map((r: { amount: number }) => r.amount)).toEqual([190.7, 100]);
    } finally {
      shop.razorpay.refundsStartAs('pending');
    }
  });

  it('tells staff what is left to refund: the payment less refunds processed or pending', async () => {
    const order = await paidOrder();
    const left = async () =>
      (
        await shop.t.app.inject({
          method: 'GET',
          url: `/api/orders/${order.order_id}/staff`,
          headers: { cookie: shop.staff.cookie },
        })
      ).json().order.refundable_amount;
    expect(await left()).toBe(290.7);
    await refund(order.order_id, { amount: 100.25, reason: 'One bottle damaged' });
    // The refund is pending at Razorpay: its amount is already spoken for.
    expect(await left()).toBe(190.45);
  });

  it('refuses more than is refundable with 409 naming the refundable amount', async () => {
    const order = await paidOrder();
    await refund(order.order_id, { amount: 253.45, reason: 'Partial refund' });
    const res = await refund(order.order_id, { amount: 37.26, reason: 'One paisa too much' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Only ₹37.25 can still be refunded.' });
  });

  it("refuses a refund under Razorpay's ₹1 minimum without asking Razorpay", async () => {
    const minimum =
      'Razorpay refunds at least ₹1.00 at a time; a smaller amount cannot be refunded.';
    const order = await paidOrder();
    const before = refundCalls().length;
    const small = await refund(order.order_id, { amount: 0.99, reason: 'Price difference' });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toEqual({ error: minimum });
    // What is left after a partial refund may be under ₹1 too: all of it is refused alike.
    const most = await refund(order.order_id, { amount: 290.2, reason: 'Returned' });
    expect(most.statusCode).toBe(201);
    const rest = await refund(order.order_id, { reason: 'The rest' });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({ error: minimum });
    expect(refundCalls().length - before).toBe(1);
    const rows = await shop.t.db.select().from(refunds).where(eq(refunds.order_id, order.order_id));
    expect(rows.map((r) => r.amount_paise)).toEqual([29020]);
  });

  it('refuses an order with no captured payment', async () => {
    const placed = await placeOrder();
    const res = await refund(placed.order_id, { reason: 'Not paid yet' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'This order has no captured payment to refund.' });
    expect((await refund(999_999, { reason: 'No such order' })).statusCode).toBe(404);
  });

  it('makes exactly one refund of ten asked for the whole amount at once', async () => {
    const order = await paidOrder();
    const before = refundCalls().length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refund(order.order_id, { reason: `Parallel ${i}` })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const lost of answers.filter((a) => a.statusCode === 409))
      expect(lost.json()).toEqual({ error: 'Only ₹0.00 can still be refunded.' });
    expect(refundCalls().length - before).toBe(1);
    const rows = await shop.t.db.select().from(refunds).where(eq(refunds.order_id, order.order_id));
    expect(rows.map((r) => r.amount_paise)).toEqual([29070]);
  });

  it('validates the body, naming the field', async () => {
    const order = await paidOrder();
    const cases: [object, string][] = [
      [{}, 'A reason for the refund is required.'],
      [{ reason: '  ' }, 'A reason for the refund is required.'],
      [{ reason: 'ab' }, 'The reason must be 3 to 200 characters.'],
      [{ reason: 'x'.repeat(201) }, 'The reason must be 3 to 200 characters.'],
      [{ reason: 'Damaged', amount: 0 }, 'Amount must be more than ₹0 with at most 2 decimals.'],
      [{ reason: 'Damaged', amount: -5 }, 'Amount must be more than ₹0 with at most 2 decimals.'],
      [
        { reason: 'Damaged', amount: 10.005 },
        'Amount must be more than ₹0 with at most 2 decimals.',
      ],
    ];
    for (const [payload, error] of cases) {
      const res = await refund(order.order_id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ error });
    }
  });

  it('lets only staff who see orders refund: shoppers 403 (even on their own order), visitors 401', async () => {
    const order = await paidOrder();
    expect((await refund(order.order_id, { reason: 'Mine' }, null)).statusCode).toBe(401);
    expect((await refund(order.order_id, { reason: 'Mine' }, shop.shopper.cookie)).statusCode).toBe(
      403,
    );
    expect(
      (await refund(order.order_id, { reason: 'Mine' }, shop.productStaff.cookie)).statusCode,
    ).toBe(403);
    const ledger = (cookie?: string) =>
      shop.t.app.inject({
        method: 'GET',
        url: `/api/orders/${order.order_id}/ledger`,
        headers: cookie ? { cookie } : {},
      });
    expect((await ledger()).statusCode).toBe(401);
    expect((await ledger(shop.shopper.cookie)).statusCode).toBe(403);
    expect((await ledger(shop.staff.cookie)).statusCode).toBe(200);
    // The shopper's own order shows its refunds; another shopper's view does not exist.
    const other = await shop.t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.order_id}`,
      headers: { cookie: shop.otherShopper.cookie },
    });
    expect(other.statusCode).toBe(404);
  });

  it('follows refund.processed and refund.failed webhooks once each; a failed amount is refundable again', async () => {
    const order = await paidOrder();
    const first = (await refund(order.order_id, { amount: 90, reason: 'Late delivery' })).json()
      .refund;
    const failed = shop.razorpay.refundWebhook(
      WEBHOOK_SECRET,
      'refund.failed',
      first.razorpay_refund_id,
    );
    shop.razorpay.setRefundStatus(first.razorpay_refund_id, 'failed');
    expect((await deliver(failed)).json()).toEqual({ message: 'Event processed.' });
    expect((await deliver(failed)).json()).toEqual({ message: 'Event already processed.' });
    let seen = await getOrder(order.order_id);
    expect(seen.refunds).toEqual([expect.objectContaining({ id: first.id, status: 'failed' })]);
    expect(seen.refunded_amount).toBe(0);

    // The retry without an amount takes everything, the failed ₹90 included.
    const retry = (await refund(order.order_id, { reason: 'Retry after failure' })).json().refund;
    expect(retry.amount).toBe(290.7);
    // A paid order's confirmation is sent after its answer: let earlier ones land first.
    await shop.t.app.background.settled();
    const mailsBefore = (await readOutbox(shop.t)).length;
    const processed = shop.razorpay.refundWebhook(
      WEBHOOK_SECRET,
      'refund.processed',
      retry.razorpay_refund_id,
    );
    expect((await deliver(processed)).statusCode).toBe(200);
    expect((await deliver(processed)).json()).toEqual({ message: 'Event already processed.' });
    // A late failure report cannot move a processed refund back.
    await deliver(
      shop.razorpay.refundWebhook(WEBHOOK_SECRET, 'refund.failed', retry.razorpay_refund_id),
    );
    seen = await getOrder(order.order_id);
    expect(seen.refunded_amount).toBe(290.7);
    expect(seen.refunds[0]).toMatchObject({ id: retry.id, status: 'processed' });

    // One credit note, for the processed refund only, and one mail about it.
    const notes = await shop.t.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.order_id, order.order_id));
    expect(notes.map((n) => n.refund_id)).toEqual([retry.id]);
    const mails = (await readOutbox(shop.t)).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toContain(shop.shopper.user.email);
    expect(mails[0]!.subject).toMatch(/refund/i);

    const ledger = (
      await shop.t.app.inject({
        method: 'GET',
        url: `/api/orders/${order.order_id}/ledger`,
        headers: { cookie: shop.staff.cookie },
      })
    ).json().ledger;
    expect(ledger.payments).toEqual([
      expect.objectContaining({
        razorpay_payment_id: order.paymentId,
        amount: 290.7,
        method: 'upi',
        status: 'captured',
      }),
    ]);
    expect(ledger.refunds.map((r: { status: string }) => r.status)).toEqual([
      'processed',
      'failed',
    ]);
    // Newest first: every event that changed the payment or a refund, replays not repeated.
    expect(
      ledger.events.map((e: { event: string; status: string }) => `${e.event}:${e.status}`),
    ).toEqual([
      'refund.processed:processed',
      'refund.created:pending',
      'refund.requested:pending',
      'refund.failed:failed',
      'refund.created:pending',
      'refund.requested:pending',
      'verify:captured',
    ]);

    // Staff asked for each refund; the payment provider's webhooks settled them.
    expect(await auditOf(order.order_id)).toEqual([
      refundAsked(shop.staff.user.email, 90, 'Late delivery'),
      refundSettled('payment provider', 'failed'),
      refundAsked(shop.staff.user.email, 290.7, 'Retry after failure'),
      refundSettled('payment provider', 'processed'),
    ]);
  });

  it('asks Razorpay about refunds still pending after 15 minutes', async () => {
    const order = await paidOrder();
    const answered = (await refund(order.order_id, { amount: 40, reason: 'Answered' })).json()
      .refund;
    // The gateway fails the next call: the refund stays pending with no Razorpay id yet.
    shop.razorpay.failNextCalls(1);
    const lost = (await refund(order.order_id, { amount: 60, reason: 'Unanswered' })).json().refund;
    expect(lost).toMatchObject({ status: 'pending', razorpay_refund_id: null });
    shop.razorpay.setRefundStatus(answered.razorpay_refund_id, 'processed');
    const opts = {
      database: shop.t.database,
      gateway: shop.t.app.gateway,
      log: shop.t.app.log,
      mailer: shop.t.app.mailer,
      publicUrl: shop.t.config.PUBLIC_URL,
    };
    await reconcileRefundsOnce({ ...opts, now: new Date(Date.now() + 5 * 60 * 1000) });
    expect((await getOrder(order.order_id)).refunded_amount).toBe(0);

    const before = refundCalls().length;
    await reconcileRefundsOnce({ ...opts, now: new Date(Date.now() + 16 * 60 * 1000) });
    const seen = await getOrder(order.order_id);
    expect(seen.refunded_amount).toBe(40);
    // Found settled by the reconciler: recorded with `system` as its actor.
    expect((await auditOf(order.order_id)).at(-1)).toEqual(refundSettled('system', 'processed'));
    const resent = seen.refunds.find((r: { id: number }) => r.id === lost.id);
    expect(resent).toMatchObject({ status: 'pending', razorpay_refund_id: expect.any(String) });
    // The resend carries the key of the first (failed) call, so it cannot refund twice.
    const calls = refundCalls();
    expect(calls.length - before).toBe(1);
    const keys = calls.slice(-2).map((c) => c.headers['x-refund-idempotency']);
    expect(keys[0]).toBe(keys[1]);
  });

  it('cancels and refunds in one step, putting the stock back', async () => {
    const stockNow = () => stockOf(shop.t, shop.productId);
    const before = await stockNow();
    const order = await paidOrder();
    const res = await refund(order.order_id, { reason: 'Customer cancelled', cancel: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().refund.amount).toBe(290.7);
    const seen = await getOrder(order.order_id, shop.staff.cookie);
    expect(seen.order_statuses[0]).toMatchObject({
      status: 'Cancelled',
      note: 'Customer cancelled',
    });
    // The paid order held its units; cancelling put them back.
    expect(await stockNow()).toBe(before);
    // The shopper is told, with the reason and that the money is on its way back.
    const mail = (await readOutbox(shop.t)).find((m) =>
      m.subject.includes(`order #${order.order_id} has been cancelled`),
    );
    expect(mail?.to).toContain(shop.shopper.user.email);
    expect(mail?.raw).toContain('Reason: Customer cancelled');
    expect(mail?.raw).toContain('Your payment is being refunded');
  });

  describe('credit notes', () => {
    it('issues a numbered credit note per processed refund that adds up to it', async () => {
      shop.razorpay.refundsStartAs('processed');
      try {
        const order = await paidOrder();
        await refund(order.order_id, { amount: 100.01, reason: 'One returned' });
        await refund(order.order_id, { reason: 'The rest' });
        const body = await invoiceOf(order.order_id);
        const notes = body.credit_notes as {
          number: string;
          totals: Record<string, number>;
          lines: Record<string, number | string>[];
        }[];
        expect(notes).toHaveLength(2);
        const [a, b] = notes.map((n) => Number(n.number.split('/')[2]));
        expect(notes[0]!.number).toMatch(/^CN\/\d{4}-\d{2}\/\d{6}$/);
        expect(b).toBe(a! + 1);
        expect(notes.map((n) => n.totals.total)).toEqual([100.01, 190.69]);
        for (const note of notes) {
          const { taxable_value, cgst, sgst, igst, total } = note.totals as Record<
            'taxable_value' | 'cgst' | 'sgst' | 'igst' | 'total',
            number
          >;
          expect(Math.round((taxable_value + cgst + sgst + igst) * 100)).toBe(
            Math.round(total * 100),
          );
          expect(igst).toBe(0);
        }
        // The first note splits each line's tax as the invoice does: an odd paisa to CGST.
        for (const line of notes[0]!.lines) {
          const gap = Math.round((Number(line.cgst) - Number(line.sgst)) * 100);
          expect([0, 1]).toContain(gap);
        }
        // Together the two notes give back the whole invoice, head by head.
        const sum = (key: string) =>
          Math.round(notes.reduce((s, n) => s + n.totals[key]! * 100, 0));
        for (const key of ['taxable_value', 'cgst', 'sgst', 'igst', 'total'])
          expect(sum(key)).toBe(Math.round(body.invoice.totals[key] * 100));

        const pdf = await shop.t.app.inject({
          method: 'GET',
          url: `/api/orders/${order.order_id}/credit-notes/${notes[0]!.number}.pdf`,
          headers: { cookie: shop.shopper.cookie },
        });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        const text = await pdfText(pdf.rawPayload);
        expect(text).toContain('Credit Note');
        expect(text).toContain(notes[0]!.number);
        expect(text).toContain(body.invoice.number);
        const encoded = await shop.t.app.inject({
          method: 'GET',
          url: `/api/orders/${order.order_id}/credit-notes/${encodeURIComponent(notes[1]!.number)}.pdf`,
          headers: { cookie: shop.staff.cookie },
        });
        expect(encoded.statusCode).toBe(200);
        // A percent sign left after the URL's own decoding is part of a name no note has.
        for (const ref of ['%25', '%25E0%25A4', `${notes[0]!.number}%25.pdf`]) {
          const odd = await shop.t.app.inject({
            method: 'GET',
            url: `/api/orders/${order.order_id}/credit-notes/${ref}`,
            headers: { cookie: shop.staff.cookie },
          });
          expect(odd.statusCode, ref).toBe(404);
          expect(odd.json()).toEqual({ error: 'No such credit note for this order.' });
        }
        for (const cookie of [shop.otherShopper.cookie, shop.productStaff.cookie]) {
          const refused = await shop.t.app.inject({
            method: 'GET',
            url: `/api/orders/${order.order_id}/credit-notes/${notes[0]!.number}.pdf`,
            headers: { cookie },
          });
          expect(refused.statusCode).toBe(404);
        }
        const visitor = await shop.t.app.inject({
          method: 'GET',
          url: `/api/orders/${order.order_id}/credit-notes/${notes[0]!.number}.pdf`,
        });
        expect(visitor.statusCode).toBe(401);
      } finally {
        shop.razorpay.refundsStartAs('pending');
      }
    });

    it('credits IGST on an inter-state order and nets the notes off the GST summary', async () => {
      shop.razorpay.refundsStartAs('processed');
      try {
        const order = await paidOrder(shop.kerala);
        await refund(order.order_id, { amount: 33.33, reason: 'Odd paise' });
        const body = await invoiceOf(order.order_id);
        const [note] = body.credit_notes;
        expect(note.totals).toMatchObject({ cgst: 0, sgst: 0, total: 33.33 });
        expect(note.totals.igst).toBeGreaterThan(0);

        const month = new Intl.DateTimeFormat('en-CA', {
          timeZone: 'Asia/Kolkata',
          year: 'numeric',
          month: '2-digit',
        }).format(new Date());
        const csv = (
          await shop.t.app.inject({
            method: 'GET',
            url: `/api/orders/gst-summary?month=${month}`,
            headers: { cookie: shop.staff.cookie },
          })
        ).body;
        expect(csv).toContain('Credit note register');
        expect(csv).toContain(note.number);
        // Credit notes are negative figures that stay numbers, so a spreadsheet's sum counts them.
        expect(csv).toContain(`,-${note.totals.total.toFixed(2)}\r\n`);
        expect(csv).not.toContain("'-");
      } finally {
        shop.razorpay.refundsStartAs('pending');
      }
    });
  });
});

describe('refunds with the built-in sandbox gateway', () => {
  const t = useTestApp();

  it('refunds without keys: processed at once, with its credit note', async () => {
    const category = await createCategory(t, { gst_percent: 5 });
    const product = await createProduct(t, { category_id: category.id, stock: 5 });
    await addDeliveryState(t, { name: 'Rajasthan' });
    const buyer = await sessionFor(t);
    const staff = await sessionFor(t, { is_admin: true, permissions: ['super_user'] });
    const address = await addAddress(t.app, buyer.cookie);
    const placed = await placeOrderAs(t.app, buyer.cookie, buyNow(product.id, 1, address));
    const approved = (await sandboxCheckout(t.app, buyer.cookie, placed.razorpay_order_id)).json();
    await verifyPayment(t.app, buyer.cookie, { order_id: placed.order_id, ...approved });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.order_id}/refunds`,
      headers: { cookie: staff.cookie },
      payload: { reason: 'Sandbox refund', cancel: true },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().refund).toMatchObject({
      status: 'processed',
      razorpay_refund_id: expect.stringMatching(/^rfnd_/),
      amount: placed.amount / 100,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.order_id}/refunds`,
      headers: { cookie: staff.cookie },
      payload: { reason: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
    const invoice = (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/${placed.order_id}/invoice`,
        headers: { cookie: buyer.cookie },
      })
    ).json();
    expect(invoice.credit_notes).toHaveLength(1);
    expect(invoice.credit_notes[0].totals.total).toBe(placed.amount / 100);
  });
});
