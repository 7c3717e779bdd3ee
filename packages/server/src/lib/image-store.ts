import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export const DISPLAY_SIZE = 1000;
export const THUMB_SIZE = 400;

export const imageUrl = (fileKey: string) => `/images/products/${fileKey}.webp`;
export const thumbUrl = (fileKey: string) => `/images/products/${fileKey}-thumb.webp`;

export type ImageStore = ReturnType<typeof createImageStore>;

/**
 * Product images on disk. Every image is decoded and re-encoded by sharp, which both
 * proves it is an image and drops its metadata (EXIF, GPS); files get random names.
 */
export function createImageStore(dir: string) {
  const files = (key: string) => [
    path.join(dir, `${key}.webp`),
    path.join(dir, `${key}-thumb.webp`),
  ];

  return {
    async save(input: Buffer): Promise<string> {
      const key = randomBytes(12).toString('hex');
      const source = sharp(input, { failOn: 'error' }).rotate();
      const [display, thumb] = await Promise.all([
        source
          .clone()
          .resize(DISPLAY_SIZE, DISPLAY_SIZE, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
        source
          .clone()
          .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer(),
      ]);
      const [displayPath, thumbPath] = files(key);
      await writeFile(displayPath!, display);
      await writeFile(thumbPath!, thumb);
      return key;
    },

    async remove(key: string): Promise<void> {
      await Promise.all(files(key).map((file) => rm(file, { force: true })));
    },
  };
}
