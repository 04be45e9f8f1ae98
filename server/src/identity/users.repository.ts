import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { TenantDb } from '../db/tenant-scope';
import type { AppUserTable } from './identity.tables';
import { normalizeName } from './normalized-name';
import { pagedQuery } from '../db/paged-query';

export type UserRow = Selectable<AppUserTable>;
/** A new row of `app_user` (user-factory.ts fills one in). */
export type NewUserRow = Insertable<AppUserTable>;

export function findUserById({ db }: TenantDb, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByUserName(
  { db }: TenantDb,
  userName: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where('normalized_user_name', '=', normalizeName(userName))
    .executeTakeFirst();
}

export function findUserByEmail({ db }: TenantDb, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where('normalized_email', '=', normalizeName(email))
    .executeTakeFirst();
}

/** ABP signs in by user name or e-mail address. */
export async function findUserByUserNameOrEmail(
  scope: TenantDb,
  value: string,
): Promise<UserRow | undefined> {
  return (await findUserByUserName(scope, value)) ?? findUserByEmail(scope, value);
}

export interface UserListQuery {
  filter?: string | undefined;
  sorting: { column: keyof AppUserTable; direction: 'asc' | 'desc' };
  skipCount: number;
  maxResultCount: number;
}

export async function listUsers(
  { db }: TenantDb,
  query: UserListQuery,
): Promise<{ items: UserRow[]; totalCount: number }> {
  let base = db.selectFrom('app_user');
  if (query.filter) {
    const pattern = `%${normalizeName(query.filter).replace(/[%_\\]/g, '\\$&')}%`;
    base = base.where((eb) =>
      eb.or([
        eb('normalized_user_name', 'like', pattern),
        eb('normalized_email', 'like', pattern),
        eb(eb.fn('upper', ['name']), 'like', pattern),
        eb(eb.fn('upper', ['surname']), 'like', pattern),
        eb('phone_number', 'like', pattern),
      ]),
    );
  }
  return pagedQuery(
    base,
    (q) => q.selectAll().orderBy(query.sorting.column, query.sorting.direction).orderBy('id'),
    { skip: query.skipCount, take: query.maxResultCount },
  );
}

export async function insertUser({ db }: TenantDb, user: NewUserRow): Promise<void> {
  await db.insertInto('app_user').values(user).execute();
}

/** Updates when the concurrency stamp still matches (if one is given); false otherwise. */
export async function updateUser(
  { db }: TenantDb,
  id: string,
  changes: Updateable<AppUserTable>,
  expectedStamp?: string,
): Promise<boolean> {
  let query = db.updateTable('app_user').set(changes).where('id', '=', id);
  if (expectedStamp) query = query.where('concurrency_stamp', '=', expectedStamp);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteUser({ db }: TenantDb, id: string): Promise<boolean> {
  const result = await db.deleteFrom('app_user').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Counts one more failed sign-in; returns the new count and whether lockout applies to the user. */
export function countFailedSignIn({ db }: TenantDb, id: string) {
  return db
    .updateTable('app_user')
    .set({ access_failed_count: sql`access_failed_count + 1` })
    .where('id', '=', id)
    .returning(['access_failed_count', 'lockout_enabled'])
    .executeTakeFirstOrThrow();
}

/**
 * The tenant a user belongs to, whatever the scope: `crm_user_tenant` is a definer function, so
 * it works under row-level security. `userId` must be a UUID.
 */
export async function tenantIdOfUser(db: Db, userId: string): Promise<string | undefined> {
  const result = await sql<{
    tenant: string | null;
  }>`select crm_user_tenant(${userId}::uuid) as tenant`.execute(db);
  return result.rows[0]?.tenant ?? undefined;
}
