import { describe, expect, it } from 'vitest';
import { useProductFormSuite } from '../../../test/product-form-suite';

const MANUFACTURER = 'Vanaushadhi Pharmacy, 4 Industrial Area, Kanpur, Uttar Pradesh 208022';

describe('product declarations', () => {
  const { t, category, create, ...form } = useProductFormSuite({
    name: 'Hair care',
    gst_percent: 5,
  });

  const edit = (id: number, values: object) =>
    form.edit(id, {
      name: 'Bhringraj Hair Oil',
      description: 'Cold-pressed sesame oil with bhringraj.',
      user_manual: 'Massage into the scalp at night.',
      rate: 100,
      category_id: category.id,
      ...values,
    });

  it('keeps the declarations of a new product and answers its unit sale price', async () => {
    const res = await create({
      rate: '186.15',
      net_quantity: '100',
      net_quantity_unit: 'ml',
      manufacturer: MANUFACTURER,
      best_before: '24 months from manufacture',
      licence_number: 'UP-AYU-1234',
      low_stock_at: '12',
    });
    expect(res.statusCode).toBe(201);
    const { product } = res.json();
    expect(product).toMatchObject({
      net_quantity: 100,
      net_quantity_unit: 'ml',
      manufacturer: MANUFACTURER,
      country_of_origin: 'India',
      best_before: '24 months from manufacture',
      licence_number: 'UP-AYU-1234',
      low_stock_at: 12,
      // ₹186.15 + 5 % GST (₹9.31) = ₹195.46 for 100 ml.
      unit_price: { amount: 195.46, per: '100 ml' },
    });
    const shopper = (await t.app.inject(`/api/products/${product.id}`)).json().product;
    expect(shopper).toMatchObject({
      net_quantity: 100,
      manufacturer: MANUFACTURER,
      unit_price: { amount: 195.46, per: '100 ml' },
    });
    expect(shopper).not.toHaveProperty('low_stock_at');
  });

  it('saves a product without declarations: no unit price, India as the country, level 5', async () => {
    const { product } = (await create({})).json();
    expect(product).toMatchObject({
      net_quantity: null,
      net_quantity_unit: null,
      manufacturer: null,
      country_of_origin: 'India',
      best_before: null,
      licence_number: null,
      low_stock_at: 5,
      unit_price: null,
    });
  });

  it('changes, keeps and clears declarations on an edit', async () => {
    const { product } = (
      await create({ net_quantity: '60', net_quantity_unit: 'count', manufacturer: MANUFACTURER })
    ).json();
    const changed = await edit(product.id, {
      net_quantity: 0.5,
      net_quantity_unit: 'kg',
      country_of_origin: 'Nepal',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().product).toMatchObject({
      net_quantity: 0.5,
      net_quantity_unit: 'kg',
      // Left out of the edit, it stays.
      manufacturer: MANUFACTURER,
      country_of_origin: 'Nepal',
      // ₹100 + 5 % = ₹105 for 500 g.
      unit_price: { amount: 21, per: '100 g' },
    });
    const cleared = await edit(product.id, {
      net_quantity: null,
      net_quantity_unit: null,
      manufacturer: '',
      country_of_origin: '',
    });
    expect(cleared.json().product).toMatchObject({
      net_quantity: null,
      net_quantity_unit: null,
      manufacturer: null,
      country_of_origin: 'India',
      unit_price: null,
    });
  });

  it.each([
    [{ net_quantity: '0', net_quantity_unit: 'g' }, 'Net quantity must be a number above 0.'],
    [{ net_quantity: 'lots', net_quantity_unit: 'g' }, 'Net quantity must be a number above 0.'],
    [{ net_quantity: '100', net_quantity_unit: 'lb' }, 'Unit must be g, kg, ml, l or count.'],
    [{ net_quantity: '100' }, 'Net quantity and its unit go together: give both or neither.'],
    [{ net_quantity_unit: 'g' }, 'Net quantity and its unit go together: give both or neither.'],
    [{ low_stock_at: '-1' }, 'Low-stock level must be a whole number of 0 or more.'],
    [{ manufacturer: 'x'.repeat(501) }, 'Manufacturer must be at most 500 characters.'],
  ])('refuses %o', async (values, error) => {
    const res = await create(values);
    expect(res.json()).toEqual({ error });
    expect(res.statusCode).toBe(400);
  });
});
