import { existsSync, mkdtempSync, readdirSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createImageStore, imageSrcset } from './image-store';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4a7c59' } })
    .png()
    .toBuffer();
const widthOf = async (file: string) => (await sharp(file).metadata()).width;

describe('image store', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'shop-images-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stores display, thumbnail and 320 and 640 px variants of a large photo', async () => {
    const store = createImageStore(dir);
    const { file_key, width } = await store.save(await photo(1600, 1200));
    expect(width).toBe(1000);
    expect(readdirSync(dir).sort()).toEqual(
      ['', '-320', '-640', '-thumb'].map((suffix) => `${file_key}${suffix}.webp`).sort(),
    );
    expect(await widthOf(path.join(dir, `${file_key}-320.webp`))).toBe(320);
    expect(await widthOf(path.join(dir, `${file_key}-640.webp`))).toBe(640);
    expect(imageSrcset(file_key, width)).toBe(
      `/images/products/${file_key}-320.webp 320w, /images/products/${file_key}-640.webp 640w, /images/products/${file_key}.webp 1000w`,
    );
  });

  it('never enlarges a small or tall photo, and lists only the real widths', async () => {
    const store = createImageStore(dir);
    const small = await store.save(await photo(500, 300));
    expect(small.width).toBe(500);
    expect(await widthOf(path.join(dir, `${small.file_key}-640.webp`))).toBe(500);
    expect(imageSrcset(small.file_key, small.width)).toBe(
      `/images/products/${small.file_key}-320.webp 320w, /images/products/${small.file_key}.webp 500w`,
    );
    // A tall photo fits 1000 px high: its display file is narrower than 640.
    const tall = await store.save(await photo(600, 2000));
    expect(tall.width).toBe(300);
    expect(imageSrcset(tall.file_key, tall.width)).toBe(
      `/images/products/${tall.file_key}.webp 300w`,
    );
  });

  it('deletes an image with all its variants', async () => {
    const store = createImageStore(dir);
    const { file_key } = await store.save(await photo(800, 800));
    await store.remove(file_key);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('makes the variants an older image lacks from its display file', async () => {
    const store = createImageStore(dir);
    const { file_key } = await store.save(await photo(1200, 900));
    unlinkSync(path.join(dir, `${file_key}-320.webp`));
    unlinkSync(path.join(dir, `${file_key}-640.webp`));
    expect(await store.ensureVariants(file_key)).toBe(1000);
    expect(await widthOf(path.join(dir, `${file_key}-320.webp`))).toBe(320);
    expect(existsSync(path.join(dir, `${file_key}-640.webp`))).toBe(true);
    expect(await store.ensureVariants('no-such-image')).toBeUndefined();
  });
});
