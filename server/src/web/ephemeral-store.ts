// Short-lived shared counters (rate limits): in process memory by default, in Redis when
// REDIS_URL is set so that every replica counts together.
import type { Redis } from 'ioredis';

export interface EphemeralStore {
  /** Adds one to `key` (created with a `ttlSeconds` lifetime) and returns the new count. */
  increment(key: string, ttlSeconds: number): Promise<number>;
  close(): Promise<void>;
}

export class MemoryStore implements EphemeralStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();

  async increment(key: string, ttlSeconds: number): Promise<number> {
    const now = Date.now();
    if (this.counters.size > 10_000) this.sweep(now);
    const current = this.counters.get(key);
    if (!current || current.expiresAt <= now) {
      this.counters.set(key, { count: 1, expiresAt: now + ttlSeconds * 1000 });
      return 1;
    }
    current.count += 1;
    return current.count;
  }

  private sweep(now: number): void {
    for (const [key, value] of this.counters) if (value.expiresAt <= now) this.counters.delete(key);
  }

  async close(): Promise<void> {
    this.counters.clear();
  }
}

export class RedisStore implements EphemeralStore {
  constructor(private readonly redis: Redis) {}

  async increment(key: string, ttlSeconds: number): Promise<number> {
    const [[, count]] = (await this.redis
      .multi()
      .incr(`crm:rl:${key}`)
      .expire(`crm:rl:${key}`, ttlSeconds, 'NX')
      .exec()) as [[Error | null, number]];
    return count;
  }

  async close(): Promise<void> {
    // The connection is owned (and closed) by whoever created it.
  }
}
