import { randomBytes } from 'node:crypto';
import { access, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@shop/shared';
import sharp from 'sharp';
import { badRequest, HttpError } from './errors';

const DISPLAY_SIZE = 1000;
const THUMB_SIZE = 400;
/** Narrower copies of the display image for `srcset`, so a phone fetches what it shows. */
const VARIANT_WIDTHS = [320, 640] as const;

export const imageUrl = (fileKey: string) => `/images/products/${fileKey}.webp`;
export const thumbUrl = (fileKey: string) => `/images/products/${fileKey}-thumb.webp`;
const variantUrl = (fileKey: string, width: number) => `/images/products/${fileKey}-${width}.webp`;

/**
 * The `srcset` of a display image `width` pixels wide: each narrower variant, then the image
 * itself at its real width (a variant is never wider than what it was made from).
 */
export function imageSrcset(fileKey: string, width: number) {
  const variants = VARIANT_WIDTHS.filter((w) => w < width).map(
    (w) => `${variantUrl(fileKey, w)} ${w}w`,
  );
  return [...variants, `${imageUrl(fileKey)} ${width}w`].join(', ');
}

/** Photo formats a shop owner uploads. SVG is refused: sharp would render it, but it is not a photo. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** Disk errors that mean no space is left: the whole disk, or the shop's quota on it. */
const NO_SPACE = new Set(['ENOSPC', 'EDQUOT']);

/**
 * A failed write is the server's fault, not the picture's: 507 when the disk is full, 500
 * otherwise (a read-only or missing folder), with the disk's error kept for the log.
 */
export function storageFailure(error: unknown): HttpError {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && NO_SPACE.has(code)
    ? new HttpError(507, messages.product.imageStoreFull, { cause: error })
    : new HttpError(500, messages.product.imageStoreFailed, { cause: error });
}

/** A stored image: its files' base name and the width of its display file. */
export type StoredImage = { file_key: string; width: number };

export type ImageStore = ReturnType<typeof createImageStore>;

/**
 * Product images on disk. Every image is decoded and re-encoded by sharp, which both
 * proves it is an image and drops its metadata (EXIF, GPS); files get random names.
 * Beside the display and thumbnail files each image has its `srcset` variants.
 */
export function createImageStore(dir: string) {
  const displayPath = (key: string) => path.join(dir, `${key}.webp`);
  const variantPath = (key: string, width: number) => path.join(dir, `${key}-${width}.webp`);
  const files = (key: string) => [
    displayPath(key),
    path.join(dir, `${key}-thumb.webp`),
    ...VARIANT_WIDTHS.map((width) => variantPath(key, width)),
  ];

  /** The variants, made from the display image (small to decode, already upright). */
  const makeVariants = (display: Buffer) =>
    Promise.all(
      VARIANT_WIDTHS.map((width) =>
        sharp(display).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
      ),
    );

  /** The display, thumbnail and variant files of a picture, encoded in memory. */
  async function encode(input: Buffer) {
    const source = sharp(input, { failOn: 'error' }).rotate();
    const [display, thumb] = await Promise.all([
      source
        .clone()
        .resize(DISPLAY_SIZE, DISPLAY_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true }),
      source
        .clone()
        .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer(),
    ]);
    return { display, thumb, variants: await makeVariants(display.data) };
  }

  /**
   * Stores one picture: a picture sharp cannot decode is the uploader's 400; a write that
   * fails is the server's (see `storageFailure`), and leaves no file of the picture behind.
   */
  async function save(input: Buffer): Promise<StoredImage> {
    const key = randomBytes(12).toString('hex');
    const { display, thumb, variants } = await encode(input).catch(() => {
      throw badRequest(messages.product.imageInvalid);
    });
    const [displayFile, thumbFile, ...variantFiles] = files(key);
    try {
      await writeFile(displayFile!, display.data);
      await writeFile(thumbFile!, thumb);
      for (const [i, file] of variantFiles.entries()) await writeFile(file, variants[i]!);
    } catch (error) {
      // Clearing up can fail for the same reason the write did; the write's error is the one to report.
      await remove(key).catch(() => undefined);
      throw storageFailure(error);
    }
    return { file_key: key, width: display.info.width };
  }

  async function remove(key: string): Promise<void> {
    await Promise.all(files(key).map((file) => rm(file, { force: true })));
  }

  /**
   * Makes the variants an image stored before they existed is missing; the display file's
   * width, or undefined when the image has no display file.
   */
  async function ensureVariants(key: string): Promise<number | undefined> {
    const display = await readFile(displayPath(key)).catch(() => undefined);
    if (!display) return undefined;
    const { width } = await sharp(display).metadata();
    const missing = await Promise.all(
      VARIANT_WIDTHS.map((w) =>
        access(variantPath(key, w)).then(
          () => false,
          () => true,
        ),
      ),
    );
    if (missing.some(Boolean)) {
      const variants = await makeVariants(display);
      for (const [i, w] of VARIANT_WIDTHS.entries()) {
        if (missing[i]) await writeFile(variantPath(key, w), variants[i]!);
      }
    }
    return width;
  }

  /**
   * Checks every upload by its content before writing any, then stores them all; if one
   * fails nothing is left behind.
   */
  async function saveUploads(uploads: Buffer[]): Promise<StoredImage[]> {
    for (const upload of uploads) {
      // sharp throws at once (not in the promise) on an empty buffer.
      const format = await Promise.resolve()
        .then(() => sharp(upload).metadata())
        .then((meta) => meta.format)
        .catch(() => undefined);
      if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest(messages.product.imageInvalid);
    }
    const saved: StoredImage[] = [];
    try {
      for (const upload of uploads) saved.push(await save(upload));
      return saved;
    } catch (error) {
      await Promise.all(saved.map((image) => remove(image.file_key).catch(() => undefined)));
      throw error;
    }
  }

  return { save, remove, saveUploads, ensureVariants };
}
