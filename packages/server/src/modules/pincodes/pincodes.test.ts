import { sampleAddress } from '@shop/shared/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, auditLog, deliveryStates } from '../../db/schema';
import {
  buyNow,
  buildGstShop,
  placeOrder,
  placeOrderRequest,
  type GstShop,
} from '../../../test/checkout';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { sessionFor } from '../../../test/accounts';
import { requestWith } from '../../../test/requests';
import { expectAnswers } from '../../../test/answers';
import { loadPincodeDirectory } from './load';

// The whole directory that ships with the shop, loaded into the suite's database.
describe('PIN codes', () => {
  let shop: GstShop;
  let t: TestApp;
  let call: ReturnType<typeof requestWith>;
  let manager: string;

  beforeAll(async () => {
    shop = await buildGstShop();
    t = shop.t;
    call = requestWith(t);
    expect(await loadPincodeDirectory(t.db)).toBeGreaterThan(19_000);
    expect(await loadPincodeDirectory(t.db)).toBe(0);
    await t.db.insert(deliveryStates).values([
      { name: 'Telangana', delivery_rate_paise: 7000, additional_rate_paise: 2000 },
      { name: 'Andhra Pradesh', delivery_rate_paise: 7000, additional_rate_paise: 2000 },
      { name: 'Gujarat', delivery_rate_paise: 6000, additional_rate_paise: 2000 },
      {
        name: 'Dadra and Nagar Haveli and Daman and Diu',
        delivery_rate_paise: 8000,
        additional_rate_paise: 2000,
      },
      { name: 'Ladakh', delivery_rate_paise: 9000, additional_rate_paise: 3000, is_active: false },
    ]);
    manager = (await sessionFor(t, { is_admin: true, permissions: ['delivery_manager'] })).cookie;
  });
  afterAll(() => shop.close());

  describe('look-up', () => {
    it('answers a known PIN with its state, GST code, district and post offices, cacheable', async () => {
      const res = await call('GET', '/api/pincodes/500001');
      expect(res.statusCode).toBe(200);
      expect(
        Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))?.[1]),
      ).toBeGreaterThanOrEqual(86_400);
      const { pincode } = res.json();
      expect(pincode).toMatchObject({
        pin: '500001',
        states: [{ state: 'Telangana', state_code: '36' }],
        district: 'Hyderabad',
      });
      expect(pincode.places).toContain('Hyderabad');
    });

    it('keeps both states of a PIN that spans two', async () => {
      const { pincode } = (await call('GET', '/api/pincodes/396230')).json();
      expect(pincode.states).toEqual([
        { state: 'Dadra and Nagar Haveli and Daman and Diu', state_code: '26' },
        { state: 'Gujarat', state_code: '24' },
      ]);
      expect(pincode.places).toContain('Silvassa');
    });

    it('answers 404 naming a PIN it does not know', async () => {
      const res = await call('GET', '/api/pincodes/999999');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'We do not know the PIN code 999999.' });
    });

    it.each(['12345', '1234567', '012345', '50000a', '%20500001'])(
      'refuses %s with 400',
      async (pin) => {
        const res = await call('GET', `/api/pincodes/${pin}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: 'A PIN code has 6 digits and does not start with 0.' });
      },
    );
  });

  describe('addresses', () => {
    const hyderabad = { city: 'Hyderabad', district: 'Hyderabad', pin_code: '500001' };

    it('refuses a state the PIN is not in, naming the PIN code, and saves nothing', async () => {
      const { cookie, user } = await sessionFor(t);
      const res = await call(
        'POST',
        '/api/address',
        cookie,
        sampleAddress({ ...hyderabad, state: 'Andhra Pradesh' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'PIN code 500001 is in Telangana, not Andhra Pradesh.' });
      const saved = await t.db.select().from(addresses);
      expect(saved.filter((row) => row.user_id === user.id)).toEqual([]);
    });

    it('accepts the PIN’s state, either state of a PIN of two, and an unknown PIN as typed', async () => {
      const { cookie } = await sessionFor(t);
      for (const values of [
        { ...hyderabad, state: 'telangana' },
        { pin_code: '396230', city: 'Silvassa', state: 'Gujarat' },
        { pin_code: '396230', city: 'Silvassa', state: 'Dadra and Nagar Haveli and Daman and Diu' },
        { pin_code: '999999', state: 'Kerala' },
      ]) {
        const res = await call('POST', '/api/address', cookie, sampleAddress(values));
        expect([values, res.statusCode]).toEqual([values, 201]);
      }
    });

    it('checks an update like a new address', async () => {
      const { cookie } = await sessionFor(t);
      const created = await call(
        'POST',
        '/api/address',
        cookie,
        sampleAddress({ ...hyderabad, state: 'Telangana' }),
      );
      const { id } = created.json().address;
      const res = await call(
        'PUT',
        `/api/address/${id}`,
        cookie,
        sampleAddress({ pin_code: '682001', state: 'Rajasthan' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'PIN code 682001 is in Kerala, not Rajasthan.' });
    });
  });

  describe('PIN rules', () => {
    it('are for the delivery area only', async () => {
      const shopper = (await sessionFor(t)).cookie;
      const requests = [
        ['GET', '/api/delivery-states/pin-rules'],
        ['POST', '/api/delivery-states/pin-rules', { prefix: '1', delivery: false, cod: false }],
        ['DELETE', '/api/delivery-states/pin-rules/1'],
      ] as const;
      await expectAnswers((m, u, p) => call(m, u, undefined, p), requests, {
        status: 401,
        error: 'Please log in to continue.',
      });
      await expectAnswers((m, u, p) => call(m, u, shopper, p), requests, {
        status: 403,
        error: 'You are not allowed to do this.',
      });
    });

    it.each([
      [
        { prefix: '0', delivery: false, cod: false },
        'A PIN prefix is 1 to 6 digits and does not start with 0.',
      ],
      [
        { prefix: '1234567', delivery: false, cod: false },
        'A PIN prefix is 1 to 6 digits and does not start with 0.',
      ],
      [
        { prefix: '12a', delivery: false, cod: false },
        'A PIN prefix is 1 to 6 digits and does not start with 0.',
      ],
      [{ prefix: '12', delivery: 'no', cod: false }, 'Delivery must be true or false.'],
      [{ prefix: '12', delivery: true }, 'Cash on delivery must be true or false.'],
    ])('refuses %j with 400', async (body, error) => {
      const res = await call('POST', '/api/delivery-states/pin-rules', manager, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    });

    it('adds, lists and deletes rules; a prefix has one rule', async () => {
      const add = await call('POST', '/api/delivery-states/pin-rules', manager, {
        prefix: 110,
        delivery: false,
        cod: true,
        note: '  Courier strike  ',
      });
      expect(add.statusCode).toBe(201);
      // A rule that stops delivery stops cash on delivery with it.
      const rule = {
        id: expect.any(Number),
        prefix: '110',
        delivery: false,
        cod: false,
        note: 'Courier strike',
      };
      expect(add.json()).toEqual({ pin_rule: rule });
      const again = await call('POST', '/api/delivery-states/pin-rules', manager, {
        prefix: '110',
        delivery: true,
        cod: true,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'A rule for this PIN prefix already exists.' });
      const list = (await call('GET', '/api/delivery-states/pin-rules', manager)).json();
      expect(list.pin_rules).toContainEqual(rule);

      const { id } = add.json().pin_rule;
      const removed = await call('DELETE', `/api/delivery-states/pin-rules/${id}`, manager);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ pin_rule: { ...rule, id } });
      const gone = await call('DELETE', `/api/delivery-states/pin-rules/${id}`, manager);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ error: 'PIN rule not found.' });

      // The rule's making and removal are in the audit log; the refused duplicate is not.
      const entries = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target_id, String(id)))
        .orderBy(asc(auditLog.id));
      expect(
        entries
          .filter((row) => row.target_type === 'pin_rule')
          .map((row) => [row.action, row.changes]),
      ).toEqual([
        [
          'pin_rule.create',
          {
            prefix: { from: null, to: '110' },
            delivery: { from: null, to: false },
            cod: { from: null, to: false },
            note: { from: null, to: 'Courier strike' },
          },
        ],
        [
          'pin_rule.delete',
          {
            prefix: { from: '110', to: null },
            delivery: { from: false, to: null },
            cod: { from: false, to: null },
            note: { from: 'Courier strike', to: null },
          },
        ],
      ]);
    });
  });

  describe('delivery quote', () => {
    const quote = (query: string) => call('GET', `/api/delivery/quote?${query}`);

    it('charges what place-order charges for the product alone', async () => {
      const res = await quote(`pin=302001&product_id=${shop.productId}&qty=1`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
      const { quote: answer } = res.json();
      expect(answer).toEqual({
        pin: '302001',
        state: 'Rajasthan',
        deliverable: true,
        delivery_charge: 60,
        cod_available: true,
      });
      const placed = await shop.placeOrder(shop.rajasthan, 1);
      const order = (
        await call('GET', `/api/orders/${placed.order_id}`, shop.shopper.cookie)
      ).json();
      expect(order.order.delivery_charge).toBe(answer.delivery_charge);
    });

    it('quotes a PIN of two states for its first state unless told the other', async () => {
      const first = (await quote(`pin=396230&product_id=${shop.productId}`)).json().quote;
      expect(first).toMatchObject({
        state: 'Dadra and Nagar Haveli and Daman and Diu',
        delivery_charge: 80,
      });
      const other = (await quote(`pin=396230&product_id=${shop.productId}&state=gujarat`)).json()
        .quote;
      expect(other).toMatchObject({ state: 'Gujarat', delivery_charge: 60 });
      const wrong = await quote(`pin=396230&product_id=${shop.productId}&state=Kerala`);
      expect(wrong.statusCode).toBe(400);
    });

    it('answers not deliverable, without a charge, where the state is switched off', async () => {
      const { quote: answer } = (await quote(`pin=194101&product_id=${shop.productId}`)).json();
      expect(answer).toEqual({
        pin: '194101',
        state: 'Ladakh',
        deliverable: false,
        delivery_charge: null,
        cod_available: false,
      });
    });

    it('answers 404 for an unknown PIN or product and 400 for a bad PIN', async () => {
      const unknownPin = await quote(`pin=999999&product_id=${shop.productId}`);
      expect(unknownPin.statusCode).toBe(404);
      expect(unknownPin.json()).toEqual({ error: 'We do not know the PIN code 999999.' });
      expect((await quote('pin=302001&product_id=999999')).statusCode).toBe(404);
      expect((await quote(`pin=02001&product_id=${shop.productId}`)).statusCode).toBe(400);
    });

    it('follows the longest matching rule: a longer rule re-opens part of a blocked prefix', async () => {
      const rule = (body: object) => call('POST', '/api/delivery-states/pin-rules', manager, body);
      const ids = [
        (await rule({ prefix: '5', delivery: false, cod: false, note: 'South on hold' })).json()
          .pin_rule.id,
        (await rule({ prefix: '500', delivery: true, cod: true })).json().pin_rule.id,
        (await rule({ prefix: '5000', delivery: true, cod: false })).json().pin_rule.id,
      ];
      const at = async (pin: string) =>
        (await quote(`pin=${pin}&product_id=${shop.productId}`)).json().quote;
      expect(await at('501101')).toMatchObject({
        deliverable: false,
        delivery_charge: null,
        cod_available: false,
      });
      expect(await at('500001')).toMatchObject({
        deliverable: true,
        delivery_charge: 70,
        cod_available: false,
      });
      expect(await at('500100')).toMatchObject({
        deliverable: true,
        delivery_charge: 70,
        cod_available: true,
      });
      for (const id of ids) await call('DELETE', `/api/delivery-states/pin-rules/${id}`, manager);
    });
  });

  describe('place-order', () => {
    it('refuses a saved address whose PIN and state disagree, with the address form’s sentence', async () => {
      // Saved before the directory knew better: the address stays as it is.
      const [saved] = await t.db
        .insert(addresses)
        .values({
          ...sampleAddress({ pin_code: '500001', state: 'Andhra Pradesh' }),
          user_id: shop.shopper.user.id,
        })
        .returning();
      const res = await placeOrderRequest(
        t.app,
        shop.shopper.cookie,
        buyNow(shop.productId, 1, saved!.id),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'PIN code 500001 is in Telangana, not Andhra Pradesh.' });
    });

    it('refuses an address under a PIN with no delivery, and places it once the rule is gone', async () => {
      const add = await call('POST', '/api/delivery-states/pin-rules', manager, {
        prefix: '682001',
        delivery: false,
        cod: false,
      });
      const res = await placeOrderRequest(
        t.app,
        shop.shopper.cookie,
        buyNow(shop.productId, 1, shop.kerala),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'Delivery is not available to this address.' });
      await call('DELETE', `/api/delivery-states/pin-rules/${add.json().pin_rule.id}`, manager);
      await placeOrder(t.app, shop.shopper.cookie, buyNow(shop.productId, 1, shop.kerala));
    });
  });
});

describe('PIN look-up pace', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PIN_LOOKUP_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('allows so many look-ups and quotes a minute per client address', async () => {
    const send = (url: string, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url, remoteAddress });
    for (const url of [
      '/api/pincodes/500001',
      '/api/delivery/quote?pin=500001&product_id=1',
      '/api/pincodes/110001',
    ])
      expect((await send(url, '203.0.113.7')).statusCode).toBe(404);
    const paced = await send('/api/pincodes/682001', '203.0.113.7');
    expect(paced.statusCode).toBe(429);
    expect(paced.json()).toEqual({
      error: 'Too many requests. Please wait a moment and try again.',
    });
    expect((await send('/api/pincodes/682001', '203.0.113.8')).statusCode).toBe(404);
  });
});
