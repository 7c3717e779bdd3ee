import { beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../../test/accounts';
import { useTestApp } from '../../../test/suite';

/** The codes an invoice needs from the catalogue and the delivery states. */
describe('HSN codes on categories and GST codes on delivery states', () => {
  const t = useTestApp();
  let categoryStaff: string;
  let deliveryStaff: string;

  beforeAll(async () => {
    categoryStaff = (await sessionFor(t, { is_admin: true, permissions: ['category_manager'] }))
      .cookie;
    deliveryStaff = (await sessionFor(t, { is_admin: true, permissions: ['delivery_manager'] }))
      .cookie;
  });

  const send = (method: 'POST' | 'PUT', url: string, cookie: string, payload: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload });

  it('takes an HSN code of 4, 6 or 8 digits on a category and answers with it', async () => {
    const created = await send('POST', '/api/categories', categoryStaff, {
      name: 'Hair Oils',
      description: 'Oils',
      gst: 18,
      hsn_code: '33059011',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().category;
    expect(created.json().category).toMatchObject({ gst: 18, hsn_code: '33059011' });

    // An edit without it keeps the saved code; a blank clears it.
    const edit = (values: { hsn_code?: string }) =>
      send('PUT', `/api/categories/${id}`, categoryStaff, {
        name: 'Hair Oils',
        description: 'Herbal oils',
        gst: 18,
        ...values,
      });
    const kept = await edit({});
    expect(kept.json().category.hsn_code).toBe('33059011');
    const changed = await edit({ hsn_code: '3305' });
    expect(changed.json().category.hsn_code).toBe('3305');
    const cleared = await edit({ hsn_code: '' });
    expect(cleared.json().category.hsn_code).toBeNull();
    const read = await t.app.inject({ method: 'GET', url: `/api/categories/${id}` });
    expect(read.json().category.hsn_code).toBeNull();
  });

  it.each(['330', '33059', '3305901', '330590111', 'abcd', '33 05', 3305])(
    'refuses the HSN code %j with 400 naming the field',
    async (hsn_code) => {
      const res = await send('POST', '/api/categories', categoryStaff, {
        name: `Bad ${hsn_code}`,
        description: 'x',
        gst: 5,
        hsn_code,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'HSN code must be 4, 6 or 8 digits.' });
    },
  );

  it('lets staff set a new state its GST code, or gives it the known code of its name', async () => {
    const known = await send('POST', '/api/delivery-states/create', deliveryStaff, {
      name: 'Rajasthan',
      delivery_rate: 60,
    });
    expect(known.json().delivery_state.gst_state_code).toBe('08');
    const own = await send('POST', '/api/delivery-states/create', deliveryStaff, {
      name: 'Other Territory',
      delivery_rate: 60,
      gst_state_code: '97',
    });
    expect(own.json().delivery_state.gst_state_code).toBe('97');
    const unknown = await send('POST', '/api/delivery-states/create', deliveryStaff, {
      name: 'Somewhere',
      delivery_rate: 60,
    });
    expect(unknown.json().delivery_state.gst_state_code).toBeNull();
    const bad = await send('POST', '/api/delivery-states/create', deliveryStaff, {
      name: 'Nowhere',
      delivery_rate: 60,
      gst_state_code: '8',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'GST state code must be two digits from 01 to 38 (or 97).',
    });
  });
});
