// The one-day holdings reports: portfolio status, the share and convertible asset states, the
// asset-state report, the balance sheet and the composition.
import type {
  AssetStateReportDto,
  BalanceSheetDto,
  CompositionDto,
  HoldingsReportDto,
} from '@crm/shared/dto';
import type { TenantDb } from '../../db/tenant-scope';
import type { CurrentUser } from '../../identity/current-user';
import { balanceSheetOf, INSTRUMENT_KINDS } from '../../portfolio/engine';
import { openReport } from '../access/report-basket';
import { compositionBy } from './composition';
import { dayView, type DayView } from './day-view';
import { holdingTotals } from './holding-rows';

export type HoldingsFilter = 'all' | 'shares' | 'convertibles';

const matches = (filter: HoldingsFilter, kind: string) =>
  filter === 'all' || (filter === 'convertibles' ? kind === 'right' : kind !== 'right');

export async function holdingsReport(
  scope: TenantDb,
  user: CurrentUser,
  query: { basketId: string; date?: string | undefined },
  filter: HoldingsFilter,
): Promise<HoldingsReportDto> {
  const report = await openReport(scope, user, query.basketId);
  const view = await dayView(scope, user, report, query.date);
  const items = view.holdings.filter((row) => matches(filter, row.kind));
  return {
    header: report.header,
    date: view.day,
    items,
    totals: holdingTotals(items),
    cash: view.point.cash,
    nav: view.point.nav,
    holder: view.holder,
  };
}

function balanceSheetBody(view: DayView) {
  const sheet = balanceSheetOf(view.point);
  return {
    assets: sheet.assets,
    liabilities: sheet.liabilities,
    netAssets: sheet.netAssets,
    securitiesByKind: INSTRUMENT_KINDS.map((kind) => ({
      kind,
      marketValue: view.holdings
        .filter((row) => row.kind === kind)
        .reduce((sum, row) => sum + row.marketValue, 0),
    })).filter((entry) => entry.marketValue !== 0),
  };
}

export async function balanceSheet(
  scope: TenantDb,
  user: CurrentUser,
  query: { basketId: string; date?: string | undefined },
): Promise<BalanceSheetDto> {
  const report = await openReport(scope, user, query.basketId);
  const view = await dayView(scope, user, report, query.date);
  return { header: report.header, date: view.day, ...balanceSheetBody(view), holder: view.holder };
}

export async function assetStateReport(
  scope: TenantDb,
  user: CurrentUser,
  query: { basketId: string; date?: string | undefined },
): Promise<AssetStateReportDto> {
  const report = await openReport(scope, user, query.basketId);
  const view = await dayView(scope, user, report, query.date);
  return {
    header: report.header,
    date: view.day,
    shares: view.holdings.filter((row) => matches('shares', row.kind)),
    convertibles: view.holdings.filter((row) => matches('convertibles', row.kind)),
    totals: holdingTotals(view.holdings),
    balanceSheet: balanceSheetBody(view),
    holder: view.holder,
  };
}

export async function composition(
  scope: TenantDb,
  user: CurrentUser,
  query: { basketId: string; date?: string | undefined },
): Promise<CompositionDto> {
  const report = await openReport(scope, user, query.basketId);
  const view = await dayView(scope, user, report, query.date);
  const cash = Math.max(view.point.cash, 0);
  const total = view.holdings.reduce((sum, row) => sum + row.marketValue, 0) + cash;
  return {
    header: report.header,
    date: view.day,
    total,
    byKind: compositionBy(view.holdings, cash, (row) => row.kind),
    bySector: compositionBy(view.holdings, cash, (row) => row.sector),
  };
}
