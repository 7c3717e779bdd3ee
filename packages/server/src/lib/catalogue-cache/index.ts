import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Db } from '../../db/client';
import { products } from '../../db/schema';
import { CatalogueCache, parseChange, type CatalogueChange } from './catalogue-cache';
import { encodeJson, sendEncodedBody } from './encoded-body';
import { stockMoveHooks } from './stock-moves';

export { CatalogueCache, catalogueKeys, type CatalogueChange } from './catalogue-cache';
export { noteStockMoved } from './stock-moves';

/** The channel the database triggers of migrations 0005 and 0017 notify on every catalogue change. */
const CATALOGUE_CHANNEL = 'catalogue_changed';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueCache;
  }
}

export type CatalogueCacheSettings = {
  /** No entry is served older than this. */
  maxAgeMs: number;
  /** How often the listening connection proves it still hears (a notification to itself). */
  heartbeatMs: number;
};

/**
 * One cache per app. Database triggers announce every write to the catalogue tables, from this
 * instance or another, so what changed elsewhere is dropped here within moments; a write
 * through this instance also drops its keys itself before answering (see `catalogueChanged`
 * and `movesStock`).
 */
export async function registerCatalogueCache(
  app: FastifyInstance,
  database: Database,
  { maxAgeMs, heartbeatMs }: CatalogueCacheSettings,
) {
  const cache = new CatalogueCache({ maxAgeMs, readStock: (ids) => readStock(database.db, ids) });
  app.decorate('catalogue', cache);
  const unlisten = await database.listen(CATALOGUE_CHANNEL, {
    notify: (payload) => cache.invalidate(parseChange(payload)),
    connected: (up) => cache.setListening(up),
    heartbeatMs,
  });
  app.addHook('onClose', async () => {
    cache.setListening(false);
    await unlisten();
  });
}

/** The stock a visitor is shown of each product named, for rebuilds after stock moves. */
async function readStock(db: Db, productIds: number[]) {
  const rows = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(rows.map((row) => [row.id, row.stock]));
}

/**
 * Called by every route that writes what a visitor sees, after the write commits and before
 * it answers: whoever has seen the answer will not be served the older catalogue.
 */
export function catalogueChanged(app: FastifyInstance, change: CatalogueChange = 'all') {
  void app.catalogue.refresh(app.catalogue.invalidate(change));
}

/**
 * Route options for every route that may take or give back stock: on success the products
 * whose stock it moved (noted by `noteStockMoved`), and the listings showing them, are
 * rebuilt before it answers, while other visitors are still served the bodies they replace;
 * a refused or failed request touches nothing. Spread them into the route's options:
 * `app.post(url, { ...movesStock(app), preHandler }, handler)`.
 */
export const movesStock = (app: FastifyInstance) =>
  stockMoveHooks((productIds) =>
    app.catalogue.refresh(app.catalogue.invalidate({ productIds, stockOnly: true })),
  );

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
    ? encodeJson(await load())
    : await request.server.catalogue.get(key, load);
  return sendEncodedBody(request, reply, body, 'application/json; charset=utf-8');
}
