import { describe, expect, it } from 'vitest';
import { messages } from '@shop/shared';
import { useProductFormSuite } from '../../../test/product-form-suite';

describe('other names of a product', () => {
  const { t, category, ...form } = useProductFormSuite({ name: 'Drops', gst_percent: 12 });
  const create = (names: string | string[]) => form.create({ also_known_as: names });
  const found = async (query: string) =>
    (await t.app.inject({ url: '/api/products', query: { search: query } }))
      .json()
      .products.map((p: { id: number }) => p.id);

  it('takes repeated form fields, and finds the product by them', async () => {
    const res = await create(['तुलसी', 'tulasi', ' holy basil ', 'tulasi', '']);
    expect(res.statusCode, res.body).toBe(201);
    const { product } = res.json();
    expect(product.also_known_as).toEqual(['तुलसी', 'tulasi', 'holy basil']);
    expect(await found('तुलसी')).toContain(product.id);
    const read = (await t.app.inject(`/api/products/${product.id}`)).json().product;
    expect(read.also_known_as).toEqual(['तुलसी', 'tulasi', 'holy basil']);
  });

  it('takes one form field holding a JSON array, or a single name', async () => {
    const listed = await create('["Ocimum tenuiflorum", "Ocimum sanctum"]');
    expect(listed.json().product.also_known_as).toEqual(['Ocimum tenuiflorum', 'Ocimum sanctum']);
    const single = await create('Krishna tulsi');
    expect(single.json().product.also_known_as).toEqual(['Krishna tulsi']);
  });

  it('is replaced by a JSON array on edit, and kept when an edit leaves it out', async () => {
    const { product } = (await create(['vana tulsi'])).json();
    const body = {
      name: product.name,
      description: product.description,
      user_manual: product.user_manual,
      rate: product.rate,
      category_id: category.id,
    };
    const kept = await form.edit(product.id, body);
    expect(kept.json().product.also_known_as).toEqual(['vana tulsi']);
    const changed = await form.edit(product.id, {
      ...body,
      also_known_as: ['Rama tulsi'],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().product.also_known_as).toEqual(['Rama tulsi']);
    expect(await found('rama')).toEqual([product.id]);
    expect(await found('vana')).toEqual([]);
  });

  it('refuses what is not a list of names', async () => {
    const bad = await form.edit(1, {
      name: 'Tulsi Drops',
      description: 'Drops.',
      user_manual: 'Use.',
      rate: 10,
      category_id: category.id,
      also_known_as: [42],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual(expect.any(String));
    const many = await create(Array.from({ length: 31 }, (_, i) => `name ${i}`));
    expect(many.statusCode).toBe(400);
    expect(many.json()).toEqual({ error: messages.product.otherNamesTooMany });
  });
});
