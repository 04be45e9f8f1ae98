// Everything a one-day report needs: the day's stored point, the state (holdings) at the end of
// that day with names and prices, and the caller's units when the basket is a joint one.
import type { HoldingDto, HolderShareDto } from '@crm/shared/dto';
import { pointOn, toDailyPoint } from '../../baskets/series.repository';
import type { TenantDb } from '../../db/tenant-scope';
import { NotFoundError } from '../../errors/app-error';
import type { CurrentUser } from '../../identity/current-user';
import { mulDivHalfUp, type BasketState, type DailyPoint } from '../../portfolio/engine';
import type { ReportBasket } from '../access/report-basket';
import { reportDay } from '../access/report-dates';
import { holdingRows } from './holding-rows';
import { instrumentLookup } from './holdings.repository';
import { stateAtDay } from './state-at-day';

export interface DayView {
  day: string;
  point: DailyPoint;
  state: BasketState;
  holdings: HoldingDto[];
  holder: HolderShareDto | null;
}

/** The caller's part of a joint basket on the point's day (null for a special basket). */
export function holderShare(
  state: BasketState,
  point: DailyPoint,
  userId: string,
): HolderShareDto | null {
  const holding = state.holders.get(userId);
  if (!holding) return null;
  const outstanding = point.unitsOutstanding;
  return {
    units: holding.units,
    unitsOutstanding: outstanding,
    navPerUnit: point.navPerUnit,
    value: outstanding > 0 ? mulDivHalfUp(holding.units, point.nav, outstanding) : 0,
    cost: holding.cost,
    share: outstanding > 0 ? holding.units / outstanding : 0,
  };
}

export async function storedPoint(scope: TenantDb, basketId: string, day: string) {
  const row = await pointOn(scope, basketId, day);
  if (!row) throw new NotFoundError('Crm:BasketHasNoValuation');
  return toDailyPoint(row);
}

export async function dayView(
  scope: TenantDb,
  user: CurrentUser,
  report: ReportBasket,
  date: string | undefined,
): Promise<DayView> {
  const day = reportDay(report.header, date);
  const point = await storedPoint(scope, report.basket.id, day);
  const instruments = await instrumentLookup(scope);
  const at = await stateAtDay(scope, report.basket, report.header.firstDate, day, instruments);
  const holdings = holdingRows(at.state, instruments, at.prices, point.nav);
  return {
    day,
    point,
    state: at.state,
    holdings,
    holder: report.basket.kind === 'joint' ? holderShare(at.state, point, user.user.id) : null,
  };
}
