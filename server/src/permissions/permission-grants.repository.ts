import type { TenantDb } from '../db/tenant-scope';

export interface Grant {
  name: string;
  providerName: string;
  providerKey: string;
}

/** Grants held by any of the given providers (e.g. a user and their roles). */
export async function findGrants(
  { db }: TenantDb,
  providers: { name: string; keys: string[] }[],
): Promise<Grant[]> {
  const wanted = providers.filter((provider) => provider.keys.length > 0);
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('permission_grant')
    .select(['name', 'provider_name', 'provider_key'])
    .where((eb) =>
      eb.or(
        wanted.map((provider) =>
          eb.and([
            eb('provider_name', '=', provider.name),
            eb('provider_key', 'in', provider.keys),
          ]),
        ),
      ),
    )
    .execute();
  return rows.map((row) => ({
    name: row.name,
    providerName: row.provider_name,
    providerKey: row.provider_key,
  }));
}

export async function grant(
  { db }: TenantDb,
  providerName: string,
  providerKey: string,
  names: string[],
) {
  if (names.length === 0) return;
  await db
    .insertInto('permission_grant')
    .values(names.map((name) => ({ provider_name: providerName, provider_key: providerKey, name })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function revoke(
  { db }: TenantDb,
  providerName: string,
  providerKey: string,
  names: string[],
) {
  if (names.length === 0) return;
  await db
    .deleteFrom('permission_grant')
    .where('provider_name', '=', providerName)
    .where('provider_key', '=', providerKey)
    .where('name', 'in', names)
    .execute();
}

/** Moves a role's grants to its new name (role grants are keyed by role name, as in ABP). */
export async function renameProviderKey(
  { db }: TenantDb,
  providerName: string,
  from: string,
  to: string,
) {
  await db
    .updateTable('permission_grant')
    .set({ provider_key: to })
    .where('provider_name', '=', providerName)
    .where('provider_key', '=', from)
    .execute();
}

export async function revokeAll({ db }: TenantDb, providerName: string, providerKey: string) {
  await db
    .deleteFrom('permission_grant')
    .where('provider_name', '=', providerName)
    .where('provider_key', '=', providerKey)
    .execute();
}
