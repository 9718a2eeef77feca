/**
 * Keeps the answers of the public catalogue reads (the home page's lists) in memory. Every committed
 * catalog write clears it, so this instance never serves data older than its own last write; the
 * TTL bounds how stale another instance's cache can be after a write made elsewhere.
 * An embedded PGlite query costs ~2.5 ms on a small machine: this is most of the store's throughput.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  constructor(private readonly ttlMs = 5_000) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { expiresAt: now + this.ttlMs, value });
    // A failed read is not remembered. A read still running when clear() is called is dropped
    // with the map, so data older than a write is never put back.
    value.catch(() => this.entries.get(key)?.value === value && this.entries.delete(key));
    return value;
  }

  clear() {
    this.entries.clear();
  }
}
