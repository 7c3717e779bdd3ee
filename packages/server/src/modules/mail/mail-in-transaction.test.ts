import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, orders, users } from '../../db/schema';
import { useGstShop } from '../../../test/checkout';
import { nextClientAddress } from '../../../test/requests';

/**
 * A mail is written in the transaction of the change that causes it: a change rolled back
 * leaves no mail, and a mail that cannot be queued leaves no change.
 */
describe('mail in the same transaction as its change', () => {
  const shop = useGstShop();

  const mailsTo = async (address: string) =>
    shop.t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, address));
  const allMails = async () => (await shop.t.db.select().from(mailOutbox)).length;

  /** Makes every write to the mail table fail until `restore` is called. */
  async function refuseMail() {
    await shop.t.db.execute(sql`
      create or replace function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'mail table unavailable'; end $$`);
    await shop.t.db.execute(sql`
      create trigger refuse_mail before insert on mail_outbox
      for each row execute function refuse_mail()`);
    return () => shop.t.db.execute(sql`drop trigger refuse_mail on mail_outbox`);
  }

  it('leaves no mail when the change is rolled back', async () => {
    const before = await allMails();
    await expect(
      shop.t.app.mailer.transaction(async (_tx, queue) => {
        await queue({ to: 'rolled.back@example.in', subject: 'Never', text: 'x', html: 'x' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await mailsTo('rolled.back@example.in')).toEqual([]);
    expect(await allMails()).toBe(before);
    // The same mail with the change committed is there.
    await shop.t.app.mailer.transaction((_tx, queue) =>
      queue({ to: 'committed@example.in', subject: 'Kept', text: 'x', html: 'x' }),
    );
    expect(await mailsTo('committed@example.in')).toHaveLength(1);
  });

  it('a sign-up whose activation mail cannot be written creates no account', async () => {
    const email = 'no.mail.table@example.in';
    const signUp = () =>
      shop.t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          first_name: 'Ravi',
          last_name: 'Menon',
          email,
          phone_number: '9876543210',
          password: 'cardamom-rain-2026',
        },
        remoteAddress: nextClientAddress(),
      });
    const restore = await refuseMail();
    try {
      const res = await signUp();
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(res.body).not.toContain('mail table unavailable');
    } finally {
      await restore();
    }
    expect(await shop.t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    // With the table back, the sign-up and its mail are both there.
    const again = await signUp();
    expect(again.statusCode).toBe(201);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('a cancellation whose mail cannot be written leaves the order as it was', async () => {
    const placed = await shop.placeOrder();
    const cancel = () =>
      shop.t.app.inject({
        method: 'POST',
        url: `/api/orders/${placed.order_id}/cancel`,
        headers: { cookie: shop.shopper.cookie },
      });
    const statusOf = async () =>
      (
        await shop.t.db
          .select({ status: orders.current_status })
          .from(orders)
          .where(eq(orders.id, placed.order_id))
      )[0]!.status;
    const restore = await refuseMail();
    try {
      expect((await cancel()).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await restore();
    }
    expect(await statusOf()).toBe('Placed');
    const mailsAbout = () =>
      shop.t.db.select().from(mailOutbox).where(eq(mailOutbox.order_id, placed.order_id));
    expect(await mailsAbout()).toEqual([]);
    expect((await cancel()).statusCode).toBe(200);
    expect(await statusOf()).toBe('Cancelled');
    expect((await mailsAbout()).map((m) => m.subject)).toEqual([
      expect.stringContaining('has been cancelled'),
    ]);
  });
});
