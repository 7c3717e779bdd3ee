import type { Product } from '@shop/shared';

type ProductImage = Product['product_images'][number];

/** The small rendition of a product picture, or the picture itself when none was made. */
export function thumbUrl(image: Pick<ProductImage, 'thumb_url' | 'image_url'>): string {
  return image.thumb_url || image.image_url;
}
