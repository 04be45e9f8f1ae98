// Brings every out-of-date basket series up to date ahead of its readers. A report read
// refreshes its own basket anyway; this moves that work off the first read, e.g. after the
// nightly price import or a bulk load (`npm run series:refresh`, docs/api/server-operations.md).
// One basket per transaction: a reader of the same basket waits on its row lock, then finds
// nothing left to do.
import type { Db } from '../db/database';
import { inTenant } from '../db/tenant-scope';
import { allTenantIds } from '../tenancy/tenants.repository';
import { staleBasketIds } from './series.repository';
import { refreshSeries } from './series.service';

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
