import { describe, expect, it } from 'vitest';
import { useProductFormSuite } from '../../../test/product-form-suite';

describe('MRP on products', () => {
  const { send, category, ...form } = useProductFormSuite({ gst_percent: 12 });

  // ₹349 + 12 % GST = ₹390.88
  const create = (values: Record<string, string>) => form.create({ rate: '349', ...values });

  it('is kept and answered in rupees by the product and the listing', async () => {
    const res = await create({ name: 'Neem Soap', mrp: '450' });
    expect(res.statusCode).toBe(201);
    const id = res.json().product.id as number;
    expect(res.json().product.mrp).toBe(450);
    expect((await send('GET', `/api/products/${id}`)).json().product.mrp).toBe(450);
    const listed = (await send('GET', '/api/products?search=Neem')).json().products;
    expect(listed.map((p: { mrp: number | null }) => p.mrp)).toEqual([450]);
  });

  it('is optional: blank means none', async () => {
    const res = await create({ name: 'Amla Juice', mrp: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().product.mrp).toBeNull();
  });

  it('may equal the selling price with GST', async () => {
    const res = await create({ name: 'Tulsi Tea', mrp: '390.88' });
    expect(res.statusCode).toBe(201);
    expect(res.json().product.mrp).toBe(390.88);
  });

  it.each([
    ['below the price with GST', '390.87', 'MRP must be at least the selling price, ₹390.88.'],
    ['not a number', 'lots', 'MRP must be a number of rupees.'],
    ['negative', '-1', 'MRP must be a number of rupees.'],
  ])('is refused %s', async (_case, mrp, error) => {
    const res = await create({ name: 'Refused', mrp });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('is checked on an edit against the new rate, kept when left out and cleared by null', async () => {
    const id = (await create({ name: 'Giloy Tablets', mrp: '400' })).json().product.id as number;
    const edit = (values: Record<string, unknown>) =>
      form.edit(id, {
        name: 'Giloy Tablets',
        description: 'Tinospora tablets.',
        user_manual: 'Two a day.',
        rate: 349,
        category_id: category.id,
        weight: 100,
        ...values,
      });
    const refused = await edit({ rate: 360, mrp: 400 }); // ₹403.20 with GST
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'MRP must be at least the selling price, ₹403.20.' });
    expect((await edit({})).json().product.mrp).toBe(400);
    // A new rate sent without the MRP is checked against the MRP kept.
    const above = await edit({ rate: 360 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual({ error: 'MRP must be at least the selling price, ₹403.20.' });
    expect((await send('GET', `/api/products/${id}`)).json().product.rate).toBe(349);
    expect((await edit({ mrp: 420 })).json().product.mrp).toBe(420);
    expect((await edit({ mrp: null })).json().product.mrp).toBeNull();
  });
});
