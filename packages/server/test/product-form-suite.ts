import { beforeAll } from 'vitest';
import type { categories } from '../src/db/schema';
import { createCategory } from './catalogue';
import { type FormValues, pngFile, postProductForm, productForm } from './product-upload';
import { requestWith } from './requests';
import { useSession, useTestApp } from './suite';

/**
 * What the product form's tests share, for the enclosing describe block: an app, a product
 * manager's session, one category (its id filled in before the first test), the form sent
 * with one photo and a product edit as the staff page sends them.
 */
export function useProductFormSuite(category: Partial<typeof categories.$inferInsert> = {}) {
  const t = useTestApp();
  const staff = useSession(t, { is_admin: true, permissions: ['product_manager'] });
  const send = requestWith(t);
  const made = {} as { id: number };
  beforeAll(async () => {
    made.id = (await createCategory(t, category)).id;
  });
  return {
    t,
    staff,
    send,
    category: made,
    /** The product form in the category, `values` over the defaults of `productForm`. */
    create: async (values: FormValues = {}) =>
      postProductForm(t.app, staff.cookie, productForm(made.id, values), [await pngFile()]),
    edit: (id: number, body: object) => send('PUT', `/api/products/${id}`, staff.cookie, body),
  };
}
