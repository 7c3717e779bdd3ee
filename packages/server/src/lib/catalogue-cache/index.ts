import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { CatalogueCache, parseChange, type CatalogueChange } from './catalogue-cache';
import { chooseEncoding, encodeJson, matchesIfNoneMatch, type EncodedBody } from './encoded-body';

export { CatalogueCache, catalogueKeys, type CatalogueChange } from './catalogue-cache';

/** The channel the database triggers of migration 0002 notify on every catalogue change. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueCache;
  }
}

/**
 * One cache per app. Database triggers announce every write to the catalogue tables, from this
 * instance or another, so what changed elsewhere is dropped here within moments; a write
 * through this instance also drops its keys itself before answering (see `catalogueChanged`).
 */
export async function registerCatalogueCache(app: FastifyInstance, database: Database) {
  const cache = new CatalogueCache();
  app.decorate('catalogue', cache);
  const unlisten = await database.listen(CATALOGUE_CHANNEL, {
    notify: (payload) => cache.invalidate(parseChange(payload)),
    connected: (up) => cache.setListening(up),
  });
  app.addHook('onClose', async () => {
    cache.setListening(false);
    await unlisten();
  });
}

/**
 * Called by every route that writes what a visitor sees, after the write commits and before
 * it answers: whoever has seen the answer will not be served the older catalogue.
 */
export function catalogueChanged(app: FastifyInstance, change: CatalogueChange = 'all') {
  app.catalogue.invalidate(change);
}

/**
 * Staff may be shown more than visitors one day; their responses are built for them and never
 * stored, so the shared cache only ever holds what any visitor may see.
 */
const isStaff = (request: FastifyRequest) => request.user?.is_admin === true;

/** Serves a catalogue response from the cache (or builds it), with negotiation and ETag. */
export async function sendCatalogue(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
) {
  const body = isStaff(request)
    ? await encodeJson(await load())
    : await request.server.catalogue.get(key, load);
  return sendEncoded(request, reply, body);
}

function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  const encoding = chooseEncoding(request.headers['accept-encoding'], body);
  reply.header('etag', body.etags[encoding]);
  if (body.br) reply.header('vary', 'accept-encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], body)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  if (encoding === 'identity') return reply.send(body.identity);
  reply.header('content-encoding', encoding);
  return reply.send(body[encoding]);
}

/**
 * Route options for a route that may move stock (orders, payments, cancellations): the
 * catalogue is dropped before it answers, failures included, as a failed call may have
 * reserved stock and given it back.
 */
export const movesStock = (app: FastifyInstance) => ({
  onSend: async () => catalogueChanged(app),
});
