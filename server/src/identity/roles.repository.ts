import type { Insertable, Selectable, Updateable } from 'kysely';
import type { TenantDb } from '../db/tenant-scope';
import type { AppRoleTable } from './identity.tables';
import { normalizeName } from './normalized-name';
import { pagedQuery } from '../db/paged-query';

export type RoleRow = Selectable<AppRoleTable>;

export function findRoleById({ db }: TenantDb, id: string): Promise<RoleRow | undefined> {
  return db.selectFrom('app_role').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findRoleByName({ db }: TenantDb, name: string): Promise<RoleRow | undefined> {
  return db
    .selectFrom('app_role')
    .selectAll()
    .where('normalized_name', '=', normalizeName(name))
    .executeTakeFirst();
}

export function listAllRoles({ db }: TenantDb): Promise<RoleRow[]> {
  return db.selectFrom('app_role').selectAll().orderBy('name').execute();
}

export async function listRoles(
  { db }: TenantDb,
  query: {
    filter?: string | undefined;
    direction: 'asc' | 'desc';
    skipCount: number;
    maxResultCount: number;
  },
): Promise<{ items: RoleRow[]; totalCount: number }> {
  let base = db.selectFrom('app_role');
  if (query.filter) {
    base = base.where(
      'normalized_name',
      'like',
      `%${normalizeName(query.filter).replace(/[%_\\]/g, '\\$&')}%`,
    );
  }
  return pagedQuery(base, (q) => q.selectAll().orderBy('name', query.direction), {
    skip: query.skipCount,
    take: query.maxResultCount,
  });
}

export async function insertRole({ db }: TenantDb, role: Insertable<AppRoleTable>): Promise<void> {
  await db.insertInto('app_role').values(role).execute();
}

export async function updateRole(
  { db }: TenantDb,
  id: string,
  changes: Updateable<AppRoleTable>,
  expectedStamp?: string,
): Promise<boolean> {
  let query = db.updateTable('app_role').set(changes).where('id', '=', id);
  if (expectedStamp) query = query.where('concurrency_stamp', '=', expectedStamp);
  return (await query.executeTakeFirst()).numUpdatedRows > 0n;
}

export async function deleteRole({ db }: TenantDb, id: string): Promise<void> {
  await db.deleteFrom('app_role').where('id', '=', id).execute();
}

/** The roles of a user. */
export function findRolesOfUser({ db }: TenantDb, userId: string): Promise<RoleRow[]> {
  return db
    .selectFrom('user_role')
    .innerJoin('app_role', 'app_role.id', 'user_role.role_id')
    .selectAll('app_role')
    .where('user_role.user_id', '=', userId)
    .orderBy('app_role.name')
    .execute();
}

/** Replaces a user's roles with the given ones. */
export async function setRolesOfUser(
  { db }: TenantDb,
  userId: string,
  roleIds: string[],
): Promise<void> {
  await db.deleteFrom('user_role').where('user_id', '=', userId).execute();
  // A role named twice is still one role of the user.
  const distinct = [...new Set(roleIds)];
  if (distinct.length === 0) return;
  await db
    .insertInto('user_role')
    .values(distinct.map((roleId) => ({ user_id: userId, role_id: roleId })))
    .execute();
}
