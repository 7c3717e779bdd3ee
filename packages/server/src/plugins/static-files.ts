import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '@shop/shared';

const YEAR = 365 * 24 * 60 * 60;
const IMAGES_PREFIX = '/images/products/';
const IMAGE_NAME = /^[a-z0-9][a-z0-9-]*\.webp$/;

/**
 * Product images (content-named, never rewritten) and the built web app's files. Vite puts
 * hashed files under /assets, so those are cached for a year; the rest is revalidated so a
 * new release shows at once. Pages themselves are answered by the storefront-html module.
 */
export async function registerStaticFiles(app: FastifyInstance, imagesDir: string, webDir: string) {
  // Image names are random letters and digits; anything else (encoded slashes, `..`, NUL)
  // is answered before the file server tries to resolve it.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.toLowerCase().startsWith(IMAGES_PREFIX)) return done();
    const name = request.url.slice(IMAGES_PREFIX.length).split('?')[0] ?? '';
    if (IMAGE_NAME.test(name)) return done();
    void reply.status(404).send({ error: messages.errors.notFound });
  });

  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: IMAGES_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', `public, max-age=${YEAR}, immutable`),
  });

  if (existsSync(path.join(webDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br/.gz beside the hashed assets; anything else is compressed as sent.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? `public, max-age=${YEAR}, immutable` : 'no-cache');
      },
    });
  }
}
