// Throwaway PostgreSQL databases on the local server (127.0.0.1:5432, user postgres, or
// BENCH_POSTGRES_URL): created with a unique name for one benchmark and dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(purpose: string): Promise<ThrowawayDatabase> {
  const name = `crm_bench_${purpose}_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    drop: () =>
      withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/** pg_database_size of the database, in bytes. */
export async function databaseSize(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ size: string }>(
      'SELECT pg_database_size(current_database())::text AS size',
    );
    return Number(result.rows[0]!.size);
  } finally {
    await client.end();
  }
}

export interface DatabaseActivity {
  transactions: number;
  rowsRead: number;
}

/** Cumulative transactions and rows read in the database (pg_stat_database), to diff. */
export async function databaseActivity(url: string): Promise<DatabaseActivity> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_stat_clear_snapshot()');
    const result = await client.query<{ xacts: string; rows: string }>(
      `SELECT (xact_commit + xact_rollback)::text AS xacts, (tup_returned + tup_fetched)::text AS rows
         FROM pg_stat_database WHERE datname = current_database()`,
    );
    return {
      transactions: Number(result.rows[0]!.xacts),
      rowsRead: Number(result.rows[0]!.rows),
    };
  } finally {
    await client.end();
  }
}

/** The server processes (backends) connected to the database, e.g. a server's pool. */
export async function backendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return result.rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}
