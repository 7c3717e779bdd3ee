/**
 * A least-recently-used map bounded by the bytes of its values rather than their count, so a
 * few large listings and many small product pages share one budget.
 */
export class ByteLru<V extends { bytes: number }> {
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get bytes() {
    return this.total;
  }

  get size() {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A Map iterates in insertion order: re-inserting makes this the most recent.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** The value under `key`, leaving its place in the order as it is. */
  peek(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V) {
    this.delete(key);
    if (value.bytes > this.maxBytes) return;
    this.entries.set(key, value);
    this.total += value.bytes;
    this.evict();
  }

  private evict() {
    for (const [oldest, old] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= old.bytes;
    }
  }

  /**
   * Counts `added` more bytes of `value` (a variant made after it was stored), then evicts to
   * stay within budget; nothing when `key` holds something else by now.
   */
  grow(key: string, value: V, added: number) {
    if (this.entries.get(key) !== value) return;
    this.total += added;
    this.evict();
  }

  delete(key: string) {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.total -= value.bytes;
  }

  /** Drops every key `drop` says yes to. */
  deleteWhere(drop: (key: string, value: V) => boolean) {
    for (const [key, value] of [...this.entries]) if (drop(key, value)) this.delete(key);
  }

  clear() {
    this.entries.clear();
    this.total = 0;
  }
}
