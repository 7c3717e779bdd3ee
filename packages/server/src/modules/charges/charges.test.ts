import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { charges } from '../../db/schema';
import { expectAnswers, itRefusesOutsiders, type RequestSpec } from '../../../test/answers';
import { useSessionsByRole, useTestApp } from '../../../test/suite';
import { refusedChargeChanges } from '@shop/shared/testing';

const STAFF = ['delivery_manager', 'charge_manager', 'super_user'] as const;
type Role = (typeof STAFF)[number] | 'visitor' | 'shopper';

const gateway = { type: 'Payment Gateway', amount: '2%', description: 'Card and UPI fee' };

describe('charges API', () => {
  const t = useTestApp();
  const { call, callAs } = useSessionsByRole(t, STAFF);
  beforeEach(async () => {
    await t.db.delete(charges);
  });

  const allRows = () => t.db.select().from(charges).orderBy(charges.id);
  const create = async (values: Partial<typeof gateway> = {}) => {
    const res = await call('POST', '/api/charges', 'charge_manager', { ...gateway, ...values });
    expect(res.statusCode).toBe(201);
    return res.json().charge as { id: number; amount: string };
  };
  const gatewayAmount = async (role: Role = 'shopper') =>
    (await call('GET', '/api/charges/type/Payment%20Gateway', role)).json();

  describe('permissions', () => {
    const staffCalls: RequestSpec[] = [
      ['GET', '/api/Charges'],
      ['PUT', '/api/charges/999999', gateway],
      ['PATCH', '/api/charges/activate/999999'],
      ['PATCH', '/api/charges/deactivate/999999'],
      ['DELETE', '/api/charges/delete/999999'],
    ];

    itRefusesOutsiders('delivery_manager', callAs, allRows, async () => {
      await create();
      return [...staffCalls, ['POST', '/api/charges', gateway]];
    });

    it.each<Role>(['charge_manager', 'super_user'])('lets a %s in', async (role) => {
      expect((await call('GET', '/api/Charges', role)).statusCode).toBe(200);
      expect((await call('GET', '/api/charges', role)).statusCode).toBe(200);
      await expectAnswers(callAs(role), staffCalls.slice(1), {
        status: 404,
        error: 'Charge not found.',
      });
      expect((await call('POST', '/api/charges', role, gateway)).statusCode).toBe(201);
    });

    it('lets any logged-in user read the gateway amount, and no visitor', async () => {
      for (const role of ['shopper', 'delivery_manager', 'charge_manager'] as const) {
        expect(await gatewayAmount(role)).toEqual({ amount: '0' });
      }
      const res = await call('GET', '/api/charges/type/Payment%20Gateway', 'visitor');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Please log in to continue.' });
    });
  });

  it('creates an active charge and lists it', async () => {
    const res = await call('POST', '/api/charges', 'charge_manager', {
      ...gateway,
      amount: ' 25.50 ',
    });
    expect(res.statusCode).toBe(201);
    const charge = {
      id: expect.any(Number),
      type: 'Payment Gateway',
      amount: '25.50',
      description: 'Card and UPI fee',
      is_active: true,
    };
    expect(res.json()).toEqual({ charge });
    expect((await call('GET', '/api/Charges', 'charge_manager')).json()).toEqual({
      charges: [charge],
    });
  });

  it.each(refusedChargeChanges)('refuses %j with 400 and saves nothing', async (change, error) => {
    await create();
    const before = await allRows();
    const res = await call('POST', '/api/charges', 'charge_manager', { ...gateway, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    const put = await call('PUT', `/api/charges/${before[0]!.id}`, 'charge_manager', {
      ...gateway,
      ...change,
    });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual({ error });
    expect(await allRows()).toEqual(before);
  });

  it('updates a charge, with or without its id in the body, keeping whether it is active', async () => {
    const { id } = await create();
    await call('PATCH', `/api/charges/deactivate/${id}`, 'charge_manager');
    const flat = { id, type: 'Payment Gateway', amount: '30', description: 'Flat fee' };
    const res = await call('PUT', `/api/charges/${id}`, 'charge_manager', flat);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ charge: { ...flat, is_active: false } });
    const withoutId = await call('PUT', `/api/charges/${id}`, 'charge_manager', gateway);
    expect(withoutId.json().charge).toMatchObject({ amount: '2%' });

    const before = await allRows();
    const mismatch = await call('PUT', `/api/charges/${id}`, 'charge_manager', {
      ...gateway,
      id: id + 1,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      error: 'The id in the body does not match the charge being updated.',
    });
    expect(await allRows()).toEqual(before);
  });

  it('activates, deactivates and deletes a charge', async () => {
    const { id } = await create();
    const off = await call('PATCH', `/api/charges/deactivate/${id}`, 'charge_manager');
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      message: 'Charge deactivated.',
      charge: expect.objectContaining({ id, is_active: false }),
    });
    const on = await call('PATCH', `/api/charges/activate/${id}`, 'super_user');
    expect(on.json()).toEqual({
      message: 'Charge activated.',
      charge: expect.objectContaining({ id, is_active: true }),
    });
    const del = await call('DELETE', `/api/charges/delete/${id}`, 'charge_manager');
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Charge deleted.' });
    expect(await t.db.select().from(charges).where(eq(charges.id, id))).toEqual([]);
    expect((await call('DELETE', `/api/charges/delete/${id}`, 'charge_manager')).statusCode).toBe(
      404,
    );
  });

  it('gives the newest active Payment Gateway amount, "0" when none is active', async () => {
    expect(await gatewayAmount()).toEqual({ amount: '0' });
    const older = await create({ amount: '25' });
    expect(await gatewayAmount()).toEqual({ amount: '25' });
    const newer = await create({ amount: '2.5%' });
    expect(await gatewayAmount()).toEqual({ amount: '2.5%' });
    await call('PATCH', `/api/charges/deactivate/${newer.id}`, 'charge_manager');
    expect(await gatewayAmount()).toEqual({ amount: '25' });
    await call('PATCH', `/api/charges/deactivate/${older.id}`, 'charge_manager');
    expect(await gatewayAmount()).toEqual({ amount: '0' });
    // The type in the path is matched without regard to case.
    await call('PATCH', `/api/charges/activate/${older.id}`, 'charge_manager');
    expect((await call('GET', '/api/charges/type/payment%20gateway', 'shopper')).json()).toEqual({
      amount: '25',
    });
    const unknown = await call('GET', '/api/charges/type/Shipping', 'shopper');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'Charge type is required.' });
  });
});
