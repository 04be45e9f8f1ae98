// Brings every out-of-date basket series up to date ahead of its readers. A report read
// refreshes its own basket anyway; this moves that work off the first read, e.g. after the
// nightly price import or a bulk load (`npm run series:refresh`, docs/api/server-operations.md).
// One basket per transaction: a reader of the same basket waits on its row lock, then finds
// nothing left to do.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { inTenant, type TenantDb } from '../db/tenant-scope';
import { allTenantIds } from '../tenancy/tenants.repository';
import { refreshSeries } from './series.service';

/**
 * Baskets whose stored series a read would recompute: marked dirty, valued before the last
 * price day, or never computed although the basket has events.
 */
export async function staleBasketIds(scope: TenantDb): Promise<string[]> {
  const { rows } = await sql<{ basket_id: string }>`
    select s.basket_id from basket_series s
    where s.tenant_id = ${scope.tenantId}
      and (s.dirty_from is not null
        or s.valued_to < (select max(p.day) from daily_price p where p.tenant_id = ${scope.tenantId})
        or (s.valued_to is null and exists (select 1 from basket_event e
              where e.tenant_id = ${scope.tenantId} and e.basket_id = s.basket_id)))
    order by s.basket_id`.execute(scope.db);
  return rows.map((row) => row.basket_id);
}

export interface StaleSeriesProgress {
  tenantId: string;
  basketId: string;
  pointsWritten: number;
}

/** Refreshes the stale series of the given tenants (every tenant and the host by default). */
export async function refreshStaleSeries(
  db: Db,
  options: {
    tenantIds?: readonly string[];
    onRefreshed?: (done: StaleSeriesProgress) => void;
  } = {},
): Promise<{ baskets: number; pointsWritten: number }> {
  const tenantIds = options.tenantIds ?? (await allTenantIds(db));
  let baskets = 0;
  let pointsWritten = 0;
  for (const tenantId of tenantIds) {
    const stale = await inTenant(db, tenantId, staleBasketIds);
    for (const basketId of stale) {
      const result = await inTenant(db, tenantId, (scope) => refreshSeries(scope, basketId));
      baskets += 1;
      pointsWritten += result.pointsWritten;
      options.onRefreshed?.({ tenantId, basketId, pointsWritten: result.pointsWritten });
    }
  }
  return { baskets, pointsWritten };
}
