// A fresh, migrated database per test file: PGlite in a temporary folder by default, or a new
// PostgreSQL database when CRM_TEST_DATABASE=postgres (server at TEST_POSTGRES_URL, default
// postgres://postgres@127.0.0.1:5432/postgres), dropped again afterwards.
// Each is a copy of a template: migrating takes a second or more, seeding the portfolio demo
// several, a copy a fraction of that. A seeded template (`seed`) lives as long as the test run
// that made it (the runner's CRM_TEST_RUN, test-templates.ts); without a runner the database is
// seeded in place.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import {
  copyPglite,
  createPostgresDatabase,
  pgliteTemplate,
  postgresTemplate,
  testRun,
  type Seed,
} from './test-templates';

export interface TestDatabase extends DatabaseHandle {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Closes the database and removes everything it created. */
  dispose: () => Promise<void>;
}

export interface TestDatabaseOptions {
  /** What the database holds besides the schema; `key` names it (same key, same rows). */
  seed?: Seed;
}

export const testDatabaseKind =
  process.env.CRM_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const { seed } = options;
  const run = testRun();
  const seeded = Boolean(seed && run);
  const template = seeded ? seed : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-test-'));
  let postgres: { url: string; drop: () => Promise<void> } | undefined;
  if (testDatabaseKind === 'pglite') copyPglite(await pgliteTemplate(template), dataDir);
  else postgres = await createPostgresDatabase(await postgresTemplate(template));
  const handle = await openDatabase({ dataDir, databaseUrl: postgres?.url });
  if (!seeded) {
    await handle.migrate();
    if (seed) await seed.apply(handle.db);
  }
  return {
    ...handle,
    dataDir,
    databaseUrl: postgres?.url,
    dispose: async () => {
      await handle.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type { Seed };
