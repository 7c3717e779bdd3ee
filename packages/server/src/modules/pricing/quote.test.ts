import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addresses, cartItems, charges, deliveryStates } from '../../db/schema';
import { createCategory, createProduct } from '../../../test/catalogue';
import { createUser } from '../../../test/accounts';
import { sampleAddress } from '@shop/shared/testing';
import { IN_KOCHI } from '../../../test/checkout';
import { useTestApp } from '../../../test/suite';
import { quoteOrder } from './quote';

/*
 * Worked by hand, in paise:
 *   A: rate 24950 at 5 %, 250 g -> unit GST round(1247.5) = 1248
 *   B: rate 12000 at 18 %, 199 g -> unit GST 2160
 *   C: rate  9900 at 12 %, 200 g -> unit GST 1188
 *   Kerala: ₹50 base, ₹20 for every full 200 g above the free 500 g.
 *
 *   1. A x2 bought now (500 g): amount 49900, gst 2496, delivery 5000 (nothing chargeable);
 *      fee ₹25 -> 2500 + 450 tax = 2950; total 49900 + 2496 + 5000 + 2950 = 60346
 *   2. cart A x2 + B (699 g): amount 61900, gst 4656, delivery 5000 (199 g: no full step);
 *      fee 2 % of 61900 + 4656 + 5000 = 71556 -> 1431.12 -> 1431, tax 257.58 -> 258 = 1689;
 *      total 61900 + 4656 + 5000 + 1689 = 73245
 *   3. cart A x2 + C (700 g): amount 59800, gst 3684, delivery 7000 (200 g: one step);
 *      no active charge -> fee 0; total 70484
 *   4. cart A x2 + B + C x2 (1099 g): amount 81700, gst 7032, delivery 9000 (599 g: two steps);
 *      fee 2.5 % of 97732 -> 2443.3 -> 2443, tax 439.74 -> 440 = 2883; total 100615
 */
