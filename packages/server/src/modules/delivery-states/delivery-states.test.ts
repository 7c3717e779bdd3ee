import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, deliveryStates } from '../../db/schema';
import { sessionFor } from '../../../test/accounts';
import { expectAnswers, itRefusesOutsiders, type RequestSpec } from '../../../test/answers';
import { useSessionsByRole, useTestApp } from '../../../test/suite';
import { addAddress } from '../../../test/checkout';

const STAFF = ['delivery_manager', 'charge_manager', 'super_user'] as const;
type Role = (typeof STAFF)[number] | 'visitor' | 'shopper';

describe('delivery states API', () => {
  const t = useTestApp();
  const { call, callAs } = useSessionsByRole(t, STAFF);

  const allRows = () => t.db.select().from(deliveryStates).orderBy(deliveryStates.id);
  const create = async (name: string, delivery_rate = 60, additional_rate = 20) => {
    const res = await call('POST', '/api/delivery-states/create', 'delivery_manager', {
      name,
      delivery_rate,
      additional_rate,
    });
    expect(res.statusCode).toBe(201);
    return res.json().delivery_state as { id: number; name: string };
  };

  describe('permissions', () => {
    const staffCalls: RequestSpec[] = [
      ['GET', '/api/delivery-states/all'],
      ['PUT', '/api/delivery-states/update/999999', { name: 'Nowhere', delivery_rate: 1 }],
      ['PATCH', '/api/delivery-states/activate/999999'],
      ['PATCH', '/api/delivery-states/deactivate/999999'],
      ['DELETE', '/api/delivery-states/delete/999999'],
    ];

    itRefusesOutsiders('charge_manager', callAs, allRows, async (role) => [
      ...staffCalls,
      ['POST', '/api/delivery-states/create', { name: `Refused ${role}`, delivery_rate: 1 }],
    ]);

    it.each<Role>(['delivery_manager', 'super_user'])('lets a %s in', async (role) => {
      expect((await call('GET', '/api/delivery-states/all', role)).statusCode).toBe(200);
      await expectAnswers(callAs(role), staffCalls.slice(1), {
        status: 404,
        error: 'Delivery state not found.',
      });
      const created = await call('POST', '/api/delivery-states/create', role, {
        name: `Allowed ${role}`,
        delivery_rate: 1,
      });
      expect(created.statusCode).toBe(201);
    });

    it('lets any logged-in user read the active states, and no visitor', async () => {
      expect((await call('GET', '/api/delivery-states/active', 'shopper')).statusCode).toBe(200);
      const res = await call('GET', '/api/delivery-states/active', 'visitor');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Please log in to continue.' });
    });
  });

  it('creates a state, active, with rupee rates', async () => {
    const res = await call('POST', '/api/delivery-states/create', 'delivery_manager', {
      name: '  Kerala ',
      delivery_rate: '60.50',
      additional_rate: 20,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      delivery_state: {
        id: expect.any(Number),
        name: 'Kerala',
        delivery_rate: 60.5,
        additional_rate: 20,
        is_active: true,
        // The known GST state code of its name.
        gst_state_code: '32',
      },
    });
    const [row] = await t.db
      .select()
      .from(deliveryStates)
      .where(eq(deliveryStates.id, res.json().delivery_state.id));
    expect(row).toMatchObject({ delivery_rate_paise: 6050, additional_rate_paise: 2000 });
  });

  it('takes no extra rate per 200 g unless one is given', async () => {
    const res = await call('POST', '/api/delivery-states/create', 'delivery_manager', {
      name: 'Goa',
      delivery_rate: 40,
    });
    expect(res.json().delivery_state).toMatchObject({ delivery_rate: 40, additional_rate: 0 });
  });

  it('refuses a duplicate name in any case, on create and on rename', async () => {
    await create('Punjab');
    const haryana = await create('Haryana');
    const before = await allRows();
    const dup = await call('POST', '/api/delivery-states/create', 'delivery_manager', {
      name: 'PUNJAB',
      delivery_rate: 10,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ error: 'A delivery state with this name already exists.' });
    const rename = await call(
      'PUT',
      `/api/delivery-states/update/${haryana.id}`,
      'delivery_manager',
      { name: 'punjab', delivery_rate: 10 },
    );
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toEqual({ error: 'A delivery state with this name already exists.' });
    expect(await allRows()).toEqual(before);
  });

  it.each([
    [{ name: '', delivery_rate: 10 }, 'State name is required.'],
    [{ delivery_rate: 10 }, 'State name is required.'],
    [{ name: 'Assam' }, 'Delivery rate must be a number.'],
    [{ name: 'Assam', delivery_rate: 'ten' }, 'Delivery rate must be a number.'],
    [{ name: 'Assam', delivery_rate: -1 }, 'Delivery rate must be a number.'],
    [
      { name: 'Assam', delivery_rate: 10, additional_rate: 'x' },
      'Additional rate must be a number.',
    ],
  ])('refuses %j with 400 and saves nothing', async (payload, error) => {
    const before = await allRows();
    const res = await call('POST', '/api/delivery-states/create', 'delivery_manager', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await allRows()).toEqual(before);
  });

  it('updates name and rates, keeping whether it is active', async () => {
    const { id } = await create('Bihar');
    await call('PATCH', `/api/delivery-states/deactivate/${id}`, 'delivery_manager');
    const res = await call('PUT', `/api/delivery-states/update/${id}`, 'super_user', {
      name: 'Bihar ',
      delivery_rate: 75,
      additional_rate: 25.25,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      delivery_state: {
        id,
        name: 'Bihar',
        delivery_rate: 75,
        additional_rate: 25.25,
        is_active: false,
        gst_state_code: '10',
      },
    });
    const bad = await call('PUT', `/api/delivery-states/update/${id}`, 'super_user', {
      name: 'Bihar',
      delivery_rate: 'lots',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Delivery rate must be a number.' });
  });

  it('activates and deactivates, and lists only active states as active', async () => {
    const { id } = await create('Sikkim');
    const off = await call('PATCH', `/api/delivery-states/deactivate/${id}`, 'delivery_manager');
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      message: 'Delivery state deactivated.',
      delivery_state: expect.objectContaining({ id, is_active: false }),
    });
    const names = async (url: string) =>
      (await call('GET', url, 'delivery_manager'))
        .json()
        .delivery_states.map((s: { name: string }) => s.name);
    expect(await names('/api/delivery-states/active')).not.toContain('Sikkim');
    expect(await names('/api/delivery-states/all')).toContain('Sikkim');

    const on = await call('PATCH', `/api/delivery-states/activate/${id}`, 'delivery_manager');
    expect(on.json()).toEqual({
      message: 'Delivery state activated.',
      delivery_state: expect.objectContaining({ id, is_active: true }),
    });
    const active = await names('/api/delivery-states/active');
    expect(active).toContain('Sikkim');
    expect(active).toEqual([...active].sort((a, b) => a.localeCompare(b)));
  });

  it('deletes a state without touching addresses in it', async () => {
    const { id } = await create('Tripura');
    const shopper = await sessionFor(t);
    const addressId = await addAddress(t.app, shopper.cookie, {
      city: 'Agartala',
      district: 'West Tripura',
      state: 'tripura',
      pin_code: '799001',
    });

    const res = await call('DELETE', `/api/delivery-states/delete/${id}`, 'delivery_manager');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Delivery state deleted.' });
    expect(await t.db.select().from(deliveryStates).where(eq(deliveryStates.id, id))).toEqual([]);

    const list = await t.app.inject({
      url: '/api/address/user',
      headers: { cookie: shopper.cookie },
    });
    expect(list.json().addresses).toEqual([
      expect.objectContaining({ id: addressId, state: 'Tripura' }),
    ]);
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, addressId));
    expect(row?.state).toBe('Tripura');
    const again = await call('DELETE', `/api/delivery-states/delete/${id}`, 'delivery_manager');
    expect(again.statusCode).toBe(404);
  });
});
