import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@shop/shared';
import { webDistDir } from '../lib/paths';

const YEAR = 365 * 24 * 60 * 60;
const IMAGES_PREFIX = '/images/products/';
const IMAGE_NAME = /^[a-z0-9][a-z0-9-]*\.webp$/;

/**
 * Product images (content-named, never rewritten) and the built web app. Vite puts
 * hashed files under /assets, so those are cached for a year; index.html is always
 * revalidated so a new release shows at once.
 */
export async function registerStaticFiles(app: FastifyInstance, imagesDir: string) {
  // Image names are random letters and digits; anything else (encoded slashes, `..`, NUL)
  // is answered before the file server tries to resolve it.
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url.toLowerCase();
    if (!url.startsWith(IMAGES_PREFIX)) return;
    const name = request.url.slice(IMAGES_PREFIX.length).split('?')[0] ?? '';
    if (!IMAGE_NAME.test(name)) return reply.status(404).send({ error: messages.errors.notFound });
  });

  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: IMAGES_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', `public, max-age=${YEAR}, immutable`),
  });

  const hasWebApp = existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
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

  // History fallback: any page path the app routes itself gets index.html;
  // API and image paths keep their JSON 404.
  const fallback = (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.toLowerCase();
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/images/') &&
      !path.extname(url.split('?')[0] ?? '');
    if (isPage && hasWebApp) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDistDir);
    }
    return reply.status(404).send({ error: messages.errors.notFound });
  };
  // As a route (the more specific routes win), pages pass the compression hooks, which the
  // not-found handler does not run.
  if (hasWebApp) app.get('/*', fallback);
  app.setNotFoundHandler(fallback);
}
