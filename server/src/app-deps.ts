import type { Redis } from 'ioredis';
import type { ReadCaches } from './read-caches';
import type { BusinessClock } from './clock/business-clock';
import type { ServerConfig } from './config/env';
import type { Db } from './db/database';
import type { KeyStore } from './oidc/key-store';
import type { OidcArtifactStore } from './oidc/adapter';
import type { EphemeralStore } from './web/ephemeral-store';

/** What the routes need from the process: configuration and open connections. */
export interface AppDeps {
  config: ServerConfig;
  db: Db;
  /** In-process read caches, retired by the database's change notifications. */
  caches: ReadCaches;
  deployKey: string;
  /** Token signing keys (shared by every replica through the database). */
  keys: KeyStore;
  /** Where the identity provider keeps its artifacts: the database, or Redis. */
  oidcStore: OidcArtifactStore;
  /** Rate-limit counters: memory, or Redis. */
  ephemeral: EphemeralStore;
  /** The Redis connection when REDIS_URL is set (the health check probes it). */
  redis?: Redis | undefined;
  /** What time and which business day it is (installed as the process's clock). */
  clock: BusinessClock;
  /** The public origin (issuer): PUBLIC_URL, or the listening origin once known. */
  origin: () => string;
}
