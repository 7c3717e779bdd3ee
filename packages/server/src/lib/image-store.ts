import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@shop/shared';
import sharp from 'sharp';
import { badRequest } from './errors';

export const DISPLAY_SIZE = 1000;
export const THUMB_SIZE = 400;

export const imageUrl = (fileKey: string) => `/images/products/${fileKey}.webp`;
export const thumbUrl = (fileKey: string) => `/images/products/${fileKey}-thumb.webp`;

/** Photo formats a shop owner uploads. SVG is refused: sharp would render it, but it is not a photo. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

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

  async function save(input: Buffer): Promise<string> {
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
    try {
      await writeFile(displayPath!, display);
      await writeFile(thumbPath!, thumb);
    } catch (error) {
      await remove(key);
      throw error;
    }
    return key;
  }

  async function remove(key: string): Promise<void> {
    await Promise.all(files(key).map((file) => rm(file, { force: true })));
  }

  /**
   * Checks every upload by its content before writing any, then stores them all; if one
   * fails nothing is left behind.
   */
  async function saveUploads(uploads: Buffer[]): Promise<string[]> {
    for (const upload of uploads) {
      // sharp throws at once (not in the promise) on an empty buffer.
      const format = await Promise.resolve()
        .then(() => sharp(upload).metadata())
        .then((meta) => meta.format)
        .catch(() => undefined);
      if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest(messages.product.imageInvalid);
    }
    const saved: string[] = [];
    try {
      for (const upload of uploads) saved.push(await save(upload));
      return saved;
    } catch {
      await Promise.all(saved.map(remove));
      throw badRequest(messages.product.imageInvalid);
    }
  }

  return { save, remove, saveUploads };
}
