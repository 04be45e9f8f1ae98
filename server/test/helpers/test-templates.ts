// The templates test databases are copied from (test-database.ts). PGlite: a data folder,
// copied; PostgreSQL: a database, copied by `CREATE DATABASE … TEMPLATE`. The migrated PGlite
// template is kept between runs, keyed by the migrations' content; seeded templates, and every
// PostgreSQL template, belong to one run of the test runner (CRM_TEST_RUN: its folder, which
// the runner removes at the end with the run's databases: scripts/test-runner/run-state.mjs).
// Two test processes that need the same missing template both build it, aside, and the first to
// finish puts its copy in place: nobody ever sees half a template.
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
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Db } from '../../src/db/database';

/** What a template holds besides the schema: the same `key` always means the same rows. */
export interface Seed {
  key: string;
  apply: (db: Db) => Promise<void>;
}

/** The runner's run (its folder and a name for its databases), when a runner started this. */
export function testRun(): { dir: string; id: string } | undefined {
  const dir = process.env.CRM_TEST_RUN;
  return dir
    ? {
        dir,
        id: basename(dir)
          .replace(/[^a-z0-9]/gi, '_')
          .toLowerCase(),
      }
    : undefined;
}

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');

/** Changes whenever a migration does, so a stale template is never used. */
function migrationsKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort())
    hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

export function copyPglite(template: string, dataDir: string): void {
  cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
}

/** Builds a PGlite template aside with `build`, then renames it to `template`. */
async function buildPglite(template: string, build: (dataDir: string) => Promise<void>) {
  mkdirSync(dirname(template), { recursive: true });
  const building = mkdtempSync(join(dirname(template), 'building-'));
  try {
    await build(building);
    writeFileSync(join(building, 'ready'), '');
    renameSync(building, template);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    // Another test process put the same template in place first.
    if (!existsSync(join(template, 'ready'))) throw error;
  }
  return template;
}

async function migratedPglite(): Promise<string> {
  const template = join(tmpdir(), 'crm-pglite-templates', migrationsKey());
  if (existsSync(join(template, 'ready'))) return template;
  return buildPglite(template, async (dataDir) => {
    const handle = await openDatabase({ dataDir });
    await handle.migrate();
    await handle.close();
  });
}

/** The PGlite template for `seed` (the migrated one without): a folder holding `pglite/`. */
export async function pgliteTemplate(seed?: Seed): Promise<string> {
  const migrated = await migratedPglite();
  const run = testRun();
  if (!seed || !run) return migrated;
  const template = join(run.dir, 'pglite', shortHash(seed.key));
  if (existsSync(join(template, 'ready'))) return template;
  return buildPglite(template, async (dataDir) => {
    copyPglite(migrated, dataDir);
    const handle = await openDatabase({ dataDir });
    try {
      await handle.migrate();
      await seed.apply(handle.db);
    } finally {
      await handle.close();
    }
  });
}

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

function urlOf(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/**
 * The PostgreSQL template for `seed` (the migrated one without), built once per run; without a
 * runner there is none (undefined) and each database is migrated where it is made.
 */
export async function postgresTemplate(seed?: Seed): Promise<string | undefined> {
  const run = testRun();
  if (!run) return undefined;
  const name = `crm_tpl_${run.id}_${seed ? shortHash(seed.key) : 'migrated'}`;
  const exists = async () =>
    (await adminQuery('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  const building = `${name}_b${randomBytes(3).toString('hex')}`;
  await adminQuery(`create database ${building}`);
  try {
    const handle = await openDatabase({ dataDir: tmpdir(), databaseUrl: urlOf(building) });
    try {
      await handle.migrate();
      await seed?.apply(handle.db);
    } finally {
      await handle.close();
    }
    await adminQuery(`alter database ${building} rename to ${name}`);
  } catch (error) {
    await adminQuery(`drop database if exists ${building} with (force)`);
    // Another test process put the same template in place first.
    if (!(await exists())) throw error;
  }
  return name;
}

/** A new PostgreSQL database, a copy of `template` when given; `drop` removes it. */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `crm_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: urlOf(name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`).then(() => undefined),
  };
}
