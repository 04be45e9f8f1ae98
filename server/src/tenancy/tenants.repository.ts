import type { Insertable, Selectable, Updateable } from 'kysely';
import { DISTRIBUTED_TABLES } from '../db/distribution';
import type { Queryable } from '../db/queryable';
import type { Database } from '../db/schema';
import type { TenantDb } from '../db/tenant-scope';
import { HOST_TENANT_ID, type TenantTable } from './tenancy.tables';
import { pagedQuery } from '../db/paged-query';

export type TenantRow = Selectable<TenantTable>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function normalizeTenantName(name: string): string {
  return name.trim().toUpperCase();
}

export function findTenantById(db: Queryable, id: string): Promise<TenantRow | undefined> {
  if (!UUID.test(id)) return Promise.resolve(undefined);
  return db.selectFrom('tenant').selectAll().where('id', '=', id.toLowerCase()).executeTakeFirst();
}

export function findTenantByName(db: Queryable, name: string): Promise<TenantRow | undefined> {
  return db
    .selectFrom('tenant')
    .selectAll()
    .where('normalized_name', '=', normalizeTenantName(name))
    .executeTakeFirst();
}

/** A tenant by id or by name, as `__tenant` may carry either. */
export async function findTenantByIdOrName(
  db: Queryable,
  key: string,
): Promise<TenantRow | undefined> {
  return (await findTenantById(db, key)) ?? findTenantByName(db, key);
}

export interface TenantListQuery {
  filter?: string | undefined;
  sorting: { column: 'name' | 'creation_time'; direction: 'asc' | 'desc' };
  skipCount: number;
  maxResultCount: number;
}

export async function listTenants(
  db: Queryable,
  query: TenantListQuery,
): Promise<{ items: TenantRow[]; totalCount: number }> {
  let base = db.selectFrom('tenant');
  if (query.filter)
    base = base.where(
      'normalized_name',
      'like',
      `%${normalizeTenantName(query.filter).replace(/[%_\\]/g, '\\$&')}%`,
    );
  return pagedQuery(
    base,
    (q) => q.selectAll().orderBy(query.sorting.column, query.sorting.direction).orderBy('id'),
    { skip: query.skipCount, take: query.maxResultCount },
  );
}

export async function insertTenant(db: Queryable, tenant: Insertable<TenantTable>): Promise<void> {
  await db.insertInto('tenant').values(tenant).execute();
}

/** Updates when the concurrency stamp still matches; false when someone changed it first. */
export async function updateTenant(
  db: Queryable,
  id: string,
  expectedStamp: string | undefined,
  changes: Updateable<TenantTable>,
): Promise<boolean> {
  let query = db.updateTable('tenant').set(changes).where('id', '=', id);
  if (expectedStamp) query = query.where('concurrency_stamp', '=', expectedStamp);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Empties every distributed table of the scope's tenant, in the reverse of their reference order
 * so that no foreign key is in the way.
 */
export async function deleteRowsOfTenant(scope: TenantDb): Promise<void> {
  for (const table of [...DISTRIBUTED_TABLES].reverse())
    await scope.db.deleteFrom(table as keyof Database).execute();
}

export async function deleteTenant(db: Queryable, id: string): Promise<void> {
  await db.deleteFrom('tenant').where('id', '=', id).execute();
}

/** The host and every tenant: the scopes a job over all data runs in. */
export async function allTenantIds(db: Queryable): Promise<string[]> {
  const rows = await db.selectFrom('tenant').select('id').execute();
  return [HOST_TENANT_ID, ...rows.map((row) => row.id)];
}
