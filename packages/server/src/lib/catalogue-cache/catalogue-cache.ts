import { encodeJson, type EncodedBody } from './encoded-body';
import { ByteLru } from './lru';

/** What a change touched: some products (by id), or anything at all. */
export type CatalogueChange = { productIds: number[] } | 'all';

export type CatalogueCacheOptions = {
  /** The budget for all bodies with their compressed variants. */
  maxBytes?: number;
  /** A search is kept once asked this many times among the recent searches. */
  searchAdmitAfter?: number;
};

/** Keys say what they hold, so a change can drop exactly what it touched. */
export const catalogueKeys = {
  product: (id: number) => `product:${id}`,
  list: (query: object) => `list:${JSON.stringify(query)}`,
  search: (query: object) => `search:${JSON.stringify(query)}`,
  categories: 'categories',
};

const RECENT_SEARCHES = 2000;

/**
 * Pre-encoded catalogue responses in memory. Correctness rests on three rules:
 * - a change drops what it touched at once, and any build that began before it is neither
 *   stored nor handed to a later request (the generation moves on);
 * - concurrent misses of one key share one build;
 * - while changes may be going unheard (no listening connection), nothing is served from
 *   memory at all.
 */
export class CatalogueCache {
  private readonly lru: ByteLru<EncodedBody>;
  private readonly building = new Map<string, { generation: number; body: Promise<EncodedBody> }>();
  private readonly recentSearches = new Map<string, number>();
  private readonly searchAdmitAfter: number;
  private generation = 0;
  private listening = false;

  constructor(options: CatalogueCacheOptions = {}) {
    this.lru = new ByteLru(options.maxBytes ?? 64 * 1024 * 1024);
    this.searchAdmitAfter = options.searchAdmitAfter ?? 2;
  }

  get stats() {
    return { entries: this.lru.size, bytes: this.lru.bytes, listening: this.listening };
  }

  /** The encoded body for `key`, from memory or built once by `load` for all who wait. */
  async get(key: string, load: () => Promise<unknown>): Promise<EncodedBody> {
    if (!this.listening) return encodeJson(await load());
    const hit = this.lru.get(key);
    if (hit) return hit;
    const pending = this.building.get(key);
    if (pending && pending.generation === this.generation) return pending.body;

    const generation = this.generation;
    // Compressing costs far more than the query (tens of ms for a page of results on a busy
    // machine): a body answered once, a search not yet asked again, goes out as it is.
    const admitted = this.admits(key);
    const body = (async () => encodeJson(await load(), { compress: admitted }))();
    this.building.set(key, { generation, body });
    try {
      const built = await body;
      if (generation === this.generation && admitted) this.lru.set(key, built);
      return built;
    } finally {
      if (this.building.get(key)?.body === body) this.building.delete(key);
    }
  }

  /** Drops what a change touched. Lists may hold any product, so every list goes. */
  invalidate(change: CatalogueChange) {
    this.generation++;
    if (change === 'all') {
      this.lru.clear();
      return;
    }
    const products = new Set(change.productIds.map(catalogueKeys.product));
    this.lru.deleteWhere(
      (key) => key.startsWith('list:') || key.startsWith('search:') || products.has(key),
    );
  }

  /** Whether changes are being heard; memory is used only while they are. */
  setListening(up: boolean) {
    this.listening = up;
    this.invalidate('all');
  }

  /** Searches are many and mostly one-off: keep one only once it is asked again. */
  private admits(key: string) {
    if (!key.startsWith('search:')) return true;
    const seen = (this.recentSearches.get(key) ?? 0) + 1;
    if (this.recentSearches.size >= RECENT_SEARCHES) this.recentSearches.clear();
    this.recentSearches.set(key, seen);
    return seen >= this.searchAdmitAfter;
  }
}

/** The payload of a catalogue notification: product ids joined by commas, or `*`. */
export function parseChange(payload: string): CatalogueChange {
  if (payload === '*' || payload === '') return 'all';
  const productIds = payload.split(',').map(Number);
  return productIds.every(Number.isInteger) ? { productIds } : 'all';
}
