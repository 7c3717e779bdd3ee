// What the catalogue cache's tests share: an app with a category, a staff and a shopper
// session, and products made in it once the cache has heard of them.
import { beforeAll } from 'vitest';
import { type TestApp } from './helpers';
import { createCategory, createProduct } from './catalogue';
import { sessionFor } from './accounts';
import { useTestApp } from './suite';

export type Fixture = { t: TestApp; categoryId: number; staff: string; shopper: string };

/** The fixture of the enclosing describe block, set up before its first test. */
export function useCatalogueFixture(): Fixture {
  const f = { t: useTestApp() } as Fixture;
  beforeAll(async () => {
    f.categoryId = (await createCategory(f.t, { name: 'Teas', gst_percent: 5 })).id;
    f.staff = (
      await sessionFor(f.t, {
        is_admin: true,
        permissions: ['product_manager', 'category_manager'],
      })
    ).cookie;
    f.shopper = (await sessionFor(f.t)).cookie;
  });
  return f;
}

/**
 * A product in the fixture's category, with its creation's notification landed, so the reads
 * that follow fill the cache with it.
 */
export async function cachedProduct(f: Fixture, stock: number) {
  const { id } = await createProduct(f.t, { category_id: f.categoryId, stock });
  await settle();
  return id;
}

/** Staff renaming a category through the API, as the categories page does. */
export const renameCategory = (
  f: Fixture,
  id: number,
  body: { name: string; description: string; gst: number },
) =>
  f.t.app.inject({
    method: 'PUT',
    url: `/api/categories/${id}`,
    headers: { cookie: f.staff },
    payload: body,
  });

/**
 * On PostgreSQL the notifications of the fixture's own inserts arrive a moment later and
 * would empty the cache under the test's feet; let them land first.
 */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 250));
