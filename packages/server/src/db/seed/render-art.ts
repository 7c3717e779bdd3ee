import sharp from 'sharp';
import type { SeedProduct } from './catalogue-data';
import { productArtSvg } from './product-art';

export const ART_VARIANTS = 3;
/** Pixels per side; the art is drawn on a 1000-unit canvas and scaled at render time. */
export const ART_SIZE = 800;

/** Renders a product's illustrations to PNG so they go through the same image store as uploads. */
export function renderProductArt(product: SeedProduct): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: ART_VARIANTS }, (_, variant) =>
      sharp(Buffer.from(productArtSvg(product, variant)), { density: (72 * ART_SIZE) / 1000 })
        .png({ compressionLevel: 1 })
        .toBuffer(),
    ),
  );
}
