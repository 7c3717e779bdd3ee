import { readdirSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/catalogue';
import { useTestApp } from '../../../test/suite';
import { createImageStore } from '../../lib/image-store';
import { dataPaths } from '../../lib/paths';
import { productImages } from '../schema';
import { makeMissingImageVariants } from './image-variants';

describe('images stored before srcset variants', () => {
  const t = useTestApp();

  it('get their variants and width, and then a srcset in the API', async () => {
    const dir = dataPaths(t.config.DATA_DIR).productImages;
    const { id } = await createProduct(t, { category_id: (await createCategory(t)).id });
    // As an older release left it: display and thumbnail only, no width.
    for (const name of readdirSync(dir).filter((n) => /-(320|640)\.webp$/.test(n)))
      unlinkSync(path.join(dir, name));
    await t.db.update(productImages).set({ width: null }).where(eq(productImages.product_id, id));
    const before = await t.app.inject(`/api/products/${id}`);
    expect(before.json().product.product_images[0].srcset).toBeUndefined();

    expect(await makeMissingImageVariants(t.db, createImageStore(dir))).toBe(1);
    t.app.catalogue.invalidate({ productIds: [id] });
    const image = (await t.app.inject(`/api/products/${id}`)).json().product.product_images[0];
    // The test photo is 64 px wide: only its real width is offered.
    expect(image.srcset).toBe(`${image.image_url} 64w`);
    expect(readdirSync(dir).filter((n) => /-(320|640)\.webp$/.test(n))).toHaveLength(2);
    expect(await makeMissingImageVariants(t.db, createImageStore(dir))).toBe(0);
  });
});
