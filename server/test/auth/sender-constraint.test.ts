// The parts of the DPoP check around the proof itself: which URLs a request may have been sent
// to (never a host name the client made up), and the replay cache of proof identifiers in both
// ephemeral stores (memory, and Redis shared by the replicas).
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { firstUse, requestUrls } from '../../src/auth/sender-constraint';
import { MemoryStore, RedisStore, type EphemeralStore } from '../../src/web/ephemeral-store';
import { Cleanup } from '../process/harness/cleanup';
import { PrivateRedis } from '../process/harness/redis';

const ORIGIN = 'https://crm.example';

describe('the URLs a request was sent to (htu)', () => {
  const request = (url: string, host = 'crm.example') => ({
    url,
    host,
    hostname: host.split(':')[0]!,
  });

  it('is the public origin with the path, never the Host header or the query', () => {
    expect(requestUrls(request('/api/x?a=1', 'evil.example'), ORIGIN, undefined)).toEqual([
      'https://crm.example/api/x',
    ]);
    expect(requestUrls(request('http://evil.example/api/x'), ORIGIN, undefined)).toEqual([
      'https://crm.example/api/x',
    ]);
  });

  it("adds a tenant's host name when the request came by the tenant host pattern", () => {
    const pattern = '{0}.crm.example';
    expect(requestUrls(request('/api/x', 'demo.crm.example'), ORIGIN, pattern)).toEqual([
      'https://crm.example/api/x',
      'https://demo.crm.example/api/x',
    ]);
    expect(requestUrls(request('/api/x', 'demo.evil.example'), ORIGIN, pattern)).toEqual([
      'https://crm.example/api/x',
    ]);
  });
});

function replayContract(
  name: string,
  open: () => Promise<{ store: EphemeralStore; close: () => Promise<void> }>,
) {
  describe(`replay cache (${name})`, () => {
    let store: EphemeralStore;
    let close: () => Promise<void>;
    before(async () => ({ store, close } = await open()));
    after(() => close());

    it("accepts a proof's jti once per key, for as long as the proof is acceptable", async () => {
      const jti = randomUUID();
      expect(await firstUse({ ephemeral: store }, 'key-a', jti, 0)).toBe(true);
      expect(await firstUse({ ephemeral: store }, 'key-a', jti, 0)).toBe(false);
      expect(await firstUse({ ephemeral: store }, 'key-b', jti, 0)).toBe(true);
      // A mark of one second: Redis keeps it 1 s, memory through whole seconds (at most 2).
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect(await firstUse({ ephemeral: store }, 'key-a', jti, 0)).toBe(true);
    });
  });
}

replayContract('memory', async () => {
  const store = new MemoryStore();
  return { store, close: () => store.close() };
});

replayContract('Redis', async () => {
  const cleanup = new Cleanup();
  const server = await PrivateRedis.create(cleanup);
  const redis = new Redis(server.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  return {
    store: new RedisStore(redis),
    close: async () => {
      redis.disconnect();
      await cleanup.run();
    },
  };
});
