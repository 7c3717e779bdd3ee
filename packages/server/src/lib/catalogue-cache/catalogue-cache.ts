import { encodeJson, type EncodedBody } from './encoded-body';
import { ByteLru } from './lru';

/**
 * What a change touched: some products (by id), or anything at all. `stockOnly` says only
 * their stock moved, which changes no listing's members or order: a list then goes only if
 * it shows one of them.
 */
export type CatalogueChange = { productIds: number[]; stockOnly?: boolean } | 'all';

/** The stock of each product named that still exists, read fresh. */
export type ReadStock = (productIds: number[]) => Promise<Map<number, number>>;

export type CatalogueCacheOptions = {
  /** The budget for all bodies with their compressed variants. */
  maxBytes?: number;
  /**
   * Where a stale entry's stock is read from: with it, a rebuild after stock moves reads only
   * the stock of the products that moved and writes it into the body it has; without it, or
   * when that is not enough, it builds the body anew.
   */
  readStock?: ReadStock;
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
  /**
   * What `body` encodes, for a rebuild that only writes new stock into it: kept for products
   * and listings only (a search a move touched is dropped, never rebuilt).
   */
  value: unknown;
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
  /** The products it shows whose stock moved since `value` was read. */
  moved: Set<number>;
  readonly bytes: number;
};

/** A rebuild of a stale entry: `started` once it reads the database. */
type Refresh = { started: boolean; done: Promise<void> };

const isListing = (key: string) => key.startsWith('list:') || key.startsWith('search:');
/** Keys whose bodies a stock move rewrites rather than reads again. */
const isRestocked = (key: string) => key.startsWith('list:') || key.startsWith('product:');

/** The products a listing body shows: every body of a listing key has a `products` array. */
function shownProducts(value: unknown): Set<number> | undefined {
  const list = (value as { products?: unknown } | null)?.products;
  if (!Array.isArray(list)) return undefined;
  return new Set(list.map((item: { id?: unknown }) => Number(item?.id)));
}

type Shown = { id?: unknown; stock?: unknown };

/** Whether a product sold out or came back: a listing may show only what is in stock. */
const crossesSoldOut = (product: Shown, now: number) =>
  typeof product.stock === 'number' && product.stock > 0 !== now > 0;

/**
 * The body with the stock of the products in `stock` written in, where it shows their stock:
 * a listing body's `products`, or a product body's `product`. A stock move changes nothing
 * else a visitor is shown (the database announces it as `stock:` only then). Undefined for a
 * body of another shape, or a listing one of whose products sold out or came back (the
 * popular products show only what is in stock), which is then read anew.
 */
function withStock(value: unknown, stock: Map<number, number>): unknown {
  const restock = (product: Shown) => {
    const now = stock.get(Number(product?.id));
    return now === undefined || !('stock' in product) ? product : { ...product, stock: now };
  };
  const body = value as { products?: unknown; product?: unknown } | null;
  if (Array.isArray(body?.products)) {
    const products = body.products as Shown[];
    if (
      products.some((p) => stock.has(Number(p?.id)) && crossesSoldOut(p, stock.get(Number(p.id))!))
    )
      return undefined;
    return { ...body, products: products.map(restock) };
  }
  if (body?.product) return { ...body, product: restock(body.product as Shown) };
  return undefined;
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
  private readonly readStock?: ReadStock;
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
    /** Of those, the ones that read only the stock that moved. */
    restocks: 0,
  };

  constructor(options: CatalogueCacheOptions = {}) {
    this.lru = new ByteLru(options.maxBytes ?? 64 * 1024 * 1024);
    this.searchAdmitAfter = options.searchAdmitAfter ?? 2;
    this.maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
    this.readStock = options.readStock;
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
    let value: unknown;
    const body = (async () => {
      value = await load();
      if (isListing(key)) shows = shownProducts(value);
      return encodeJson(value, { compress: admitted });
    })();
    this.building.set(key, { generation, body });
    try {
      const built = await body;
      if (admitted && this.listening && !this.changedSince(generation, key, shows)) {
        this.store(key, { body: built, value, shows, load, until: Date.now() + this.maxAgeMs });
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
        for (const id of change.productIds)
          if (touches({ productIds: [id], stockOnly: true }, key, entry.shows)) entry.moved.add(id);
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
    const moved = entry.moved;
    // Moves from here on belong to the next rebuild.
    entry.moved = new Set();
    let value: unknown;
    let restocked = false;
    try {
      value = await this.restocked(entry.value, moved);
      restocked = value !== undefined;
      value ??= await entry.load();
    } catch {
      // A product gone meanwhile (404) or a database error: the next visitor builds it anew.
      if (this.lru.peek(key) === entry) this.lru.delete(key);
      return;
    }
    const shows = isListing(key) ? shownProducts(value) : undefined;
    // Dropped meanwhile (a change of more than stock, an outage, eviction): not put back.
    if (!this.listening || this.lru.peek(key) !== entry) return;
    if (restocked) this.counters.restocks++;
    // Still stale when another stock move touched it meanwhile: that move's own rebuild follows.
    const stale = this.changedSince(generation, key, shows);
    this.store(key, {
      body: encodeJson(value),
      value,
      shows,
      load: entry.load,
      // Only stock was read again: the rest is as old as the last full read, and ages as such.
      until: restocked ? entry.until : Date.now() + this.maxAgeMs,
      stale,
      // Moves that arrived while this rebuild ran, for the one that follows.
      moved: entry.moved,
    });
  }

  /**
   * `value` with the stock of the products in `moved` read fresh, or undefined when a full
   * read is needed: no stock reader, no body kept, no moves on record, or a product gone.
   */
  private async restocked(value: unknown, moved: Set<number>) {
    if (!this.readStock || value === undefined || moved.size === 0) return undefined;
    const ids = [...moved];
    const stock = await this.readStock(ids);
    if (ids.some((id) => !stock.has(id))) return undefined;
    return withStock(value, stock);
  }

  /** Whether changes are being heard; memory is used only while they are. */
  setListening(up: boolean) {
    if (this.listening && !up) this.counters.outages++;
    this.listening = up;
    this.invalidate('all');
  }

  private store(
    key: string,
    fields: Pick<Entry, 'body' | 'value' | 'shows' | 'load' | 'until'> &
      Partial<Pick<Entry, 'stale' | 'moved'>>,
  ) {
    const { body } = fields;
    const entry: Entry = {
      ...fields,
      value: isRestocked(key) ? fields.value : undefined,
      stale: fields.stale ?? false,
      moved: fields.moved ?? new Set<number>(),
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
