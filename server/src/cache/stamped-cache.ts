// A bounded in-process cache whose entries are valid only while the versions they were read
// under are current (change-feed.ts). Concurrent misses of one key share one load; a failed
// load is not kept. When full, the oldest entry goes.
import type { ChangeFeed } from './change-feed';

interface Entry<V> {
  stamp: string;
  value: Promise<V>;
}

export class StampedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly changes: ChangeFeed,
    private readonly maxEntries: number,
  ) {}

  get(key: string, dependsOn: readonly string[], load: () => Promise<V>): Promise<V> {
    if (!this.changes.isLive()) return load();
    const stamp = this.changes.stamp(dependsOn);
    const hit = this.entries.get(key);
    if (hit && hit.stamp === stamp) return hit.value;
    const value = load();
    const entry = { stamp, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.evictOldest();
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private evictOldest(): void {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}
