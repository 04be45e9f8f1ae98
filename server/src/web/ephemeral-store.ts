// Short-lived shared counters (rate limits) and once-only marks (DPoP proof identifiers): in
// process memory by default, in Redis when REDIS_URL is set so that every replica counts together.
import type { Redis } from 'ioredis';
import { OnceMarks } from './once-marks';

export interface EphemeralStore {
  /** Adds one to `key` (created with a `ttlSeconds` lifetime) and returns the new count. */
  increment(key: string, ttlSeconds: number): Promise<number>;
  /** Marks `key` for at least `ttlSeconds`; true when it was not marked already. */
  markOnce(key: string, ttlSeconds: number): Promise<boolean>;
  close(): Promise<void>;
}

export class MemoryStore implements EphemeralStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  private readonly marks = new OnceMarks();
  private nextSweepAt = 0;

  async increment(key: string, ttlSeconds: number): Promise<number> {
    const now = Date.now();
    // At most once a second: many addresses at once is a load to count, not a reason to walk
    // every counter on every call.
    if (this.counters.size > 10_000 && now >= this.nextSweepAt) this.sweep(now);
    const current = this.counters.get(key);
    if (!current || current.expiresAt <= now) {
      this.counters.set(key, { count: 1, expiresAt: now + ttlSeconds * 1000 });
      return 1;
    }
    current.count += 1;
    return current.count;
  }

  async markOnce(key: string, ttlSeconds: number): Promise<boolean> {
    return this.marks.markOnce(key, ttlSeconds);
  }

  private sweep(now: number): void {
    this.nextSweepAt = now + 1000;
    for (const [key, value] of this.counters) if (value.expiresAt <= now) this.counters.delete(key);
  }

  async close(): Promise<void> {
    this.counters.clear();
    this.marks.clear();
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

  async markOnce(key: string, ttlSeconds: number): Promise<boolean> {
    return (await this.redis.set(`crm:once:${key}`, '1', 'EX', ttlSeconds, 'NX')) === 'OK';
  }

  async close(): Promise<void> {
    // The connection is owned (and closed) by whoever created it.
  }
}
