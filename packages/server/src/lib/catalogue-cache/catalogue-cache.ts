import { encodeJson, type EncodedBody } from './encoded-body';
import { ByteLru } from './lru';

/**
 * What a change touched: some products (by id), or anything at all. `stockOnly` says only
 * their stock moved, which changes no listing's members or order: a list then goes only if
 * it shows one of them.
 */
export type CatalogueChange = { productIds: number[]; stockOnly?: boolean } | 'all';

export type CatalogueCacheOptions = {
  /** The budget for all bodies with their compressed variants. */
  maxBytes?: number;
  /** A search is kept once asked this many times among the recent searches. */
  searchAdmitAfter?: number;
  /** No entry is served older than this, whatever was (not) heard meanwhile. */
  maxAgeMs?: number;
};

const DEFAULT_MAX_AGE_MS = 60_000;

/** Keys say what they hold, so a change can drop exactly what it touched. */
export const catalogueKeys = {
  product: (id: number) => `product:${id}`,
  list: (query: object) => `list:${JSON.stringify(query)}`,
  search: (query: object) => `search:${JSON.stringify(query)}`,
  categories: 'categories',
};

const RECENT_SEARCHES = 2000;
/** Changes remembered for the builds in flight; a build older than all of them is not kept. */
const CHANGE_LOG = 256;

type Load = () => Promise<unknown>;

type Entry = {
  body: EncodedBody;
  /** When it stops being served (ms since the epoch). */
  until: number;
  /** For a listing: the products it shows. */
  shows?: Set<number>;
  /** What builds it, for a rebuild after a stock move. */
  load: Load;
  /**
   * Set when the stock of a product it shows moved: it is still served, while one rebuild
   * (begun after the move) runs, and replaced by what that rebuild reads.
   */
  stale: boolean;
  readonly bytes: number;
};

/** A rebuild of a stale entry: `started` once it reads the database. */
type Refresh = { started: boolean; done: Promise<void> };

const isListing = (key: string) => key.startsWith('list:') || key.startsWith('search:');

/** The products a listing body shows: every body of a listing key has a `products` array. */
function shownProducts(value: unknown): Set<number> | undefined {
  const list = (value as { products?: unknown } | null)?.products;
  if (!Array.isArray(list)) return undefined;
  return new Set(list.map((item: { id?: unknown }) => Number(item?.id)));
}

/** Whether `change` makes the body under `key` (showing `shows`, when known) out of date. */
function touches(change: CatalogueChange, key: string, shows?: Set<number>) {
  if (change === 'all') return true;
  if (isListing(key)) {
    if (!change.stockOnly || !shows) return true;
    return change.productIds.some((id) => shows.has(id));
  }
  return change.productIds.some((id) => key === catalogueKeys.product(id));
}

/**
 * Pre-encoded catalogue responses in memory. Correctness rests on five rules:
 * - a change of more than stock drops what it touched at once (a product, and every listing),
 *   and a build that began before a change touching it is neither stored nor handed to a
 *   later request;
 * - a stock move marks what it touched (the product, the listings showing it) stale, and
 *   drops the searches showing it: a stale entry is still served while one rebuild at a time
 *   runs for its key, and the rebuild's body replaces it. The route that moved the stock waits for a rebuild begun after its
 *   commit before it answers (`refresh`), so whoever has seen that answer is never served
 *   the older stock; anyone else may be, for as long as one rebuild takes, which is no
 *   different from having asked a moment earlier. Place-order checks stock itself;
 * - concurrent misses of one key share one build;
 * - while changes may be going unheard (no listening connection), nothing is served from
 *   memory at all;
 * - nothing is served older than `maxAgeMs`, which bounds what a change lost on the way
 *   (a connection that died without a word) can cost.
 */
export class CatalogueCache {
  private readonly lru: ByteLru<Entry>;
  private readonly building = new Map<string, { generation: number; body: Promise<EncodedBody> }>();
  private readonly refreshing = new Map<string, Refresh>();
  private readonly recentSearches = new Map<string, number>();
  private readonly searchAdmitAfter: number;
  private readonly maxAgeMs: number;
  /** Counts changes; `changes` holds the latest ones with the generation each started. */
  private generation = 0;
  private changes: { generation: number; change: CatalogueChange }[] = [];
  private listening = false;
  private readonly counters = {
    hits: 0,
    misses: 0,
    invalidations: 0,
    dropped: 0,
    outages: 0,
    /** Entries marked stale by a stock move. */
    marked: 0,
    /** Stale entries served while their rebuild ran. */
    staleHits: 0,
    /** Rebuilds of stale entries. */
    refreshes: 0,
  };

  constructor(options: CatalogueCacheOptions = {}) {
    this.lru = new ByteLru(options.maxBytes ?? 64 * 1024 * 1024);
    this.searchAdmitAfter = options.searchAdmitAfter ?? 2;
    this.maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
  }

  /** What the cache holds and has done: for operations, and for tests that count. */
  get stats() {
    return {
      entries: this.lru.size,
      bytes: this.lru.bytes,
      listening: this.listening,
      ...this.counters,
    };
  }

