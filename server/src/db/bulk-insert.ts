// Many rows into one tenant-scoped table in few statements: each column goes as one array
// parameter and `unnest` turns the arrays back into rows (fast on PGlite and PostgreSQL alike,
// and far below the 65,535-parameter limit of a multi-row VALUES list). The tenant comes from
// the scope; row-level security still checks it.
import { sql } from 'kysely';
import type { TenantDb } from './tenant-scope';

/** A column name and its PostgreSQL type (`text`, `date`, `bigint`, `uuid`, `jsonb`, …). */
export type BulkColumn = readonly [name: string, type: string];

const CHUNK = 20_000;
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function checked(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a plain identifier: ${name}`);
  return name;
}

/**
 * Inserts `rows` (values in the order of `columns`) with `tenant_id` = the scope's tenant.
 * `onConflict` is the SQL after `on conflict` (default: keep the existing row). Returns the
 * number of rows inserted or updated.
 */
export async function bulkInsert(
  scope: TenantDb,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly (readonly unknown[])[],
  onConflict = 'do nothing',
): Promise<number> {
  const names = columns.map(([name]) => checked(name)).join(', ');
  let affected = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const arrays = columns.map(
      ([, type], index) =>
        sql`${chunk.map((row) => row[index] ?? null)}::${sql.raw(checked(type))}[]`,
    );
    const result = await sql`insert into ${sql.table(checked(table))} (tenant_id, ${sql.raw(names)})
      select ${scope.tenantId}::uuid, * from unnest(${sql.join(arrays)})
      on conflict ${sql.raw(onConflict)}`.execute(scope.db);
    affected += Number(result.numAffectedRows ?? 0);
  }
  return affected;
}
