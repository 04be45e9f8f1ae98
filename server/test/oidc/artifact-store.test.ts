import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createAdapterClass, type OidcArtifactStore } from '../../src/oidc/adapter';
import { RedisArtifactStore } from '../../src/oidc/redis-store';
import { SqlArtifactStore } from '../../src/oidc/artifacts.repository';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { Cleanup } from '../process/harness/cleanup';
import { PrivateRedis } from '../process/harness/redis';

function contract(
  name: string,
  open: () => Promise<{ store: OidcArtifactStore; close: () => Promise<void> }>,
) {
  describe(`${name} artifact store`, () => {
    let store: OidcArtifactStore;
    let close: () => Promise<void>;
    before(async () => ({ store, close } = await open()));
    after(() => close());

    it('stores, finds by id and uid, and destroys', async () => {
      await store.upsert('Session', 's1', { uid: 'u1', accountId: 'a' }, 60);
      expect(await store.find('Session', 's1')).toEqual({ uid: 'u1', accountId: 'a' });
      expect(await store.findByUid('Session', 'u1')).toEqual({ uid: 'u1', accountId: 'a' });
      await store.upsert('Session', 's1', { uid: 'u1', accountId: 'b' }, 60);
      expect((await store.find('Session', 's1'))?.accountId).toBe('b');
      await store.destroy('Session', 's1');
      expect(await store.find('Session', 's1')).toBeUndefined();
    });

    it('does not return expired artifacts', async () => {
      await store.upsert('AccessToken', 'short', { grantId: 'g0' }, 1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await store.find('AccessToken', 'short')).toBeUndefined();
    });

    it('lets exactly one of many racing consumers win, and revokes the grant for the losers', async () => {
      const Adapter = createAdapterClass(store);
      const codes = new Adapter('AuthorizationCode');
      await store.upsert('AuthorizationCode', 'c1', { grantId: 'g1' }, 60);
      await store.upsert('AccessToken', 'at1', { grantId: 'g1' }, 60);
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, () => codes.consume('c1')),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(rejected).toHaveLength(7);
      expect(rejected[0]!.reason.error).toBe('invalid_grant');
      expect(await store.find('AccessToken', 'at1')).toBeUndefined();
    });

    it('reports a consumed artifact as consumed', async () => {
      await store.upsert('RefreshToken', 'r1', { grantId: 'g2' }, 60);
      expect((await store.consume('RefreshToken', 'r1')).consumed).toBe(true);
      expect(typeof (await store.find('RefreshToken', 'r1'))?.consumed).toBe('number');
    });

    it('revokes every artifact of a grant', async () => {
      await store.upsert('AccessToken', 'a3', { grantId: 'g3' }, 60);
      await store.upsert('RefreshToken', 'r3', { grantId: 'g3' }, 60);
      await store.upsert('RefreshToken', 'r4', { grantId: 'g4' }, 60);
      await store.revokeByGrantId('g3');
      expect(await store.find('AccessToken', 'a3')).toBeUndefined();
      expect(await store.find('RefreshToken', 'r3')).toBeUndefined();
      expect(await store.find('RefreshToken', 'r4')).toBeDefined();
    });

    it('names the sign-in sessions that grants’ artifacts were issued in', async () => {
      await store.upsert('RefreshToken', 'r7', { grantId: 'g7', sessionUid: 'u7' }, 60);
      await store.upsert('AuthorizationCode', 'c7', { grantId: 'g7', sessionUid: 'u7' }, 60);
      await store.upsert('RefreshToken', 'r8', { grantId: 'g8', sessionUid: 'u8' }, 60);
      await store.upsert('RefreshToken', 'r9', { grantId: 'g9' }, 60);
      expect(await store.sessionUidsOfGrants(['g7', 'g9', 'unknown'])).toEqual(['u7']);
      expect((await store.sessionUidsOfGrants(['g7', 'g8'])).sort()).toEqual(['u7', 'u8']);
      expect(await store.sessionUidsOfGrants([])).toEqual([]);
    });
  });
}

contract('SQL', async () => {
  const database: TestDatabase = await createTestDatabase();
  const store = new SqlArtifactStore(database.db);
  return { store, close: async () => (await store.close(), await database.dispose()) };
});

// A private redis-server (as the process tests start one), so the test needs no Redis running.
contract('Redis', async () => {
  const cleanup = new Cleanup();
  const server = await PrivateRedis.create(cleanup);
  const redis = new Redis(server.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const store = new RedisArtifactStore(redis, `test:${randomBytes(4).toString('hex')}:`);
  return {
    store,
    close: async () => {
      redis.disconnect();
      await cleanup.run();
    },
  };
});

describe('SQL artifact store: a refresh token with its grant and session in one read', () => {
  let database: TestDatabase;
  let store: SqlArtifactStore;
  before(async () => {
    database = await createTestDatabase();
    store = new SqlArtifactStore(database.db);
  });
  after(async () => (await store.close(), await database.dispose()));

  it('returns the token, its grant and its session as the separate lookups would', async () => {
    await store.upsert('Grant', 'g5', { accountId: 'a5' }, 60);
    await store.upsert('Session', 's5', { uid: 'u5', accountId: 'a5' }, 60);
    await store.upsert('RefreshToken', 'r5', { grantId: 'g5', sessionUid: 'u5' }, 60);
    await store.consume('RefreshToken', 'r5');
    const { token, related } = await store.findRefreshTokenWithRelated('r5');
    expect(token).toEqual(await store.find('RefreshToken', 'r5'));
    expect(typeof token?.consumed).toBe('number');
    expect(related).toEqual([
      { model: 'Grant', key: 'g5', payload: await store.find('Grant', 'g5') },
      { model: 'Session', key: 'u5', payload: await store.findByUid('Session', 'u5') },
    ]);
  });

  it('reports a missing or expired grant or session as absent, and an unknown token as none', async () => {
    await store.upsert('Grant', 'g6', { accountId: 'a6' }, 1);
    await store.upsert('RefreshToken', 'r6', { grantId: 'g6', sessionUid: 'gone' }, 60);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { related } = await store.findRefreshTokenWithRelated('r6');
    expect(related).toEqual([
      { model: 'Grant', key: 'g6', payload: undefined },
      { model: 'Session', key: 'gone', payload: undefined },
    ]);
    expect(await store.findRefreshTokenWithRelated('unknown')).toEqual({
      token: undefined,
      related: [],
    });
  });

  it('consumes a refresh token and stores its successor together, once', async () => {
    await store.upsert('RefreshToken', 'r7', { grantId: 'g7' }, 60);
    const first = await store.consumeAndUpsert('RefreshToken', 'r7', 'r8', { grantId: 'g7' }, 60);
    expect(first).toEqual({ consumed: true, grantId: undefined });
    expect(typeof (await store.find('RefreshToken', 'r7'))?.consumed).toBe('number');
    expect(await store.find('RefreshToken', 'r8')).toEqual({ grantId: 'g7' });
    const again = await store.consumeAndUpsert('RefreshToken', 'r7', 'r9', { grantId: 'g7' }, 60);
    expect(again).toEqual({ consumed: false, grantId: 'g7' });
    expect(await store.find('RefreshToken', 'r9')).toBeUndefined();
  });
});
