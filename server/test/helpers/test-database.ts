// A fresh, migrated database per test file: PGlite in a temporary folder by default, or a new
// PostgreSQL database when CRM_TEST_DATABASE=postgres (server at TEST_POSTGRES_URL, default
// postgres://postgres@127.0.0.1:5432/postgres), dropped again afterwards.
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';

export interface TestDatabase extends DatabaseHandle {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Closes the database and removes everything it created. */
  dispose: () => Promise<void>;
}

export const testDatabaseKind =
  process.env.CRM_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `crm_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');

/** Changes whenever a migration does, so a stale template is never used. */
function migrationsKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort())
    hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite data folder, built once per set of migrations and copied for every test
 * database: creating and migrating PGlite takes a second or more, a copy a few milliseconds.
 * Built aside and renamed into place, so parallel test files never see half a template.
 */
async function pgliteTemplate(): Promise<string> {
  const root = join(tmpdir(), 'crm-pglite-templates');
  const template = join(root, migrationsKey());
  if (existsSync(join(template, 'ready'))) return template;
  mkdirSync(root, { recursive: true });
  const building = mkdtempSync(join(root, 'building-'));
  const handle = await openDatabase({ dataDir: building });
  await handle.migrate();
  await handle.close();
  writeFileSync(join(building, 'ready'), '');
  try {
    renameSync(building, template);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another test file built it first
  }
  return template;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-test-'));
  if (testDatabaseKind === 'pglite')
    cpSync(join(await pgliteTemplate(), 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  const postgres = testDatabaseKind === 'postgres' ? await createPostgresDatabase() : undefined;
  const handle = await openDatabase({ dataDir, databaseUrl: postgres?.url });
  await handle.migrate();
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
