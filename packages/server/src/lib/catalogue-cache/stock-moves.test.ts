import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, writeUnannounced } from '../../../test/catalogue';
import { listed, productOf } from '../../../test/catalogue-reads';
import { settle } from '../../../test/catalogue-fixture';
import { addDeliveryState, addGatewayFee } from '../../../test/shop-settings';
import { sessionFor } from '../../../test/accounts';
import { eventually } from '../../../test/requests';
import { addAddress, buyNow, IN_KOCHI, paidOrder, placeOrderRequest } from '../../../test/checkout';
import { useRazorpayTestApp } from '../../../test/payments';

describe('catalogue cache beside checkout traffic', () => {
  const { t, razorpay } = useRazorpayTestApp();
  const shop = {} as {
    shopper: string;
    addressId: number;
    teas: number;
    oils: number;
    tulsi: number;
    neem: number;
    soldOut: number;
  };
  beforeAll(async () => {
    await addDeliveryState(t, { name: 'Kerala' });
    await addGatewayFee(t);
    shop.teas = (await createCategory(t, { name: 'Teas', gst_percent: 5 })).id;
    shop.oils = (await createCategory(t, { name: 'Oils', gst_percent: 18 })).id;
    shop.tulsi = (await createProduct(t, { category_id: shop.teas, stock: 20 })).id;
    shop.soldOut = (await createProduct(t, { category_id: shop.teas, stock: 0 })).id;
    shop.neem = (
      await createProduct(t, { category_id: shop.oils, name: 'Neem Oil', stock: 30 })
    ).id;
    shop.shopper = (await sessionFor(t)).cookie;
    shop.addressId = await addAddress(t.app, shop.shopper, IN_KOCHI);
  });

  const oilsOnly = () => `?category_id=${shop.oils}`;
  /** Reads what a visitor browses, then lets the notifications of earlier writes land. */
  const browse = async () => {
    await productOf(t.app, shop.tulsi);
    await productOf(t.app, shop.neem);
    await listed(t.app);
    await listed(t.app, oilsOnly());
    await settle();
  };

  it('is left warm by a refused webhook, an anonymous order and a sold-out order', async () => {
    await browse();
    const before = t.app.catalogue.stats;

    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ event: 'payment.captured' }),
    });
    expect(unsigned.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/orders/place-order',
      payload: buyNow(shop.tulsi, 1, shop.addressId),
    });
    expect(anonymous.statusCode).toBe(401);
    const soldOut = await placeOrderRequest(
      t.app,
      shop.shopper,
      buyNow(shop.soldOut, 1, shop.addressId),
    );
    expect(soldOut.statusCode).toBe(409);

    const after = t.app.catalogue.stats;
    expect(after.invalidations).toBe(before.invalidations);
    expect(after.dropped).toBe(before.dropped);
    expect(after.entries).toBe(before.entries);
    // Still served from memory: a change nobody announced does not show.
    await writeUnannounced(t, shop.tulsi, { stock: 19 });
    expect((await productOf(t.app, shop.tulsi)).stock).toBe(20);
    await writeUnannounced(t, shop.tulsi, { stock: 20 });
  });

  it('rebuilds, for a paid order, only the product it took and the listings showing it', async () => {
    await browse();
    // Changes nobody announced: only what is read again from the database shows them.
    await writeUnannounced(t, shop.neem, { stock: 77 });
    const before = t.app.catalogue.stats;

    await paidOrder(t.app, razorpay, shop.shopper, buyNow(shop.tulsi, 2, shop.addressId));

    expect((await productOf(t.app, shop.tulsi)).stock).toBe(18);
    expect((await listed(t.app)).find((p) => p.id === shop.tulsi)?.stock).toBe(18);
    // The other product, and the listing that does not show the one bought, stayed warm.
    expect((await productOf(t.app, shop.neem)).stock).toBe(30);
    expect((await listed(t.app, oilsOnly())).map((p) => p.stock)).toEqual([30]);
    // Nothing dropped: the product and the full listing were marked stale and rebuilt, once
    // by the order itself before it answered, once by the notification of its commit.
    expect(t.app.catalogue.stats.dropped - before.dropped).toBe(0);
    const invalidations = async () => t.app.catalogue.stats.invalidations - before.invalidations;
    expect(await eventually(invalidations, 2)).toBe(2);
    expect(t.app.catalogue.stats.marked - before.marked).toBe(4);
  });

  it('writes the stock an order took into the bodies it keeps, as a full read gives them', async () => {
    // Bodies read afresh: none holds a change nobody announced.
    t.app.catalogue.invalidate('all');
    await browse();
    const before = t.app.catalogue.stats;

    await paidOrder(t.app, razorpay, shop.shopper, buyNow(shop.tulsi, 1, shop.addressId));
    await settle();
    const kept = { product: await productOf(t.app, shop.tulsi), listing: await listed(t.app) };
    const stats = t.app.catalogue.stats;

    // Rebuilt by reading the stock alone: nothing was read anew or dropped.
    expect(stats.restocks - before.restocks).toBe(stats.refreshes - before.refreshes);
    expect(stats.restocks - before.restocks).toBeGreaterThanOrEqual(2);
    expect(stats.misses - before.misses).toBe(0);
    t.app.catalogue.invalidate('all');
    expect({ product: await productOf(t.app, shop.tulsi), listing: await listed(t.app) }).toEqual(
      kept,
    );
  });
});