describe('quoteOrder', () => {
  const t = useTestApp();
  let ids: { a: number; b: number; c: number };
  let kerala: number;

  beforeAll(async () => {
    const herbs = await createCategory(t, { name: 'Herbs', gst_percent: 5 });
    const care = await createCategory(t, { name: 'Care', gst_percent: 18 });
    const oils = await createCategory(t, { name: 'Oils', gst_percent: 12 });
    const a = await createProduct(t, {
      category_id: herbs.id,
      rate_paise: 24950,
      weight_grams: 250,
      stock: 20,
    });
    const b = await createProduct(t, {
      category_id: care.id,
      rate_paise: 12000,
      weight_grams: 199,
      stock: 20,
    });
    const c = await createProduct(t, {
      category_id: oils.id,
      rate_paise: 9900,
      weight_grams: 200,
      stock: 1,
    });
    ids = { a: a.id, b: b.id, c: c.id };
    const [state] = await t.db
      .insert(deliveryStates)
      .values([
        { name: 'Kerala', delivery_rate_paise: 5000, additional_rate_paise: 2000 },
        {
          name: 'Ladakh',
          delivery_rate_paise: 9000,
          additional_rate_paise: 3000,
          is_active: false,
        },
      ])
      .returning();
    kerala = state!.id;
  });
  beforeEach(async () => {
    await t.db.delete(charges);
  });

  async function shopperWith(cart: [number, number][], state = 'Kerala') {
    const user = await createUser(t);
    if (cart.length) {
      await t.db
        .insert(cartItems)
        .values(cart.map(([product_id, qty]) => ({ user_id: user.id, product_id, qty })));
    }
    const [address] = await t.db
      .insert(addresses)
      .values({ user_id: user.id, ...sampleAddress({ ...IN_KOCHI, state }) })
      .returning();
    return { userId: user.id, addressId: address!.id };
  }

  /** The quote of a new shopper's cart, delivered to Kochi (Kerala). */
  const cartQuote = async (cart: [number, number][]) => {
    const { userId, addressId } = await shopperWith(cart);
    return quoteOrder(t.db, { userId, productId: null, addressId });
  };
  const NO_COUPON = { discountPaise: 0, freeDelivery: false };

  const gatewayCharge = async (amount: string, is_active = true) =>
    t.db.insert(charges).values({ type: 'Payment Gateway', amount, description: 'Fee', is_active });

  it('prices one product bought now: 500 g whole-order weight, fixed fee', async () => {
    await gatewayCharge('25');
    const { userId, addressId } = await shopperWith([[ids.b, 3]]);
    const quote = await quoteOrder(t.db, { userId, productId: ids.a, qty: 2, addressId });
    expect(quote.price).toMatchObject({
      ...NO_COUPON,
      amountPaise: 49900,
      gstPaise: 2496,
      itemsTotalPaise: 52396,
      deliveryChargePaise: 5000,
      gatewayFeePaise: 2950,
      totalPaise: 60346,
    });
    // The cart plays no part when one product is bought now.
    expect(quote.lines.map((l) => [l.product.id, l.qty, l.cartItemId])).toEqual([[ids.a, 2, null]]);
    expect(quote.lines[0]!.priced).toEqual({
      categoryId: quote.lines[0]!.product.category_id,
      ratePaise: 24950,
      gstPercent: 5,
      weightGrams: 250,
      qty: 2,
    });
    expect(quote.deliveryState?.id).toBe(kerala);
    expect(quote.address?.id).toBe(addressId);
    expect(quote.charge?.amount).toBe('25');
  });

  it('prices the cart: 699 g is not yet a full step, percent fee', async () => {
    await gatewayCharge('2%');
    const quote = await cartQuote([
      [ids.a, 2],
      [ids.b, 1],
    ]);
    expect(quote.price).toMatchObject({
      ...NO_COUPON,
      amountPaise: 61900,
      gstPaise: 4656,
      itemsTotalPaise: 66556,
      deliveryChargePaise: 5000,
      gatewayFeePaise: 1689,
      totalPaise: 73245,
    });
    expect(quote.lines.map((l) => [l.product.id, l.qty])).toEqual([
      [ids.a, 2],
      [ids.b, 1],
    ]);
    expect(quote.lines.every((l) => typeof l.cartItemId === 'number')).toBe(true);
  });

  it('charges one step at 700 g, and no fee when no charge is active', async () => {
    await gatewayCharge('10%', false);
    const quote = await cartQuote([
      [ids.a, 2],
      [ids.c, 1],
    ]);
    expect(quote.price).toMatchObject({
      ...NO_COUPON,
      amountPaise: 59800,
      gstPaise: 3684,
      itemsTotalPaise: 63484,
      deliveryChargePaise: 7000,
      gatewayFeePaise: 0,
      totalPaise: 70484,
    });
    expect(quote.charge).toBeNull();
  });

  it('charges two steps at 1,099 g and applies the newest active charge', async () => {
    await gatewayCharge('25');
    await gatewayCharge('2.5%');
    await gatewayCharge('50', false);
    const quote = await cartQuote([
      [ids.a, 2],
      [ids.b, 1],
      [ids.c, 2],
    ]);
    expect(quote.price).toMatchObject({
      ...NO_COUPON,
      amountPaise: 81700,
      gstPaise: 7032,
      itemsTotalPaise: 88732,
      deliveryChargePaise: 9000,
      gatewayFeePaise: 2883,
      totalPaise: 100615,
    });
    expect(quote.charge?.amount).toBe('2.5%');
  });

  it('takes no fee for a charge of zero, and no delivery before an address is chosen', async () => {
    await gatewayCharge('0');
    const { userId } = await shopperWith([]);
    const quote = await quoteOrder(t.db, { userId, productId: ids.a });
    expect(quote.price).toMatchObject({
      ...NO_COUPON,
      amountPaise: 24950,
      gstPaise: 1248,
      itemsTotalPaise: 26198,
      deliveryChargePaise: 0,
      gatewayFeePaise: 0,
      totalPaise: 26198,
    });
    expect(quote.address).toBeNull();
    expect(quote.deliveryState).toBeNull();
  });

  it('refuses an address whose state is inactive or gone', async () => {
    const inactive = await shopperWith([[ids.a, 1]], 'Ladakh');
    await expect(
      quoteOrder(t.db, { userId: inactive.userId, productId: null, addressId: inactive.addressId }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'Delivery is not available to this address.',
    });

    const [goa] = await t.db
      .insert(deliveryStates)
      .values({ name: 'Goa', delivery_rate_paise: 4000 })
      .returning();
    const gone = await shopperWith([[ids.a, 1]], 'Goa');
    await expect(
      quoteOrder(t.db, { userId: gone.userId, productId: null, addressId: gone.addressId }),
    ).resolves.toMatchObject({ price: { deliveryChargePaise: 4000 } });
    await t.db.delete(deliveryStates).where(eq(deliveryStates.id, goa!.id));
    await expect(
      quoteOrder(t.db, { userId: gone.userId, productId: null, addressId: gone.addressId }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('refuses another user’s address, an unknown product, a bad quantity and an empty cart', async () => {
    const owner = await shopperWith([[ids.a, 1]]);
    const stranger = await shopperWith([]);
    await expect(
      quoteOrder(t.db, { userId: stranger.userId, productId: ids.a, addressId: owner.addressId }),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Address not found.' });
    await expect(
      quoteOrder(t.db, { userId: owner.userId, productId: 999999 }),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Product not found.' });
    await expect(
      quoteOrder(t.db, { userId: owner.userId, productId: ids.a, qty: 0 }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Quantity must be at least 1.' });
    await expect(
      quoteOrder(t.db, { userId: stranger.userId, productId: null }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Your cart is empty !' });
  });

  it('prices more than is on the shelf: stock is checked when the order is placed', async () => {
    const { userId } = await shopperWith([
      [ids.a, 2],
      [ids.c, 2],
    ]);
    const quote = await quoteOrder(t.db, { userId, productId: null });
    const line = quote.lines.find((l) => l.product.id === ids.c)!;
    expect(line.qty).toBe(2);
    expect(line.product.stock).toBe(1);
  });
});