  /** The encoded body for `key`, from memory or built once by `load` for all who wait. */
  async get(key: string, load: Load): Promise<EncodedBody> {
    if (!this.listening) return encodeJson(await load());
    const hit = this.lru.get(key);
    if (hit && hit.until > Date.now()) {
      if (hit.stale) {
        this.counters.staleHits++;
        // A rebuild already running stores what it read, and whoever marked the entry stale
        // after it began has queued the next one.
        if (!this.refreshing.has(key)) void this.refresh(key);
      } else this.counters.hits++;
      return hit.body;
    }
    if (hit) this.lru.delete(key);
    this.counters.misses++;
    const pending = this.building.get(key);
    if (pending && !this.changedSince(pending.generation, key)) return pending.body;

    const generation = this.generation;
    // A search not yet asked again goes out uncompressed: compressing costs far more than
    // the query, for a body nobody may ask for again.
    const admitted = this.admits(key);
    let shows: Set<number> | undefined;
    const body = (async () => {
      const value = await load();
      if (isListing(key)) shows = shownProducts(value);
      return encodeJson(value, { compress: admitted });
    })();
    this.building.set(key, { generation, body });
    try {
      const built = await body;
      if (admitted && this.listening && !this.changedSince(generation, key, shows)) {
        this.store(key, built, shows, load);
      }
      return built;
    } finally {
      if (this.building.get(key)?.body === body) this.building.delete(key);
    }
  }

  /**
   * Drops what a change touched, or marks it stale when only stock moved; builds in flight
   * check the change when they finish. Gives the keys marked stale, for `refresh`.
   */
  invalidate(change: CatalogueChange): string[] {
    this.counters.invalidations++;
    this.generation++;
    this.changes.push({ generation: this.generation, change });
    if (this.changes.length > CHANGE_LOG) this.changes = this.changes.slice(-CHANGE_LOG / 2);
    const before = this.lru.size;
    const marked: string[] = [];
    if (change === 'all') this.lru.clear();
    else if (change.stockOnly) {
      // Searches are many and mostly asked once: one a move touched goes, as before, rather
      // than being rebuilt for a route to wait on.
      this.lru.deleteWhere((key, entry) => {
        if (!touches(change, key, entry.shows)) return false;
        if (key.startsWith('search:')) return true;
        entry.stale = true;
        marked.push(key);
        return false;
      });
    } else this.lru.deleteWhere((key, entry) => touches(change, key, entry.shows));
    this.counters.dropped += before - this.lru.size;
    this.counters.marked += marked.length;
    return marked;
  }

  /**
   * Rebuilds the stale entries of `keys`, one rebuild at a time per key: resolves once a
   * rebuild that began after this call has replaced (or, failing, dropped) each of them.
   */
  async refresh(keys: string | string[]): Promise<void> {
    if (Array.isArray(keys)) {
      await Promise.all(keys.map((key) => this.refresh(key)));
      return;
    }
    const key = keys;
    const current = this.refreshing.get(key);
    // One not yet begun reads after this call: it serves this caller too.
    if (current && !current.started) return current.done;
    const refresh: Refresh = { started: false, done: Promise.resolve() };
    refresh.done = (current?.done ?? Promise.resolve()).then(async () => {
      refresh.started = true;
      try {
        await this.rebuild(key);
      } finally {
        if (this.refreshing.get(key) === refresh) this.refreshing.delete(key);
      }
    });
    this.refreshing.set(key, refresh);
    return refresh.done;
  }

  private async rebuild(key: string) {
    const entry = this.lru.peek(key);
    if (!entry?.stale) return;
    this.counters.refreshes++;
    const generation = this.generation;
    let body: EncodedBody;
    let shows: Set<number> | undefined;
    try {
      const value = await entry.load();
      if (isListing(key)) shows = shownProducts(value);
      body = encodeJson(value);
    } catch {
      // A product gone meanwhile (404) or a database error: the next visitor builds it anew.
      if (this.lru.peek(key) === entry) this.lru.delete(key);
      return;
    }
    // Dropped meanwhile (a change of more than stock, an outage, eviction): not put back.
    if (!this.listening || this.lru.peek(key) !== entry) return;
    // Still stale when another stock move touched it meanwhile: that move's own rebuild follows.
    const stale = this.changedSince(generation, key, shows);
    this.store(key, body, shows, entry.load, stale);
  }

  /** Whether changes are being heard; memory is used only while they are. */
  setListening(up: boolean) {
    if (this.listening && !up) this.counters.outages++;
    this.listening = up;
    this.invalidate('all');
  }

  private store(
    key: string,
    body: EncodedBody,
    shows: Set<number> | undefined,
    load: Load,
    stale = false,
  ) {
    const entry: Entry = {
      body,
      until: Date.now() + this.maxAgeMs,
      shows,
      load,
      stale,
      get bytes() {
        return body.bytes;
      },
    };
    body.onGrow = (added) => this.lru.grow(key, entry, added);
    this.lru.set(key, entry);
  }

  /** Whether a change since `generation` touched `key`; a build older than the log counts. */
  private changedSince(generation: number, key: string, shows?: Set<number>) {
    if (generation === this.generation) return false;
    const oldest = this.changes[0]?.generation ?? Infinity;
    if (oldest > generation + 1) return true;
    return this.changes.some((c) => c.generation > generation && touches(c.change, key, shows));
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

/**
 * The payload of a catalogue notification: product ids joined by commas, prefixed `stock:`
 * when only their stock moved, or `*`.
 */
export function parseChange(payload: string): CatalogueChange {
  const stockOnly = payload.startsWith('stock:');
  const ids = stockOnly ? payload.slice('stock:'.length) : payload;
  if (ids === '*' || ids === '') return 'all';
  const productIds = ids.split(',').map(Number);
  if (!productIds.every(Number.isInteger)) return 'all';
  return stockOnly ? { productIds, stockOnly } : { productIds };
}
