// What one run of the test runner owns beyond its test processes: a folder (CRM_TEST_RUN) where
// the test processes keep the run's seeded PGlite templates, and on PostgreSQL the run's
// template databases, named after that folder (test/helpers/test-templates.ts). Both go when
// the run ends; what runs that died left is removed by the next run.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import pg from 'pg';

const RUN_PREFIX = 'crm-test-run-';
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The database name part of a run folder (as test-templates.ts derives it). */
const runId = (dir) =>
  basename(dir)
    .replace(/[^a-z0-9]/gi, '_')
    .toLowerCase();

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops the template databases whose run matches `owned` (given its pid). */
async function dropTemplates(owned) {
  await withAdmin(async (client) => {
    const { rows } = await client.query(
      "select datname from pg_database where datname like 'crm\\_tpl\\_%'",
    );
    for (const { datname } of rows) {
      const pid = Number(/^crm_tpl_crm_test_run_(\d+)_/.exec(datname)?.[1]);
      if (owned(datname, pid))
        await client.query(`drop database if exists ${datname} with (force)`);
    }
  });
}

/** Starts a run: its folder is in CRM_TEST_RUN for the test processes; `end` removes it all. */
export async function startRun({ postgres }) {
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(RUN_PREFIX))) {
    const pid = Number(name.slice(RUN_PREFIX.length).split('-')[0]);
    if (!isAlive(pid)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
  const dir = mkdtempSync(join(tmpdir(), `${RUN_PREFIX}${process.pid}-`));
  const prefix = `crm_tpl_${runId(dir)}_`;
  if (postgres) await dropTemplates((_name, pid) => !pid || !isAlive(pid));
  return {
    env: { CRM_TEST_RUN: dir },
    end: async () => {
      rmSync(dir, { recursive: true, force: true });
      if (postgres) await dropTemplates((name) => name.startsWith(prefix));
    },
  };
}
