// Once-only marks in process memory (MemoryStore.markOnce). Every API call of a DPoP client
// leaves one, kept up to two and a half minutes: at 2,000 calls a second that is over 100,000
// live marks. A mark is its key and its last second in one map, with no object of its own; the
// keys are also filed under that second, so that a past second's marks are dropped together
// instead of walking every mark.

export class OnceMarks {
  /** Key → the last whole second (epoch) in which it is still marked. */
  private readonly lastSecondOf = new Map<string, number>();
  /** Second → the keys marked until then (a key marked again later is filed again). */
  private readonly expiringAt = new Map<number, string[]>();
  private sweptThrough = 0;

  /**
   * Marks `key` for at least `ttlSeconds`, in whole seconds: through the current second and
   * `ttlSeconds` more. True when it was not marked already.
   */
  markOnce(key: string, ttlSeconds: number, nowMs = Date.now()): boolean {
    const now = Math.floor(nowMs / 1000);
    this.dropBefore(now);
    const until = this.lastSecondOf.get(key);
    if (until !== undefined && until >= now) return false;
    const last = now + Math.max(0, Math.ceil(ttlSeconds));
    this.lastSecondOf.set(key, last);
    const filed = this.expiringAt.get(last);
    if (filed) filed.push(key);
    else this.expiringAt.set(last, [key]);
    return true;
  }

  get size(): number {
    return this.lastSecondOf.size;
  }

  clear(): void {
    this.lastSecondOf.clear();
    this.expiringAt.clear();
  }

  /** Drops every mark whose last second is before `now` (once per second at most). */
  private dropBefore(now: number): void {
    if (now <= this.sweptThrough) return;
    this.sweptThrough = now;
    for (const [second, keys] of this.expiringAt) {
      if (second >= now) continue;
      for (const key of keys)
        if (this.lastSecondOf.get(key) === second) this.lastSecondOf.delete(key);
      this.expiringAt.delete(second);
    }
  }
}
