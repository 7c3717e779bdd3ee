// Runs only against a PostgreSQL server (TEST_DATABASE_URL): two instances share one database
// there, which the embedded database cannot do (see vitest.config.ts).
import { describe, expect, it } from 'vitest';
import { createCategory, createProduct, setStock, writeUnannounced } from '../../../test/catalogue';
import { listedStock, productOf } from '../../../test/catalogue-reads';
import {
  cachedProduct,
  renameCategory,
  useCatalogueFixture,
} from '../../../test/catalogue-fixture';
import { eventually } from '../../../test/requests';
import { useSecondApp } from '../../../test/suite';

describe('catalogue cache, two instances on one PostgreSQL database', () => {
  const f = useCatalogueFixture();
  const second = useSecondApp(f.t);

  it('drops what a write through one instance changed on the other', async () => {
    const { t, staff } = f;
    const id = await cachedProduct(f, 10);
    expect((await productOf(t.app, id)).stock).toBe(10);
    expect((await productOf(second.app, id)).stock).toBe(10);
    expect(await listedStock(second.app, id)).toBe(10);

    // Both instances hold the product in memory.
    await writeUnannounced(t, id, { stock: 9 });
    expect((await productOf(t.app, id)).stock).toBe(10);
    expect((await productOf(second.app, id)).stock).toBe(10);

    const res = await setStock(t.app, staff, id, 4);
    expect(res.statusCode).toBe(200);
    expect((await productOf(t.app, id)).stock).toBe(4);
    expect(await eventually(async () => (await productOf(second.app, id)).stock, 4)).toBe(4);
    expect(await eventually(() => listedStock(second.app, id), 4)).toBe(4);
  });

  it('drops a renamed category on the other instance', async () => {
    const { t } = f;
    const category = await createCategory(t, { name: 'Powders', gst_percent: 5 });
    const { id } = await createProduct(t, { category_id: category.id });
    expect((await productOf(second.app, id)).category).toBe('Powders');
    await renameCategory(f, category.id, { name: 'Herbal Powders', description: 'Churna', gst: 5 });
    expect(
      await eventually(async () => (await productOf(second.app, id)).category, 'Herbal Powders'),
    ).toBe('Herbal Powders');
  });
});
