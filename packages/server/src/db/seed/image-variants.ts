import { eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../client';
import { productImages } from '../schema';
import type { ImageStore } from '../../lib/image-store';

/**
 * Images stored before `srcset` variants existed have no width: makes their variants from the
 * display file and records the width, one image at a time (the shop answers meanwhile; such
 * an image is shown without `srcset` until its turn). Each update announces itself, so the
 * catalogue cache drops the product it touched.
 */
export async function makeMissingImageVariants(db: Queryable, images: ImageStore) {
  const pending = await db
    .select({ id: productImages.id, file_key: productImages.file_key })
    .from(productImages)
    .where(isNull(productImages.width));
  let made = 0;
  for (const image of pending) {
    const width = await images.ensureVariants(image.file_key);
    if (width === undefined) continue;
    await db.update(productImages).set({ width }).where(eq(productImages.id, image.id));
    made++;
  }
  return made;
}
