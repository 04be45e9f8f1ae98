// Builds the app on a fresh test database, with `inject` for requests (no port is opened).
// Create it once per test file (`before`). The database is a copy of a template seeded once per
// test run for each set of seed options and business day (test-templates.ts).
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppDeps } from '../../src/app-deps';
import { createReadCaches } from '../../src/read-caches';
import { createBusinessClock, installBusinessClock } from '../../src/clock/business-clock';
import { loadConfig, type ServerConfig } from '../../src/config/env';
import type { Db } from '../../src/db/database';
import { seedDemoData, seedHost } from '../../src/demo/seed';
import { KeyStore } from '../../src/oidc/key-store';
import type { OidcArtifactStore } from '../../src/oidc/adapter';
import { SqlArtifactStore } from '../../src/oidc/artifacts.repository';
import { ensureSigningKeys } from '../../src/oidc/signing-keys';
import { MemoryStore } from '../../src/web/ephemeral-store';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_DEPLOY_KEY = 'test-deploy-key-0123456789abcdef';
export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: ServerConfig;
  deps: AppDeps;
  close: () => Promise<void>;
}

export interface TestAppOptions extends Partial<ServerConfig> {
  /** Seeds the demo tenant and accounts (default true). */
  demo?: boolean;
  /** Also seeds the portfolio demo in tenant `demo` (default false: it adds about a second). */
  portfolio?: boolean;
  /** The app's logger (default none). */
  logger?: FastifyServerOptions['logger'];
  /** The app clock's instant (default the real time); its zone is `timeZone`. */
  now?: () => Date;
  /** The identity provider's store (default the SQL store on the test database). */
  oidcStore?: (db: Db) => OidcArtifactStore;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const {
    demo = true,
    portfolio = false,
    logger = false,
    now,
    oidcStore: store,
    ...overrides
  } = options;
  const timeZone = overrides.timeZone ?? loadConfig({ NODE_ENV: 'test' }).timeZone;
  const clock = createBusinessClock(timeZone, now);
  installBusinessClock(clock); // the demo's data is dated by it too
  const database = await createTestDatabase({
    seed: {
      key: JSON.stringify({ demo, portfolio, today: clock.today(), timeZone }),
      apply: async (db) => {
        await seedHost(db);
        if (demo) await seedDemoData(db, { portfolio });
        await ensureSigningKeys(db);
      },
    },
  });
  const config: ServerConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    publicUrl: TEST_ORIGIN,
    ...overrides,
  };
  const keys = new KeyStore(database.db);
  await keys.start(3600);
  const oidcStore = store ? store(database.db) : new SqlArtifactStore(database.db);
  const ephemeral = new MemoryStore();
  const deps: AppDeps = {
    config,
    db: database.db,
    caches: createReadCaches(database.changes),
    deployKey: TEST_DEPLOY_KEY,
    keys,
    oidcStore,
    ephemeral,
    clock,
    origin: () => config.publicUrl ?? TEST_ORIGIN,
  };
  const app = await buildApp(deps, { logger });
  await app.ready();
  return {
    app,
    database,
    config,
    deps,
    close: async () => {
      await app.close();
      keys.stop();
      await oidcStore.close();
      await database.dispose();
    },
  };
}
