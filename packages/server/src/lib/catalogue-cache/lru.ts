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

  set(key: string, value: V) {
    this.delete(key);
    if (value.bytes > this.maxBytes) return;
    this.entries.set(key, value);
    this.total += value.bytes;
    for (const [oldest, old] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= old.bytes;
    }
  }

  delete(key: string) {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.total -= value.bytes;
  }

  /** Drops every key `drop` says yes to. */
  deleteWhere(drop: (key: string) => boolean) {
    for (const key of [...this.entries.keys()]) if (drop(key)) this.delete(key);
  }

  clear() {
    this.entries.clear();
    this.total = 0;
  }
}
