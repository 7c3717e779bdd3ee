import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { storageFailure } from '../../lib/image-store';
import { dataPaths } from '../../lib/paths';
import { linesInto } from '../../../test/helpers';
import { createCategory } from '../../../test/catalogue';
import { pngFile, postProductForm, productForm } from '../../../test/product-upload';
import { useSession, useTestApp } from '../../../test/suite';

describe('an image folder the server cannot write', () => {
  const logLines: string[] = [];
  const t = useTestApp({}, undefined, {
    logger: { level: 'error', stream: linesInto(logLines) },
  });
  const staff = useSession(t, { is_admin: true, permissions: ['product_manager'] });

  it('answers 500 with its own sentence and logs the cause, never blaming the picture', async () => {
    const categoryId = (await createCategory(t)).id;
    // The images folder becomes a plain file: every write under it fails (ENOTDIR), even for
    // root, whom a read-only mode would not stop.
    const folder = dataPaths(t.config.DATA_DIR).productImages;
    rmSync(folder, { recursive: true, force: true });
    writeFileSync(folder, 'not a folder');
    try {
      const res = await postProductForm(t.app, staff.cookie, productForm(categoryId), [
        await pngFile(),
      ]);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: 'The server could not store the images; nothing was saved. Please try again later.',
      });
      expect(await t.db.select({ n: count() }).from(products)).toEqual([{ n: 0 }]);
      const logged = logLines.map((line) => JSON.parse(line));
      expect(logged).toContainEqual(
        expect.objectContaining({
          level: 50,
          err: expect.objectContaining({ cause: expect.objectContaining({ code: 'ENOTDIR' }) }),
        }),
      );
    } finally {
      rmSync(folder, { force: true });
      mkdirSync(folder, { recursive: true });
    }
  });

  it('still refuses a file that is not a picture with 400', async () => {
    const categoryId = (await createCategory(t, { name: 'Teas' })).id;
    const res = await postProductForm(t.app, staff.cookie, productForm(categoryId), [
      { filename: 'notes.png', type: 'image/png', content: Buffer.from('not a picture') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Each image must be a JPEG, PNG or WebP picture.' });
  });
});

describe('a disk error', () => {
  const diskError = (code: string) => Object.assign(new Error(`${code}: write failed`), { code });

  it('is 507 when no space is left, 500 otherwise, keeping the cause for the log', () => {
    for (const code of ['ENOSPC', 'EDQUOT']) {
      const failure = storageFailure(diskError(code));
      expect(failure.statusCode, code).toBe(507);
      expect(failure.message).toBe(
        "The server's disk is full, so the images could not be stored; nothing was saved. Ask the shop's administrator to free some space.",
      );
      expect((failure.cause as { code: string }).code).toBe(code);
    }
    for (const code of ['EROFS', 'EACCES', 'ENOTDIR', 'EIO'])
      expect(storageFailure(diskError(code)).statusCode, code).toBe(500);
  });
});
