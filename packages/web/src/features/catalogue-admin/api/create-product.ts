import { useChange } from '../../../lib/mutation';
import { DECLARATION_FIELDS, type ProductBody } from '@shop/shared';
import { api } from '../../../lib/api-client';
import type { Product } from '@shop/shared';
import { productChanged } from './product-mutation';

/** Multipart, with the field names of the API and one `images` part per file. */
function productFormData(body: ProductBody, images: readonly File[]): FormData {
  const form = new FormData();
  form.append('name', body.name);
  // One field holding a JSON array: a name can never be mistaken for the list.
  if (body.also_known_as) form.append('also_known_as', JSON.stringify(body.also_known_as));
  form.append('description', body.description);
  form.append('user_manual', body.user_manual);
  form.append('stock', String(body.stock));
  form.append('rate', String(body.rate));
  form.append('category_id', String(body.category_id));
  if (body.weight !== undefined) form.append('weight', String(body.weight));
  if (body.mrp !== undefined && body.mrp !== null) form.append('mrp', String(body.mrp));
  for (const field of DECLARATION_FIELDS) {
    const value = body[field];
    if (value !== undefined && value !== null) form.append(field, String(value));
  }
  for (const image of images) form.append('images', image, image.name);
  return form;
}

export async function createProduct(body: ProductBody, images: readonly File[]): Promise<Product> {
  const { product } = await api.post('/api/products/create-product', productFormData(body, images));
  return product;
}

export function useCreateProduct() {
  return useChange(
    ({ body, images }: { body: ProductBody; images: readonly File[] }) =>
      createProduct(body, images),
    { onSuccess: productChanged },
  );
}
