import type { TenantDb } from '../db/tenant-scope';

export async function readFeatureValues({ db }: TenantDb): Promise<Map<string, string>> {
  const rows = await db.selectFrom('feature_value').select(['name', 'value']).execute();
  return new Map(rows.map((row) => [row.name, row.value]));
}

export async function writeFeatureValues(
  { db }: TenantDb,
  values: { name: string; value: string }[],
): Promise<void> {
  for (const { name, value } of values) {
    await db
      .insertInto('feature_value')
      .values({ name, value })
      .onConflict((conflict) => conflict.columns(['tenant_id', 'name']).doUpdateSet({ value }))
      .execute();
  }
}

export async function deleteFeatureValues({ db }: TenantDb): Promise<void> {
  await db.deleteFrom('feature_value').execute();
}
