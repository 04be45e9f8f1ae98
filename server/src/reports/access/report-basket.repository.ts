// The stored series' status of a basket, read without a lock.
import type { TenantDb } from '../../db/tenant-scope';

export function seriesStatus(scope: TenantDb, basketId: string) {
  return scope.db
    .selectFrom('basket_series')
    .select(['valued_to', 'dirty_from'])
    .where('basket_id', '=', basketId)
    .executeTakeFirst();
}
