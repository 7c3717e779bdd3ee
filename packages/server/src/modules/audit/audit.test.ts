import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { audit, SYSTEM_ACTOR } from '../../lib/audit';
import { createCategory, createProduct } from '../../../test/catalogue';
import { addDeliveryState, addGatewayFee } from '../../../test/shop-settings';
import { createUser, sessionFor } from '../../../test/accounts';
import { requestWith } from '../../../test/requests';
import { insertOrder } from '../../../test/order-fixtures';
import { useTestApp } from '../../../test/suite';
import { pruneAudit } from './prune';

type Entry = {
  id: number;
  at: string;
  actor: { id: number | null; email: string };
  action: string;
  target_type: string | null;
  target_id: string | null;
  changes: Record<string, { from: unknown; to: unknown }>;
  ip: string | null;
};

describe('the audit log', () => {
  const t = useTestApp();
  const send = requestWith(t);
  const people = {} as Record<
    'owner' | 'hr' | 'shopper',
    { cookie: string; user: { id: number; email: string } }
  >;
  beforeAll(async () => {
    people.owner = await sessionFor(t, { is_admin: true, permissions: ['super_user'] });
    people.hr = await sessionFor(t, { is_admin: true, permissions: ['hr'] });
    people.shopper = await sessionFor(t);
  });
  const entries = async (query = '') => {
    const res = await send('GET', `/api/audit${query}`, people.owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ entries: Entry[]; next_cursor: string | null }>();
  };
  const newest = async () => (await entries()).entries[0]!;
  const count = async () =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;

  it('records each staff change with who, what, the fields changed and the address', async () => {
    const { owner } = people;
    const category = await createCategory(t, { name: 'Teas' });
    const product = await createProduct(t, { category_id: category.id, rate_paise: 19900 });

    const update = await send('PUT', `/api/products/${product.id}`, owner.cookie, {
      name: 'Tulsi Drops 30 ml',
      description: 'Holy basil extract in drops.',
      user_manual: 'Take 5 drops in warm water twice a day.',
      rate: 249.5,
      category_id: category.id,
      weight: 120,
    });
    expect(update.statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      actor: { id: owner.user.id, email: owner.user.email },
      action: 'product.update',
      target_type: 'product',
      target_id: String(product.id),
      changes: { rate: { from: 199, to: 249.5 } },
      ip: '127.0.0.1',
    });

    expect(
      (await send('PUT', `/api/products/${product.id}/stock`, owner.cookie, { stock: 4 }))
        .statusCode,
    ).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'product.stock',
      changes: { on_hand: { from: 10, to: 4 } },
    });

    const made = await send('POST', '/api/categories', owner.cookie, {
      name: 'Oils',
      description: 'Cold-pressed oils',
      gst: 18,
    });
    expect(made.statusCode).toBe(201);
    expect(await newest()).toMatchObject({
      action: 'category.create',
      target_type: 'category',
      target_id: String(made.json<{ category: { id: number } }>().category.id),
      changes: {
        name: { from: null, to: 'Oils' },
        description: { from: null, to: 'Cold-pressed oils' },
        gst: { from: null, to: 18 },
      },
    });

    const [state] = await addDeliveryState(t, { name: 'Kerala' }).returning();
    expect(
      (await send('PATCH', `/api/delivery-states/deactivate/${state!.id}`, owner.cookie))
        .statusCode,
    ).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'delivery_state.deactivate',
      target_type: 'delivery_state',
      target_id: String(state!.id),
      changes: { is_active: { from: true, to: false } },
    });
    // Switched off again, nothing changed: nothing recorded.
    const entriesBefore = await count();
    expect(
      (await send('PATCH', `/api/delivery-states/deactivate/${state!.id}`, owner.cookie))
        .statusCode,
    ).toBe(200);
    expect(await count()).toBe(entriesBefore);

    const [fee] = await addGatewayFee(t).returning();
    const charge = await send('PUT', `/api/charges/${fee!.id}`, owner.cookie, {
      type: 'Payment Gateway',
      amount: '3%',
      description: 'Gateway fee',
    });
    expect(charge.statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'charge.update',
      changes: { amount: { from: '2%', to: '3%' } },
    });
    expect(Object.keys((await newest()).changes)).toEqual(['amount']);
  });

  it('records employee changes, never a password', async () => {
    const { owner } = people;
    const staff = await createUser(t, { is_admin: true, permissions: ['product_manager'] });
    const edit = await send('PUT', `/api/employee/edit/${staff.id}`, owner.cookie, {
      first_name: staff.first_name,
      last_name: staff.last_name,
      email: staff.email,
      phone_number: staff.phone_number,
      permissions: ['product_manager', 'category_manager'],
    });
    expect(edit.statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'employee.permissions',
      target_type: 'employee',
      target_id: String(staff.id),
      changes: {
        permissions: { from: ['product_manager'], to: ['product_manager', 'category_manager'] },
      },
    });
    const reset = await send('PATCH', `/api/employee/reset-password/${staff.id}`, owner.cookie, {
      password: 'neem-leaves-in-june',
    });
    expect(reset.statusCode).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({ action: 'employee.reset_password', changes: {} });
    expect(JSON.stringify(await entries())).not.toContain('neem-leaves-in-june');
  });

  it('records order status moves and the bulk reads of shoppers’ data', async () => {
    const { owner, shopper } = people;
    const category = await createCategory(t);
    const product = await createProduct(t, { category_id: category.id });
    const order = await insertOrder(t, {
      userId: shopper.user.id,
      createdAt: new Date(),
      statuses: ['Placed', 'Payment Verified'],
      lines: [{ productId: product.id, qty: 1 }],
    });
    const moved = await send('POST', `/api/orders/${order.id}/status`, owner.cookie, {
      status: 'Packed',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'order.status',
      target_type: 'order',
      target_id: String(order.id),
      changes: { status: { from: 'Payment Verified', to: 'Packed' } },
    });
    const list = await send(
      'GET',
      '/api/orders/date-range?from=2026-01-01&to=2026-12-31',
      owner.cookie,
    );
    expect(list.statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'orders.csv_export',
      target_type: 'orders',
      target_id: '2026-01-01..2026-12-31',
    });
    const summary = await send('GET', '/api/orders/gst-summary?month=2026-11', owner.cookie);
    expect(summary.statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'gst_summary.export',
      target_type: 'gst_summary',
      target_id: '2026-11',
    });
    // The same list for one order, on its detail.
    const forOrder = await entries(`?target_type=order&target_id=${order.id}`);
    expect(forOrder.entries.map((e) => e.action)).toEqual(['order.status']);
  });

  it('records no reads and no refused actions', async () => {
    const before = await count();
    const category = await createCategory(t);
    const product = await createProduct(t, { category_id: category.id });
    for (const url of [
      '/api/products/staff',
      '/api/employee/',
      '/api/Charges',
      `/api/products/${product.id}`,
    ])
      expect((await send('GET', url, people.owner.cookie)).statusCode).toBe(200);
    const refused = await send('PUT', `/api/products/${product.id}/stock`, people.hr.cookie, {
      stock: 1,
    });
    expect(refused.statusCode).toBe(403);
    const invalid = await send('PUT', `/api/products/${product.id}/stock`, people.owner.cookie, {
      stock: -1,
    });
    expect(invalid.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('refuses every UPDATE and DELETE of an entry in the database itself', async () => {
    await audit(t.db, SYSTEM_ACTOR, { action: 'test.entry' });
    await expect(t.db.execute(sql`update audit_log set action = 'changed'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const rows = await t.db.select().from(auditLog);
    expect(rows.some((row) => row.action === 'changed')).toBe(false);
    expect(rows.some((row) => row.action === 'test.entry')).toBe(true);
  });

  it('prunes only entries past the retention', async () => {
    const day = 24 * 60 * 60 * 1000;
    await t.db.insert(auditLog).values([
      { actor_email: 'system', action: 'old.entry', at: new Date(Date.now() - 731 * day) },
      { actor_email: 'system', action: 'kept.entry', at: new Date(Date.now() - 729 * day) },
    ]);
    const before = await count();
    expect(await pruneAudit(t.database, 730)).toBe(1);
    expect(await count()).toBe(before - 1);
    const actions = (await t.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toContain('kept.entry');
    expect(actions).not.toContain('old.entry');
  });

  it('filters and pages newest first, 50 a page', async () => {
    const { owner, hr } = people;
    for (let i = 0; i < 60; i++)
      await audit(
        t.db,
        { id: hr.user.id, email: hr.user.email, ip: '10.0.0.1' },
        {
          action: 'paging.test',
          target: { type: 'thing', id: i },
        },
      );
    const first = await entries(`?actor=${hr.user.id}&action=paging.test`);
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]!.target_id).toBe('59');
    expect(first.next_cursor).not.toBeNull();
    const second = await entries(
      `?actor=${hr.user.id}&action=paging.test&cursor=${first.next_cursor}`,
    );
    expect(second.entries.map((e) => e.target_id)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(9 - i)),
    );
    expect(second.next_cursor).toBeNull();
    // Filters left empty filter nothing.
    const unfiltered = await entries('?actor=&action=&target_type=&target_id=&from=&to=&cursor=');
    expect(unfiltered.entries).toHaveLength(50);
    expect(unfiltered.entries[0]!.id).toBe(first.entries[0]!.id);
    const one = await entries('?target_type=thing&target_id=7');
    expect(one.entries).toHaveLength(1);
    // Dates are whole days in India time, both ends included; date-times are exact.
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect((await entries(`?action=paging.test&from=${today}&to=${today}`)).entries).toHaveLength(
      50,
    );
    expect((await entries(`?action=paging.test&to=2020-01-01`)).entries).toHaveLength(0);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await entries(`?action=paging.test&from=${future}`)).entries).toHaveLength(0);
    for (const [query, error] of [
      ['from=yesterday', 'Dates are YYYY-MM-DD or a date-time.'],
      ['actor=meera', 'The staff member is given by their user id.'],
      ['cursor=0', 'That page is no longer available.'],
    ]) {
      const bad = await send('GET', `/api/audit?${query}`, owner.cookie);
      expect([query, bad.statusCode, bad.json()]).toEqual([query, 400, { error }]);
    }
  });

  it('is the owner’s alone', async () => {
    for (const [cookie, status, error] of [
      [undefined, 401, 'Please log in to continue.'],
      [people.shopper.cookie, 403, 'You are not allowed to do this.'],
      [people.hr.cookie, 403, 'You are not allowed to do this.'],
    ] as const) {
      const res = await send('GET', '/api/audit', cookie);
      expect([res.statusCode, res.json()]).toEqual([status, { error }]);
    }
  });
});
