import type { Queryable } from '../db/queryable';
import type { TenantDb } from '../db/tenant-scope';

export async function readGlobalValues(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.selectFrom('setting_global').select(['name', 'value']).execute();
  return new Map(rows.map((row) => [row.name, row.value]));
}

/** The tenant's own values (`T`) and, given a user, that user's (`U`). */
export async function readScopedValues(
  { db }: TenantDb,
  userId: string | undefined,
): Promise<{ tenant: Map<string, string>; user: Map<string, string> }> {
  const rows = await db
    .selectFrom('setting_value')
    .select(['provider_name', 'name', 'value'])
    .where((eb) =>
      eb.or([
        eb.and([eb('provider_name', '=', 'T'), eb('provider_key', '=', '')]),
        ...(userId
          ? [eb.and([eb('provider_name', '=', 'U'), eb('provider_key', '=', userId)])]
          : []),
      ]),
    )
    .execute();
  const tenant = new Map<string, string>();
  const user = new Map<string, string>();
  for (const row of rows) (row.provider_name === 'U' ? user : tenant).set(row.name, row.value);
  return { tenant, user };
}

export async function writeGlobalValue(
  db: Queryable,
  name: string,
  value: string | null,
): Promise<void> {
  if (value === null) {
    await db.deleteFrom('setting_global').where('name', '=', name).execute();
    return;
  }
  await db
    .insertInto('setting_global')
    .values({ name, value })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value }))
    .execute();
}

export async function writeScopedValue(
  { db }: TenantDb,
  provider: 'T' | 'U',
  key: string,
  name: string,
  value: string | null,
): Promise<void> {
  if (value === null) {
    await db
      .deleteFrom('setting_value')
      .where('provider_name', '=', provider)
      .where('provider_key', '=', key)
      .where('name', '=', name)
      .execute();
    return;
  }
  await db
    .insertInto('setting_value')
    .values({ provider_name: provider, provider_key: key, name, value })
    .onConflict((conflict) =>
      conflict
        .columns(['tenant_id', 'provider_name', 'provider_key', 'name'])
        .doUpdateSet({ value }),
    )
    .execute();
}
