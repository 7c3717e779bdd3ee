import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/helpers';
import { createCategory, createProduct } from '../../../test/catalogue';
import { addDeliveryState } from '../../../test/shop-settings';
import { readOutbox } from '../../../test/outbox';
import { useSession, useTestApp } from '../../../test/suite';
import { addAddress, buyNow, IN_KOCHI, placeOrder } from '../../../test/checkout';
import { sandboxCheckout, verifyPayment } from '../../../test/payments';
import { runOncePerDay } from './daily-job';
import { LOW_STOCK_JOB } from './shop-alerts';

const mailsTo = async (t: TestApp, to: string, subject: RegExp) =>
  (await readOutbox(t)).filter((m) => m.to.includes(to) && subject.test(m.subject));

describe('shop alerts to the first admin', () => {
  const t = useTestApp();
  const admin = useSession(t, { is_admin: true, permissions: ['super_user'] });
  const laterAdmin = useSession(t, { is_admin: true, permissions: ['super_user'] });
  const shopper = useSession(t);
  let categoryId: number;

  beforeAll(async () => {
    categoryId = (await createCategory(t)).id;
    await addDeliveryState(t, { name: 'Kerala' });
  });

  it('mails each paid order once, however many times the payment is reported', async () => {
    const product = await createProduct(t, {
      category_id: categoryId,
      name: 'Tulsi Drops',
      stock: 9,
    });
    const addressId = await addAddress(t.app, shopper.cookie, IN_KOCHI);
    const placed = await placeOrder(t.app, shopper.cookie, buyNow(product.id, 2, addressId));
    const subject = new RegExp(`^New order #${placed.order_id} paid$`);
    expect(await mailsTo(t, admin.user.email, subject)).toHaveLength(0);

    const approved = (
      await sandboxCheckout(t.app, shopper.cookie, placed.razorpay_order_id)
    ).json();
    for (let i = 0; i < 2; i++) {
      const res = await verifyPayment(t.app, shopper.cookie, {
        order_id: placed.order_id,
        ...approved,
      });
      expect(res.statusCode).toBe(200);
    }
    const alerts = await mailsTo(t, admin.user.email, subject);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.raw).toContain('Tulsi Drops, qty 2');
    expect(await mailsTo(t, laterAdmin.user.email, subject)).toHaveLength(0);
  });

  it('mails products at or under their own low-stock level once a day, however many instances ask', async () => {
    const low = await createProduct(t, { category_id: categoryId, name: 'Neem Oil', stock: 5 });
    await createProduct(t, { category_id: categoryId, name: 'Amla Juice', stock: 6 });
    // Its own level of 12 makes 10 low; a level of 2 makes 3 not low.
    await createProduct(t, {
      category_id: categoryId,
      name: 'Brahmi Oil',
      stock: 10,
      low_stock_at: 12,
    });
    await createProduct(t, {
      category_id: categoryId,
      name: 'Triphala Powder',
      stock: 3,
      low_stock_at: 2,
    });
    /** The daily low-stock job as one instance's tick at `at` runs it. */
    const lowStockTick = (at: string) =>
      runOncePerDay(t.db, LOW_STOCK_JOB, () => t.app.alerts.lowStock(), new Date(at));
    const runs = await Promise.all([0, 1, 2].map(() => lowStockTick('2026-11-20T03:00:00Z')));
    expect(runs.filter(Boolean)).toHaveLength(1);
    const mails = await mailsTo(t, admin.user.email, /running low$/);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 products running low');
    expect(mails[0]!.raw).toContain('Neem Oil: 5 available (5 on hand, 0 reserved; low at 5)');
    expect(mails[0]!.raw).toContain('Brahmi Oil: 10 available (10 on hand, 0 reserved; low at 12)');
    expect(mails[0]!.raw).not.toContain('Amla Juice');
    expect(mails[0]!.raw).not.toContain('Triphala Powder');
    expect(low.id).toBeGreaterThan(0);

    // Later the same India day: nothing; the next day: again.
    expect(await lowStockTick('2026-11-20T18:00:00Z')).toBe(false);
    expect(await lowStockTick('2026-11-20T19:00:00Z')).toBe(true);
    expect(await mailsTo(t, admin.user.email, /running low$/)).toHaveLength(2);
  });

  it('gives the day back when the job fails, so the next tick tries again', async () => {
    const day = new Date('2026-12-01T03:00:00Z');
    await expect(
      runOncePerDay(t.db, 'failing-job', () => Promise.reject(new Error('mail down')), day),
    ).rejects.toThrow('mail down');
    expect(await runOncePerDay(t.db, 'failing-job', async () => undefined, day)).toBe(true);
  });
});

describe('shop alerts to SHOP_ALERTS_EMAIL', () => {
  const t = useTestApp({ SHOP_ALERTS_EMAIL: 'orders@herbal.example.in' });
  const admin = useSession(t, { is_admin: true, permissions: ['super_user'] });

  it('sends the low-stock list there instead of to the admin', async () => {
    const category = await createCategory(t);
    await createProduct(t, { category_id: category.id, name: 'Brahmi Tablets', stock: 0 });
    expect(await t.app.alerts.lowStock()).toBe(1);
    expect(await mailsTo(t, 'orders@herbal.example.in', /running low$/)).toHaveLength(1);
    expect(await mailsTo(t, admin.user.email, /running low$/)).toHaveLength(0);
  });
});
