import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, deliveryStates } from '../../db/schema';
import { requestWith } from '../../../test/requests';
import { expectAnswers } from '../../../test/answers';
import { useSession, useTestApp } from '../../../test/suite';
import { refusedAddressChanges } from '@shop/shared/testing';

const home = {
  name: 'Asha Verma',
  phone_number: '9876543210',
  line_1: 'Flat 4B, Tulsi Apartments',
  line_2: 'Near Ganesh Temple, MG Road',
  city: 'Kochi',
  district: 'Ernakulam',
  state: 'kerala',
  country: 'India',
  pin_code: '682001',
};

describe('address API', () => {
  const t = useTestApp();
  const shopper = useSession(t);
  const other = useSession(t);

  beforeAll(async () => {
    await t.db.insert(deliveryStates).values([
      { name: 'Kerala', delivery_rate_paise: 6000, additional_rate_paise: 2000 },
      { name: 'Tamil Nadu', delivery_rate_paise: 6000, additional_rate_paise: 2000 },
      { name: 'Ladakh', delivery_rate_paise: 9000, additional_rate_paise: 3000, is_active: false },
    ]);
  });

  const call = requestWith(t);
  const rowsOf = (userId: number) =>
    t.db.select().from(addresses).where(eq(addresses.user_id, userId)).orderBy(addresses.id);
  const create = async (cookie: string, values: object = {}) => {
    const res = await call('POST', '/api/address', cookie, { ...home, ...values });
    expect(res.statusCode).toBe(201);
    return res.json().address as { id: number; state: string };
  };

  it('answers 401 to a visitor on every call', async () => {
    await expectAnswers(
      (method, url, payload) => call(method, url, undefined, payload),
      [
        ['GET', '/api/address/user'],
        ['POST', '/api/address', home],
        ['PUT', '/api/address/1', home],
        ['DELETE', '/api/address/1', home],
      ],
      { status: 401, error: 'Please log in to continue.' },
    );
  });

  it('saves an address under the delivery state’s own spelling and lists it', async () => {
    const res = await call('POST', '/api/address', shopper.cookie, {
      ...home,
      name: '  Asha Verma ',
      phone_number: 9876543210,
    });
    expect(res.statusCode).toBe(201);
    const { address } = res.json();
    expect(address).toEqual({ id: expect.any(Number), ...home, state: 'Kerala' });

    const list = await call('GET', '/api/address/user', shopper.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ addresses: [address] });
    expect((await call('GET', '/api/address/user', other.cookie)).json()).toEqual({
      addresses: [],
    });
  });

  it.each([
    ...refusedAddressChanges,
    [{ state: 'Ladakh' }, 'Delivery is not available to this state. Please choose a listed state.'],
    [
      { state: 'Atlantis' },
      'Delivery is not available to this state. Please choose a listed state.',
    ],
  ])('refuses %j with 400 and saves nothing', async (change, error) => {
    const before = await rowsOf(shopper.user.id);
    const res = await call('POST', '/api/address', shopper.cookie, { ...home, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await rowsOf(shopper.user.id)).toEqual(before);
  });

  it('updates an address and checks it like a new one', async () => {
    const { id } = await create(shopper.cookie);
    const chennai = { ...home, city: 'Chennai', district: 'Chennai', pin_code: '600001' };
    const res = await call('PUT', `/api/address/${id}`, shopper.cookie, {
      ...chennai,
      state: 'TAMIL NADU',
    });
    expect(res.statusCode).toBe(200);
    // The state is answered as the shop lists it.
    expect(res.json()).toEqual({ address: { id, ...chennai, state: 'Tamil Nadu' } });

    const before = await rowsOf(shopper.user.id);
    for (const [change, error] of [
      [{ phone_number: '12345' }, 'Phone number must be exactly 10 digits.'],
      [
        { state: 'Ladakh' },
        'Delivery is not available to this state. Please choose a listed state.',
      ],
    ] as const) {
      const bad = await call('PUT', `/api/address/${id}`, shopper.cookie, { ...home, ...change });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error });
    }
    expect(await rowsOf(shopper.user.id)).toEqual(before);
  });

  it('answers 404 for another user’s address and leaves it alone', async () => {
    const { id } = await create(other.cookie, { name: 'Ravi Nair' });
    const before = await rowsOf(other.user.id);
    const put = await call('PUT', `/api/address/${id}`, shopper.cookie, home);
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ error: 'Address not found.' });
    const del = await call('DELETE', `/api/address/${id}`, shopper.cookie);
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual({ error: 'Address not found.' });
    expect(await rowsOf(other.user.id)).toEqual(before);
    const listed = (await call('GET', '/api/address/user', shopper.cookie)).json().addresses;
    expect(listed.map((a: { id: number }) => a.id)).not.toContain(id);
  });

  it('deletes an address', async () => {
    const { id } = await create(shopper.cookie);
    const res = await call('DELETE', `/api/address/${id}`, shopper.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Address deleted.' });
    expect((await rowsOf(shopper.user.id)).map((a) => a.id)).not.toContain(id);
    expect((await call('DELETE', `/api/address/${id}`, shopper.cookie)).statusCode).toBe(404);
    const badId = await call('DELETE', '/api/address/0', shopper.cookie);
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ error: 'The id must be a positive whole number.' });
  });
});
