// Opening a report on a basket: the caller must be allowed to see it (basket-access.ts: the
// back office any basket of the tenant, a customer only their own; anything else is 404), and
// its stored daily series is brought up to date first (cheaply when it already is).
import type { ReportHeaderDto } from '@crm/shared/dto';
import { basketVisibleTo } from '../../baskets/basket-access';
import type { BasketRow } from '../../baskets/baskets.repository';
import { pointSpan } from '../../baskets/series.repository';
import { refreshSeries } from '../../baskets/series.service';
import type { TenantDb } from '../../db/tenant-scope';
import { NotFoundError } from '../../errors/app-error';
import type { CurrentUser } from '../../identity/current-user';
import { seriesStatus } from './report-basket.repository';

export interface ReportBasket {
  basket: BasketRow;
  header: ReportHeaderDto;
}

/**
 * Refreshes the series only when it was never computed or an input changed since. Extending it
 * to newer closes is left to `to-date-for-basket` (which every report page asks first), so that
 * concurrent reports on one basket do not queue on the series lock. A report writes no market
 * rows: the closes may come from the process's cache.
 */
async function ensureFresh(scope: TenantDb, basketId: string): Promise<void> {
  const status = await seriesStatus(scope, basketId);
  if (status && status.valued_to && !status.dirty_from) return;
  await refreshSeries(scope, basketId, { keptCloses: true });
}

export async function openReport(
  scope: TenantDb,
  user: CurrentUser,
  basketId: string,
): Promise<ReportBasket> {
  const basket = await basketVisibleTo(scope, user, basketId);
  await ensureFresh(scope, basketId);
  const span = await pointSpan(scope, basketId);
  if (!span.first || !span.last) throw new NotFoundError('Crm:BasketHasNoValuation');
  return {
    basket,
    header: {
      basketId: basket.id,
      basketName: basket.name,
      basketCode: basket.code,
      kind: basket.kind,
      firstDate: span.first,
      lastDate: span.last,
    },
  };
}
