// The long-lived connections of a server process beside the database: the signing keys, the
// identity provider's storage and the rate-limit counters, in Redis when REDIS_URL is set.
import { Redis } from 'ioredis';
import type { ServerConfig } from './config/env';
import type { Db } from './db/database';
import type { OidcArtifactStore } from './oidc/adapter';
import { KeyStore } from './oidc/key-store';
import { RedisArtifactStore } from './oidc/redis-store';
import { SqlArtifactStore } from './oidc/artifacts.repository';
import { MemoryStore, RedisStore, type EphemeralStore } from './web/ephemeral-store';

export interface ProcessDeps {
  keys: KeyStore;
  oidcStore: OidcArtifactStore;
  ephemeral: EphemeralStore;
  redis: Redis | undefined;
  close: () => Promise<void>;
}

export async function openProcessDeps(config: ServerConfig, db: Db): Promise<ProcessDeps> {
  const keys = new KeyStore(db);
  await keys.start(config.signingKeyRefreshSeconds);
  const redis = config.redisUrl ? openRedis(config.redisUrl) : undefined;
  if (redis) await redis.connect();
  const oidcStore = redis ? new RedisArtifactStore(redis) : new SqlArtifactStore(db);
  const ephemeral = redis ? new RedisStore(redis) : new MemoryStore();
  return {
    keys,
    oidcStore,
    ephemeral,
    redis,
    close: async () => {
      keys.stop();
      await oidcStore.close();
      await ephemeral.close();
      redis?.disconnect();
    },
  };
}

/**
 * While Redis is unreachable, commands fail at once (no offline queue) and a hanging one after
 * two seconds, so a request that needs Redis answers 503 quickly instead of waiting; ioredis
 * reconnects by itself. Its connection errors are logged once per outage, not on every retry.
 */
function openRedis(url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: 5000,
    commandTimeout: 2000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    console.warn(`redis connection lost: ${error.message}`);
  });
  redis.on('ready', () => {
    if (down) console.warn('redis connection restored');
    down = false;
  });
  return redis;
}

/** The public origin: PUBLIC_URL, or where the server listens (`localhost` for loopback). */
export function originOf(config: ServerConfig, address: string | undefined): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  if (!address) return `http://localhost:${config.port}`;
  const url = new URL(address);
  if (['127.0.0.1', '[::1]', '0.0.0.0', '[::]'].includes(url.hostname)) url.hostname = 'localhost';
  return url.origin;
}
