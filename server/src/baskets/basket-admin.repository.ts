// The back office's view of baskets: their member counts, and changes to a basket.
import type { Updateable } from 'kysely';
import type { TenantDb } from '../db/tenant-scope';
import type { BasketTable } from './baskets.tables';

export async function memberCounts(scope: TenantDb, basketIds: readonly string[]) {
  if (basketIds.length === 0) return new Map<string, number>();
  const rows = await scope.db
    .selectFrom('basket_member')
    .select(['basket_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('basket_id', 'in', [...basketIds])
    .groupBy('basket_id')
    .execute();
  return new Map(rows.map((row) => [row.basket_id, Number(row.n)]));
}

export async function basketCodeTaken(scope: TenantDb, code: string, exceptId?: string) {
  let query = scope.db.selectFrom('basket').select('id').where('code', '=', code);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function updateBasket(scope: TenantDb, id: string, changes: Updateable<BasketTable>) {
  await scope.db.updateTable('basket').set(changes).where('id', '=', id).execute();
}
