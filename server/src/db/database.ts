// Opens the product's database: embedded PGlite in the data folder by default, or PostgreSQL
// when DATABASE_URL is set. Both are reached through Kysely with the same schema.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { ChangeFeed } from '../cache/change-feed';
import { listenPglite, listenPostgres } from '../cache/change-listener';
import { ChangeTrackingPlugin } from '../cache/change-tracking.plugin';
import { migrateToLatest } from './migrate';
import { acquireDataFolderLock } from './pglite-lock';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  /** The database, with this process's own writes reported to `changes` as they run. */
  db: Db;
  /** Versions of the rows the read caches hold (cache/change-feed.ts). */
  changes: ChangeFeed;
  kind: 'pglite' | 'postgres';
  /** Runs the migrations as the database owner (the app itself runs as `crm_app` on PostgreSQL). */
  migrate: () => Promise<string[]>;
  /** Closes the database cleanly (PGlite checkpoints on close) and releases the folder lock. */
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /**
   * The role the app switches to on each PostgreSQL connection, so that row-level security
   * binds it; the login role must be a member (or a superuser). Empty: stay the login role.
   */
  appRole?: string | undefined;
}

export const DEFAULT_APP_ROLE = 'crm_app';

// A `date` column is a calendar day (Tehran), read as its ISO text `yyyy-MM-dd`: a JS Date would
// put it at a midnight of some time zone.
const DATE_OID = 1082;
const DAY_PARSERS = { [DATE_OID]: (value: string) => value };

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataFolderLock(join(dataDir, 'pglite.lock'));
  try {
    const pglite = await PGlite.create(join(dataDir, 'pglite'), { parsers: DAY_PARSERS });
    const changes = new ChangeFeed();
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) }).withPlugin(
      new ChangeTrackingPlugin(changes),
    );
    await sql`select 1`.execute(db);
    const stopListening = await listenPglite(pglite, changes);
    return {
      db,
      changes,
      kind: 'pglite',
      migrate: () => migrateToLatest(db),
      close: async () => {
        try {
          stopListening();
          await db.destroy();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * A connection the server drops (restart, failover) emits 'error': on the pool while idle, on
 * the client while checked out between two queries. Unhandled, either would end the process.
 * The broken client is discarded and the pool opens a new one on next use; the request that
 * held it fails with a connection error, which the error handler turns into 503.
 */
function quietPool(pool: pg.Pool): pg.Pool {
  const lost = (error: Error) => console.warn(`database connection lost: ${error.message}`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}

function openPostgres(databaseUrl: string, appRole: string): DatabaseHandle {
  // BIGINT and NUMERIC come back as strings by default; money is integer rials well within 2^53.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
  const quoted = `"${appRole.replaceAll('"', '""')}"`;
  const changes = new ChangeFeed();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      // No connection timeout: pg-pool would apply it to the wait for a free connection too,
      // and under heavy load that wait is long but not a fault. A server that is down refuses
      // connections at once; the health check bounds its own probe.
      pool: quietPool(new pg.Pool({ connectionString: databaseUrl, max: 10 })),
      onCreateConnection: async (connection) => {
        if (appRole) await connection.executeQuery(CompiledQuery.raw(`set role ${quoted}`));
      },
    }),
  }).withPlugin(new ChangeTrackingPlugin(changes));
  const stopListening = listenPostgres(databaseUrl, changes);
  const migrate = async () => {
    const owner = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: quietPool(new pg.Pool({ connectionString: databaseUrl, max: 1 })),
      }),
    });
    try {
      return await migrateToLatest(owner);
    } finally {
      await owner.destroy();
    }
  };
  const close = async () => {
    await stopListening();
    await db.destroy();
  };
  return { db, changes, kind: 'postgres', migrate, close };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.appRole ?? DEFAULT_APP_ROLE)
    : openPglite(options.dataDir);
}

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
