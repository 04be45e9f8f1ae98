// The migrated schema can be distributed by tenant with Citus: every table is listed in
// db/distribution.ts as distributed by `tenant_id`, a reference table, or the coordinator's own;
// each distributed table carries `tenant_id` first in its primary key and in every unique key,
// unique index and foreign key (matched to the referenced table's `tenant_id`), or refers to a
// reference table; no reference table refers to a distributed one; and the distribution
// statements create every table after the ones it refers to. Runs on PGlite and PostgreSQL.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'kysely';
import {
  citusDistributionStatements,
  COORDINATOR_TABLES,
  DISTRIBUTED_TABLES,
  DISTRIBUTION_COLUMN,
  REFERENCE_TABLES,
} from '../../src/db/distribution';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

interface Key {
  table: string;
  name: string;
  kind: 'p' | 'u' | 'f' | 'x' | 'index';
  columns: string[];
  refTable: string | null;
  refColumns: string[] | null;
}

const columnsOf = (keys: string) => `array_to_json(array(
  select a.attname from unnest(${keys}) with ordinality k(num, pos)
  join pg_attribute a on a.attnum = k.num and a.attrelid = c.conrelid order by k.pos))`;

async function readKeys(database: TestDatabase): Promise<Key[]> {
  const constraints = await sql<Key>`
    select t.relname as "table", c.conname as name, c.contype as kind,
      ${sql.raw(columnsOf('c.conkey'))} as columns,
      r.relname as "refTable",
      case when c.contype = 'f' then array_to_json(array(
        select a.attname from unnest(c.confkey) with ordinality k(num, pos)
        join pg_attribute a on a.attnum = k.num and a.attrelid = c.confrelid order by k.pos))
      end as "refColumns"
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
    left join pg_class r on r.oid = c.confrelid
    where c.contype in ('p', 'u', 'f', 'x')`.execute(database.db);
  const indexes = await sql<Key>`
    select t.relname as "table", i.relname as name, 'index' as kind,
      array_to_json(array(
        select coalesce(a.attname, '(expression)') from unnest(x.indkey) with ordinality k(num, pos)
        left join pg_attribute a on a.attnum = k.num and a.attrelid = x.indrelid order by k.pos))
        as columns,
      null as "refTable", null as "refColumns"
    from pg_index x
    join pg_class t on t.oid = x.indrelid
    join pg_class i on i.oid = x.indexrelid
    join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
    where x.indisunique`.execute(database.db);
  return [...constraints.rows, ...indexes.rows];
}

describe('scale-out readiness: the schema distributes by tenant (Citus)', () => {
  let database: TestDatabase;
  let tables: string[];
  let keys: Key[];
  before(async () => {
    database = await createTestDatabase();
    const rows = await sql<{ name: string }>`
      select tablename as name from pg_tables where schemaname = 'public'`.execute(database.db);
    tables = rows.rows.map((row) => row.name).sort();
    keys = await readKeys(database);
  });
  after(() => database?.dispose());

  it('lists every table as distributed, reference or coordinator-local, exactly once', () => {
    const listed = [...DISTRIBUTED_TABLES, ...REFERENCE_TABLES, ...COORDINATOR_TABLES];
    expect(new Set(listed).size).toBe(listed.length);
    expect(tables.filter((table) => !listed.includes(table))).toEqual([]);
    expect(listed.filter((table) => !tables.includes(table))).toEqual([]);
    expect(DISTRIBUTED_TABLES.length).toBeGreaterThan(30);
  });

  it('has the tenant first in the primary key and in every unique key of a distributed table', () => {
    const problems: string[] = [];
    for (const table of DISTRIBUTED_TABLES) {
      const own = keys.filter((key) => key.table === table);
      const primary = own.find((key) => key.kind === 'p');
      if (primary?.columns[0] !== DISTRIBUTION_COLUMN)
        problems.push(`${table}: primary key (${primary?.columns.join(', ') ?? 'none'})`);
      for (const key of own.filter((k) => k.kind === 'u' || k.kind === 'index' || k.kind === 'x'))
        if (!key.columns.includes(DISTRIBUTION_COLUMN))
          problems.push(
            `${table}: ${key.name} (${key.columns.join(', ')}) lacks ${DISTRIBUTION_COLUMN}`,
          );
    }
    expect(problems).toEqual([]);
  });

  it('keeps every foreign key within a tenant, or pointing at a reference table', () => {
    const problems: string[] = [];
    for (const key of keys.filter((k) => k.kind === 'f')) {
      const from = DISTRIBUTED_TABLES.includes(key.table) ? 'distributed' : 'reference';
      const to = DISTRIBUTED_TABLES.includes(key.refTable!) ? 'distributed' : 'reference';
      if (from === 'reference' && to === 'distributed')
        problems.push(`${key.table}.${key.name}: a reference table refers to ${key.refTable}`);
      if (from === 'distributed' && to === 'distributed') {
        const at = key.columns.indexOf(DISTRIBUTION_COLUMN);
        if (at < 0 || key.refColumns![at] !== DISTRIBUTION_COLUMN)
          problems.push(
            `${key.table}.${key.name}: (${key.columns.join(', ')}) → ${key.refTable} (${key.refColumns!.join(', ')})`,
          );
      }
    }
    expect(problems).toEqual([]);
    expect(keys.filter((k) => k.kind === 'f').length).toBeGreaterThan(20);
  });

  it('distributes each table after the tables it refers to', () => {
    const statements = citusDistributionStatements();
    const order = (table: string) =>
      statements.findIndex((statement) => statement.includes(`('${table}'`));
    const late = keys
      .filter((key) => key.kind === 'f' && order(key.refTable!) > order(key.table))
      .map((key) => `${key.table} before ${key.refTable}`);
    expect(late).toEqual([]);
    expect(statements).toHaveLength(DISTRIBUTED_TABLES.length + REFERENCE_TABLES.length);
    expect(statements[0]).toBe("select create_reference_table('tenant');");
    expect(statements).toContain(
      `select create_distributed_table('app_role', 'tenant_id', colocate_with => 'app_user');`,
    );
  });
});
