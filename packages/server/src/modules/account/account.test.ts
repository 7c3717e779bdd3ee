import { privacyMessages } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, mailOutbox, orderStatuses, users } from '../../db/schema';
import { addAddress, buyNow, paidOrder, placeOrder, useGstShop } from '../../../test/checkout';
import { sessionFor } from '../../../test/accounts';
import { cookieHeader, TEST_PASSWORD } from '../../../test/logins';
import { nextClientAddress } from '../../../test/requests';

describe('a shopper’s data rights', () => {
  const shop = useGstShop();

  const call = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    cookie?: string,
    payload?: object,
  ) =>
    shop.t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
      remoteAddress: nextClientAddress(),
    });
  const deleteAccount = (cookie: string, password = TEST_PASSWORD) =>
    call('DELETE', '/api/account', cookie, { password });

  /** A new shopper with an address in Rajasthan. */
  async function newShopper() {
    const session = await sessionFor(shop.t, { first_name: 'Meena', last_name: 'Joshi' });
    const addressId = await addAddress(shop.t.app, session.cookie, { name: 'Meena Joshi' });
    return { ...session, addressId };
  }
  const buy = (shopper: { cookie: string; addressId: number }) =>
    paidOrder(
      shop.t.app,
      shop.razorpay,
      shopper.cookie,
      buyNow(shop.productId, 1, shopper.addressId),
    );
  /** Moves a paid order on to `Delivered` as the carrier's tracking would. */
  async function deliver(orderId: number) {
    for (const status of ['Packed', 'Shipped', 'Out for Delivery', 'Delivered'])
      await shop.t.db.insert(orderStatuses).values({ order_id: orderId, status });
  }

  describe('GET /api/account/export', () => {
    it('answers the account, addresses, orders with lines and statuses, invoices and credit notes as a file', async () => {
      const shopper = await newShopper();
      const order = await buy(shopper);
      shop.razorpay.refundsStartAs('processed');
      const refund = await call(
        'POST',
        `/api/orders/${order.order_id}/refunds`,
        shop.staff.cookie,
        {
          amount: 50,
          reason: 'One strip damaged',
        },
      );
      expect(refund.statusCode).toBe(201);

      const res = await call('GET', '/api/account/export', shopper.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      const data = res.json();
      expect(Object.keys(data)).toEqual([
        'account',
        'addresses',
        'orders',
        'invoices',
        'credit_notes',
      ]);
      expect(data.account).toMatchObject({
        id: shopper.user.id,
        first_name: 'Meena',
        last_name: 'Joshi',
        email: shopper.user.email,
        phone_number: shopper.user.phone_number,
        marketing_consent: false,
      });
      expect(data.addresses).toEqual([
        expect.objectContaining({ id: shopper.addressId, name: 'Meena Joshi' }),
      ]);
      expect(data.orders).toHaveLength(1);
      expect(data.orders[0]).toMatchObject({ id: order.order_id, name: 'Meena Joshi' });
      expect(data.orders[0].order_products).toEqual([
        expect.objectContaining({ product_id: shop.productId, qty: 1 }),
      ]);
      expect(data.orders[0].order_statuses.map((s: { status: string }) => s.status)).toEqual([
        'Payment Verified',
        'Placed',
      ]);
      expect(data.invoices).toEqual([
        expect.objectContaining({
          order_id: order.order_id,
          buyer: expect.objectContaining({ name: 'Meena Joshi' }),
        }),
      ]);
      expect(data.credit_notes).toEqual([
        expect.objectContaining({
          invoice_number: data.invoices[0].number,
          reason: 'One strip damaged',
        }),
      ]);
      // Nothing of anyone else.
      const ids = data.orders.map((o: { id: number }) => o.id);
      expect(ids).toEqual([order.order_id]);
    });

    it('is for a signed-in shopper only', async () => {
      expect((await call('GET', '/api/account/export')).statusCode).toBe(401);
    });
  });

  describe('DELETE /api/account', () => {
    it('refuses a wrong or missing password with 401 and 400, changing nothing', async () => {
      const shopper = await newShopper();
      const wrong = await deleteAccount(shopper.cookie, 'not-my-password');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: privacyMessages.passwordWrong });
      const missing = await call('DELETE', '/api/account', shopper.cookie, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ error: privacyMessages.passwordRequired });
      expect((await call('GET', '/api/auth/me', shopper.cookie)).json().user.first_name).toBe(
        'Meena',
      );
      expect(
        (await call('DELETE', '/api/account', undefined, { password: TEST_PASSWORD })).statusCode,
      ).toBe(401);
    });

    it('refuses with 409 naming the order while one awaits payment or is paid and not yet delivered', async () => {
      const shopper = await newShopper();
      const unpaid = await placeOrder(
        shop.t.app,
        shopper.cookie,
        buyNow(shop.productId, 1, shopper.addressId),
      );
      const refused = await deleteAccount(shopper.cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: privacyMessages.orderOpen(unpaid.order_id, 'Placed'),
      });
      expect(refused.json().error).toContain(`#${unpaid.order_id}`);

      const cancelled = await call('POST', `/api/orders/${unpaid.order_id}/cancel`, shopper.cookie);
      expect(cancelled.statusCode).toBe(200);
      const paid = await buy(shopper);
      for (const status of ['Payment Verified', 'Packed', 'Shipped', 'Out for Delivery']) {
        if (status !== 'Payment Verified')
          await shop.t.db.insert(orderStatuses).values({ order_id: paid.order_id, status });
        const res = await deleteAccount(shopper.cookie);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ error: privacyMessages.orderOpen(paid.order_id, status) });
      }
      // Cash on delivery, waiting for its confirmation or confirmed.
      for (const status of ['Awaiting Confirmation', 'COD Confirmed']) {
        await shop.t.db.insert(orderStatuses).values({ order_id: paid.order_id, status });
        const res = await deleteAccount(shopper.cookie);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ error: privacyMessages.orderOpen(paid.order_id, status) });
      }
      await shop.t.db
        .insert(orderStatuses)
        .values({ order_id: paid.order_id, status: 'Delivered' });
      expect((await deleteAccount(shopper.cookie)).statusCode).toBe(200);
    });

    it('refuses a staff account', async () => {
      const staff = await sessionFor(shop.t, { is_admin: true, permissions: ['orders'] });
      const res = await deleteAccount(staff.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: privacyMessages.staffRefused });
    });

    it('erases the person, ends every session, keeps the order and its invoice, and lets the e-mail register again', async () => {
      const shopper = await newShopper();
      const secondDevice = cookieHeader(
        await call('POST', '/api/auth/login', undefined, {
          email: shopper.user.email,
          password: TEST_PASSWORD,
        }),
      );
      const order = await buy(shopper);
      await deliver(order.order_id);
      const invoiceBefore = (
        await call('GET', `/api/orders/${order.order_id}/invoice`, shopper.cookie)
      ).json();
      const staffBefore = (
        await call('GET', `/api/orders/${order.order_id}`, shop.staff.cookie)
      ).json().order;

      // The order confirmation is sent after the payment's answer; a shopper deletes their
      // account long after it went.
      await shop.t.app.background.settled();
      const res = await deleteAccount(shopper.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: privacyMessages.deleted });
      // The session cookies are cleared, and no session of the account works any more.
      expect(
        res.cookies
          .filter((c) => c.value === '')
          .map((c) => c.name)
          .sort(),
      ).toEqual(['access_token', 'refresh_token', 'signed_in'].sort());
      for (const cookie of [shopper.cookie, secondDevice]) {
        expect((await call('GET', '/api/auth/me', cookie)).statusCode).toBe(401);
        expect((await call('GET', '/api/auth/refresh', cookie)).statusCode).toBe(401);
      }
      const login = await call('POST', '/api/auth/login', undefined, {
        email: shopper.user.email,
        password: TEST_PASSWORD,
      });
      expect(login.statusCode).toBe(401);

      // Name, e-mail, phone and saved addresses are gone from the account.
      const [row] = await shop.t.db.select().from(users).where(eq(users.id, shopper.user.id));
      expect(row).toMatchObject({
        first_name: '',
        last_name: '',
        phone_number: '',
        is_active: false,
      });
      expect(row!.email).not.toContain(shopper.user.email.split('@')[0]!);
      expect(row!.deleted_at).toBeInstanceOf(Date);
      expect(
        await shop.t.db.select().from(addresses).where(eq(addresses.user_id, shopper.user.id)),
      ).toEqual([]);
      const mails = await shop.t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to_address, shopper.user.email));
      expect(mails).toEqual([]);

      // The order keeps its delivery snapshot and its invoice its buyer block; staff see no customer.
      const staffAfter = (
        await call('GET', `/api/orders/${order.order_id}`, shop.staff.cookie)
      ).json().order;
      expect(staffAfter).toEqual(staffBefore);
      expect(staffAfter.name).toBe('Meena Joshi');
      const day = (offset: number) =>
        new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const list = await call(
        'GET',
        `/api/orders/date-range?from=${day(-1)}&to=${day(1)}`,
        shop.staff.cookie,
      );
      expect(list.statusCode).toBe(200);
      const listed = list.json().orders.find((o: { id: number }) => o.id === order.order_id);
      expect(listed.customer).toBeNull();
      expect(listed.name).toBe('Meena Joshi');
      const invoicePdf = await call(
        'GET',
        `/api/orders/${order.order_id}/invoice.pdf`,
        shop.staff.cookie,
      );
      expect(invoicePdf.statusCode).toBe(200);
      const invoiceAfter = (
        await call('GET', `/api/orders/${order.order_id}/invoice`, shop.staff.cookie)
      ).json();
      expect(invoiceAfter).toEqual(invoiceBefore);
      expect(invoiceAfter.invoice.buyer.name).toBe('Meena Joshi');

      // A new mail about the order goes nowhere: the account has no address any more.
      const queued = await shop.t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to_address, row!.email));
      expect(queued).toEqual([]);

      // The e-mail may register again, as a new account.
      const again = await call('POST', '/api/auth/signup', undefined, {
        first_name: 'Meena',
        last_name: 'Joshi',
        email: shopper.user.email,
        phone_number: '9876543210',
        password: 'a-new-start-2026',
      });
      expect(again.statusCode).toBe(201);
      const [fresh] = await shop.t.db
        .select()
        .from(users)
        .where(eq(users.email, shopper.user.email));
      expect(fresh!.id).not.toBe(shopper.user.id);
    });
  });

  describe('consent to offers', () => {
    it('is off unless ticked at sign-up, is stored with its time, and is changed with PUT /api/auth/me', async () => {
      const signup = (email: string, extra: object) =>
        call('POST', '/api/auth/signup', undefined, {
          first_name: 'Kiran',
          last_name: 'Das',
          email,
          phone_number: '9876543210',
          password: 'tulsi-tea-at-noon',
          ...extra,
        });
      expect((await signup('kiran.off@example.in', {})).statusCode).toBe(201);
      expect((await signup('kiran.on@example.in', { marketing_consent: true })).statusCode).toBe(
        201,
      );
      const bad = await signup('kiran.bad@example.in', { marketing_consent: 'yes' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: privacyMessages.consentInvalid });
      const rowOf = async (email: string) =>
        (await shop.t.db.select().from(users).where(eq(users.email, email)))[0]!;
      const off = await rowOf('kiran.off@example.in');
      const on = await rowOf('kiran.on@example.in');
      expect(off.marketing_consent).toBe(false);
      expect(on.marketing_consent).toBe(true);
      expect(on.marketing_consent_at).toBeInstanceOf(Date);
      expect(off.marketing_consent_at).toBeInstanceOf(Date);

      const shopper = await newShopper();
      const me = async () => (await call('GET', '/api/auth/me', shopper.cookie)).json().user;
      expect((await me()).marketing_consent).toBe(false);
      const details = { first_name: 'Meena', last_name: 'Joshi', phone_number: '9876543210' };
      const given = await call('PUT', '/api/auth/me', shopper.cookie, {
        ...details,
        marketing_consent: true,
      });
      expect(given.statusCode).toBe(200);
      expect(given.json().user.marketing_consent).toBe(true);
      expect((await me()).marketing_consent).toBe(true);
      const givenAt = (await rowOf(shopper.user.email)).marketing_consent_at!;
      // Saving the details again without the consent leaves it, and its time, as they were.
      await call('PUT', '/api/auth/me', shopper.cookie, details);
      await call('PUT', '/api/auth/me', shopper.cookie, { ...details, marketing_consent: true });
      expect((await rowOf(shopper.user.email)).marketing_consent_at).toEqual(givenAt);
      expect((await me()).marketing_consent).toBe(true);
      const withdrawn = await call('PUT', '/api/auth/me', shopper.cookie, {
        ...details,
        marketing_consent: false,
      });
      expect(withdrawn.json().user.marketing_consent).toBe(false);
      const row = await rowOf(shopper.user.email);
      expect(row.marketing_consent_at!.getTime()).toBeGreaterThan(givenAt.getTime());
      const exported = (await call('GET', '/api/account/export', shopper.cookie)).json();
      expect(exported.account).toMatchObject({
        marketing_consent: false,
        marketing_consent_at: row.marketing_consent_at!.toISOString(),
      });
    });
  });
});
