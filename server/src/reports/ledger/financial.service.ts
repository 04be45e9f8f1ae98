// special-basket-financial: what happened to a special basket's money over a range — deposits,
// withdrawals, income, realised and unrealised gain, wages, deal costs and the NAV at both ends.
import type { SpecialBasketFinancialDto } from '@crm/shared/dto';
import { pointOn } from '../../baskets/series.repository';
import type { TenantDb } from '../../db/tenant-scope';
import { BadRequestError } from '../../errors/app-error';
import type { CurrentUser } from '../../identity/current-user';
import { addDays } from '../../portfolio/engine';
import { openReport } from '../access/report-basket';
import { reportRange } from '../access/report-dates';
import { dayView } from '../holdings/day-view';
import { holdingTotals } from '../holdings/holding-rows';
import { dealCostsBetween, realisedGainBetween, seriesSums } from './financial.repository';

export async function specialBasketFinancial(
  scope: TenantDb,
  user: CurrentUser,
  query: { basketId: string; fromDate?: string | undefined; toDate?: string | undefined },
): Promise<SpecialBasketFinancialDto> {
  const report = await openReport(scope, user, query.basketId);
  if (report.basket.kind !== 'special') throw new BadRequestError('Crm:NotASpecialBasket');
  const range = reportRange(report.header, query.fromDate, query.toDate);
  const id = report.basket.id;
  const before = await pointOn(scope, id, addDays(range.fromDate, -1));
  const view = await dayView(scope, user, report, range.toDate);
  const sums = await seriesSums(scope, id, range.fromDate, range.toDate);
  const openingNav = Number(before?.nav ?? 0);
  const closingNav = view.point.nav;
  return {
    header: report.header,
    ...range,
    openingNav,
    closingNav,
    deposits: sums.inflow,
    withdrawals: sums.outflow,
    income: sums.income,
    realisedGain: await realisedGainBetween(scope, id, range.fromDate, range.toDate),
    unrealisedGain: holdingTotals(view.holdings).unrealisedGain,
    wagesAccrued: sums.wageAccrual,
    wagesPaid: sums.wagesPaid,
    dealCosts: await dealCostsBetween(scope, id, range.fromDate, range.toDate),
    netGain: closingNav - openingNav - sums.inflow + sums.outflow,
  };
}
