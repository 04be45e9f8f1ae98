// A journal of every committed row write, counted per table and tenant, kept by triggers this
// test support installs into the test database (never in the product's migrations). Reading it
// is one tiny query while nothing was written (a total kept beside it is unchanged), so the
// fuzzer can compare it around every request: a rolled-back write leaves no trace (the journal
// rolls back with it), a committed one always does.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../../src/db/database';

/** `table|tenant` → rows written so far; the tenant is `tenant_id` (or a tenant row's `id`). */
export type Journal = ReadonlyMap<string, number>;

const JOURNAL = 'robustness_write_journal';
const TOTAL = 'robustness_write_total';

const setup = [
  `create table ${JOURNAL} (
    table_name text not null,
    tenant_key text not null,
    writes bigint not null,
    primary key (table_name, tenant_key)
  )`,
  `create table ${TOTAL} (writes bigint not null)`,
  `insert into ${TOTAL} values (0)`,
  // Security definer: on PostgreSQL the app runs as a role that row-level security binds.
  `create function robustness_journal() returns trigger
    language plpgsql security definer set search_path = public as $$
    begin
      insert into ${JOURNAL} (table_name, tenant_key, writes)
        select tg_table_name,
               coalesce(row_json ->> 'tenant_id',
                        case when tg_table_name = 'tenant' then row_json ->> 'id' end, '-'),
               count(*)
          from (select to_jsonb(changed) as row_json from changed) rows
          group by 2
      on conflict (table_name, tenant_key)
        do update set writes = ${JOURNAL}.writes + excluded.writes;
      update ${TOTAL} set writes = writes + (select count(*) from changed);
      return null;
    end $$`,
];

/** Statement-level triggers with transition tables: one call per statement, whatever its size. */
function triggers(table: string): string[] {
  const each = (event: string, transition: string) =>
    `create trigger robustness_${event}_${table} after ${event} on "${table}"
      referencing ${transition} table as changed
      for each statement execute function robustness_journal()`;
  return [each('insert', 'new'), each('update', 'new'), each('delete', 'old')];
}

export class WriteJournal {
  private last: { total: string; journal: Journal } | undefined;

  private constructor(private readonly db: Db) {}

  /**
   * Installs the journal on every table of the public schema, as the tables' owner (on
   * PostgreSQL the app's own connections run as a role that may not create triggers).
   */
  static async install(database: {
    db: Db;
    databaseUrl: string | undefined;
  }): Promise<WriteJournal> {
    const owner = database.databaseUrl
      ? new Kysely<unknown>({
          dialect: new PostgresDialect({
            pool: new pg.Pool({ connectionString: database.databaseUrl, max: 1 }),
          }),
        })
      : database.db;
    try {
      const { rows } = await sql<{ name: string }>`
        select tablename as name from pg_tables where schemaname = 'public'`.execute(owner);
      for (const statement of setup) await sql.raw(statement).execute(owner);
      for (const { name } of rows)
        for (const statement of triggers(name)) await sql.raw(statement).execute(owner);
    } finally {
      if (owner !== database.db) await owner.destroy();
    }
    return new WriteJournal(database.db);
  }

  async read(): Promise<Journal> {
    const total = (
      await sql<{ writes: string }>`select writes::text as writes from ${sql.table(TOTAL)}`.execute(
        this.db,
      )
    ).rows[0]!.writes;
    if (this.last?.total === total) return this.last.journal;
    const { rows } = await sql<{ table_name: string; tenant_key: string; writes: string }>`
      select table_name, tenant_key, writes::text as writes from ${sql.table(JOURNAL)}`.execute(
      this.db,
    );
    const journal = new Map(
      rows.map((row) => [`${row.table_name}|${row.tenant_key}`, Number(row.writes)]),
    );
    this.last = { total, journal };
    return journal;
  }
}

/** The `table|tenant` entries whose counts differ between two readings. */
export function journalChanges(before: Journal, after: Journal): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys]
    .filter((key) => (before.get(key) ?? 0) !== (after.get(key) ?? 0))
    .map((key) => `${key} +${(after.get(key) ?? 0) - (before.get(key) ?? 0)}`)
    .sort();
}
