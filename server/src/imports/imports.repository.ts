import type { TenantDb } from '../db/tenant-scope';

/** Every basket of the tenant by its code (imports name baskets by code). */
export async function basketsByCode(scope: TenantDb) {
  const rows = await scope.db.selectFrom('basket').select(['id', 'code', 'kind']).execute();
  return new Map(rows.map((row) => [row.code, { id: row.id, kind: row.kind }]));
}
