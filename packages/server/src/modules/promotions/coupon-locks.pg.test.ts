// Runs only against a PostgreSQL server (TEST_DATABASE_URL): it holds a row lock on a connection
// of its own while the shop works, which the embedded database's one connection cannot do.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { coupons, deliveryStates } from '../../db/schema';
import { createCategory, createProduct } from '../../../test/catalogue';
import { sessionFor } from '../../../test/accounts';
import { requestWith } from '../../../test/requests';
import { addAddress, buyNow, placeOrder } from '../../../test/checkout';
import { useRazorpayTestApp } from '../../../test/payments';

/*
 * Place-order locks the products it reserves and then the coupon it takes a use of. A
 * cancellation that hands a use back must lock them in the same order, or a shopper placing an
 * order with the code while another's order with it is cancelled or lapses can deadlock with it.
 */
describe("a coupon's use handed back while another order takes one", () => {
  const { t } = useRazorpayTestApp();
  const send = requestWith(t);
  let productId: number;

  beforeAll(async () => {
    const category = (await createCategory(t, { gst_percent: 12 })).id;
    productId = (await createProduct(t, { category_id: category, rate_paise: 10000, stock: 100 }))
      .id;
    await t.db
      .insert(deliveryStates)
      .values({ name: 'Rajasthan', delivery_rate_paise: 6000, additional_rate_paise: 2000 });
  });

  it('takes the product before the coupon, as place-order does, so neither waits on the other', async () => {
    const staff = (await sessionFor(t, { is_admin: true, permissions: ['super_user'] })).cookie;
    const coupon = (
      await send('POST', '/api/coupons', staff, { code: 'RUSH-10', kind: 'percent', value: 10 })
    ).json().coupon as { id: number; code: string };
    const { cookie } = await sessionFor(t);
    const placed = await placeOrder(
      t.app,
      cookie,
      buyNow(productId, 1, await addAddress(t.app, cookie), coupon.code),
    );

    // Another shopper's place-order, between reserving the product and taking the coupon's use.
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('update products set reserved = reserved + 1 where id = $1', [productId]);
      // Sent now (an injected request starts when it is awaited or `then` is called).
      const cancelled = send('POST', `/api/orders/${placed.order_id}/cancel`, cookie).then(
        (res) => res,
      );
      // The cancellation waits for the product's row. (Inside a transaction the activity view
      // is read once unless its snapshot is cleared.)
      const waiting = async () => {
        await other.query('select pg_stat_clear_snapshot()');
        const { rows } = await other.query(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return rows[0].n as number;
      };
      await expect.poll(waiting, { timeout: 10_000 }).toBe(1);
      await other.query('update coupons set used = used + 1 where id = $1', [coupon.id]);
      await other.query('rollback');
      const answer = await cancelled;
      expect(answer.statusCode).toBe(200);
    } finally {
      await other.end();
    }
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.used).toBe(0);
  });
});
