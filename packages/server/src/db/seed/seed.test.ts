import { readdirSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/suite';
import { createImageStore } from '../../lib/image-store';
import { dataPaths } from '../../lib/paths';
import { verifyPassword } from '../../lib/passwords';
import { categories, charges, deliveryStates, productImages, products, users } from '../schema';
import { seedDatabase } from '.';

describe('first-run seed', () => {
  const t = useTestApp();
  let result: Awaited<ReturnType<typeof seedDatabase>>;
  const imagesDir = () => dataPaths(t.config.DATA_DIR).productImages;

  beforeAll(async () => {
    result = await seedDatabase({
      db: t.db,
      images: createImageStore(imagesDir()),
      adminEmail: 'owner@herbal.test',
      demo: true,
    });
  }, 120_000);

  it('creates the first admin as super_user with a generated password', async () => {
    expect(result.createdAdmin).toBe(true);
    expect(result.generatedPassword).toMatch(/^[\w-]{16}$/);
    const [admin] = await t.db.select().from(users).where(eq(users.email, 'owner@herbal.test'));
    expect(admin).toMatchObject({ is_admin: true, permissions: ['super_user'], is_active: true });
    expect(admin!.activated_at).not.toBeNull();
    expect(await verifyPassword(admin!.password_hash, result.generatedPassword!)).toBe(true);
  });

  it('loads a herbal catalogue with 2 to 3 real images per product', async () => {
    const [productCount] = await t.db.select({ n: count() }).from(products);
    expect(Number(productCount!.n)).toBeGreaterThanOrEqual(24);
    const gst = (await t.db.select().from(categories)).map((c) => c.gst_percent);
    expect(gst.length).toBeGreaterThanOrEqual(5);
    expect(new Set(gst)).toEqual(new Set([5, 18]));
    const perProduct = await t.db
      .select({ product: productImages.product_id, n: count() })
      .from(productImages)
      .groupBy(productImages.product_id);
    expect(perProduct.length).toBe(Number(productCount!.n));
    for (const row of perProduct) expect(Number(row.n)).toBeGreaterThanOrEqual(2);
    // Display, thumbnail and two srcset variant files for each image, its width recorded.
    expect(readdirSync(imagesDir()).length).toBe(
      4 * perProduct.reduce((sum, r) => sum + Number(r.n), 0),
    );
    const widths = await t.db.select({ width: productImages.width }).from(productImages);
    for (const { width } of widths) expect(width).toBeGreaterThan(640);
    const names = (await t.db.select({ name: products.name }).from(products))
      .map((p) => p.name)
      .join(' ');
    for (const herb of ['Ashwagandha', 'Triphala', 'Neem', 'Tulsi', 'Amla'])
      expect(names).toContain(herb);
  });

  it('sets delivery rates for all 36 states and union territories and a 2% gateway charge', async () => {
    const states = await t.db.select().from(deliveryStates);
    expect(states).toHaveLength(36);
    expect(states.every((s) => s.is_active && s.delivery_rate_paise > 0)).toBe(true);
    expect(states.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Rajasthan', 'Ladakh', 'Lakshadweep', 'Delhi']),
    );
    expect(
      await t.db
        .select({ type: charges.type, amount: charges.amount, is_active: charges.is_active })
        .from(charges),
    ).toEqual([{ type: 'Payment Gateway', amount: '2%', is_active: true }]);
  });

  it('does nothing on a database that is not empty', async () => {
    const again = await seedDatabase({
      db: t.db,
      images: createImageStore(imagesDir()),
      adminEmail: 'someone-else@herbal.test',
      adminPassword: 'another-secret',
      demo: true,
    });
    expect(again).toEqual({ adminEmail: 'someone-else@herbal.test', createdAdmin: false });
    expect(await t.db.select().from(users)).toHaveLength(1);
    expect((await t.db.select().from(charges)).length).toBe(1);
  });
});
