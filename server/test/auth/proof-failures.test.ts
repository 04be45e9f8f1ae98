// The limit on failed DPoP proofs per client address: past it, the address's proofs are refused
// before any check until the minute ends; other addresses are untouched; replicas sharing Redis
// count together, and each learns of the block at its next failure from that address.
import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import { Redis } from 'ioredis';
import type { ServerConfig } from '../../src/config/env';
import { countProofFailure, refuseBlockedAddress } from '../../src/auth/proof-failures';
import { MemoryStore, RedisStore, type EphemeralStore } from '../../src/web/ephemeral-store';
import { Cleanup } from '../process/harness/cleanup';
import { PrivateRedis } from '../process/harness/redis';
import { freshRateWindow } from '../helpers/rate-window';

const LIMIT = 3;
const config = { dpopFailureLimit: LIMIT } as ServerConfig;
/** The start of a rate-limit minute, so that a test's failures fall in one window. */
const minuteStart = () => Math.ceil(Date.now() / 60_000) * 60_000;

const refused = (ephemeral: EphemeralStore, ip: string, nowMs: number) => {
  try {
    refuseBlockedAddress({ ephemeral }, { ip }, nowMs);
    return undefined;
  } catch (error) {
    return (error as { status: number }).status;
  }
};

describe('failed DPoP proofs per address', () => {
  // A budget spent across a minute's end would start again (helpers/rate-window.ts).
  beforeEach(() => freshRateWindow());
  it('refuses an address (429) once it has failed more proofs than the limit, until the minute ends', async () => {
    const ephemeral = new MemoryStore();
    const now = Date.now();
    for (let i = 0; i < LIMIT; i += 1) {
      await countProofFailure({ ephemeral, config }, { ip: '203.0.113.7' }, now);
      expect(refused(ephemeral, '203.0.113.7', now)).toBeUndefined();
    }
    await countProofFailure({ ephemeral, config }, { ip: '203.0.113.7' }, now);
    expect(refused(ephemeral, '203.0.113.7', now)).toBe(429);
    expect(refused(ephemeral, '203.0.113.8', now)).toBeUndefined();
    expect(refused(new MemoryStore(), '203.0.113.7', now)).toBeUndefined();
    expect(refused(ephemeral, '203.0.113.7', minuteStart() + 60_000)).toBeUndefined();
  });

  describe('replicas sharing Redis', () => {
    const cleanup = new Cleanup();
    let redis: Redis;
    before(async () => {
      const server = await PrivateRedis.create(cleanup);
      redis = new Redis(server.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await redis.connect();
    });
    after(async () => {
      redis.disconnect();
      await cleanup.run();
    });

    it('count together: a replica blocks an address at its first failure past the shared limit', async () => {
      const [first, second] = [new RedisStore(redis), new RedisStore(redis)];
      const now = Date.now();
      for (let i = 0; i < LIMIT; i += 1)
        await countProofFailure({ ephemeral: first, config }, { ip: '198.51.100.1' }, now);
      expect(refused(second, '198.51.100.1', now)).toBeUndefined();
      await countProofFailure({ ephemeral: second, config }, { ip: '198.51.100.1' }, now);
      expect(refused(second, '198.51.100.1', now)).toBe(429);
    });
  });
});
