// The dashboard: the latest NAV (and the caller's units of a joint basket), TWRR since the start
// and since 1 Farvardin of the current Jalali year, the composition by kind, a sampled NAV chart
// and the latest deals.
import type { DashboardDto } from '@crm/shared/dto';
import { currentJalaliYear } from '@crm/shared/persian';
import { businessClock, type BusinessClock } from '../../clock/business-clock';
import type { TenantDb } from '../../db/tenant-scope';
import type { CurrentUser } from '../../identity/current-user';
import { openReport } from '../access/report-basket';
import { compositionBy } from '../holdings/composition';
import { dayView } from '../holdings/day-view';
import { latestDeals } from '../ledger/deals.repository';
import { navRows } from './points.repository';
import { twrrOverRows } from './twrr-report';
import { addDays } from '../../portfolio/engine';

const CHART_POINTS = 400;

/** Every n-th row so that at most about `CHART_POINTS` remain, always with the last one. */
export function sampleRows<T>(rows: readonly T[], target = CHART_POINTS): T[] {
  if (rows.length <= target) return [...rows];
  const step = Math.ceil(rows.length / target);
  const sampled = rows.filter((_, i) => i % step === 0);
  if (sampled[sampled.length - 1] !== rows[rows.length - 1]) sampled.push(rows[rows.length - 1]!);
  return sampled;
}

export async function dashboard(
  scope: TenantDb,
  user: CurrentUser,
  query: { basketId: string },
  clock: BusinessClock = businessClock(),
): Promise<DashboardDto> {
  const report = await openReport(scope, user, query.basketId);
  const { firstDate, lastDate } = report.header;
  const view = await dayView(scope, user, report, lastDate);
  const rows = await navRows(scope, report.basket.id, addDays(firstDate, -1), lastDate);
  const yearStart = currentJalaliYear(clock.now(), clock.timeZone).start;
  const from = yearStart > firstDate && yearStart <= lastDate ? yearStart : firstDate;
  const yearRows = rows.filter((row) => row.day >= addDays(from, -1));
  const cash = Math.max(view.point.cash, 0);
  return {
    header: report.header,
    date: lastDate,
    nav: view.point.nav,
    cash: view.point.cash,
    holder: view.holder,
    sinceStart: twrrOverRows(rows, firstDate).result,
    thisYear: twrrOverRows(yearRows, from).result,
    byKind: compositionBy(view.holdings, cash, (row) => row.kind),
    navSeries: sampleRows(rows.filter((row) => row.day >= firstDate)).map((row) => ({
      date: row.day,
      nav: row.nav,
    })),
    latestDeals: await latestDeals(scope, report.basket, user, 5),
  };
}
