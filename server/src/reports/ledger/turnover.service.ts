// Turnover (گردش حساب): the ledger lines of a range with the balance brought forward, the
// totals and the closing balance; over any range Σdebit − Σcredit = opening − closing, and the
// closing balance is the cash of the series on the range's last day.
import type { LedgerKindDto, TurnoverDto } from '@crm/shared/dto';
import type { TenantDb } from '../../db/tenant-scope';
import type { CurrentUser } from '../../identity/current-user';
import { openReport } from '../access/report-basket';
import { reportRange } from '../access/report-dates';
import { balanceBefore, ledgerPage, ledgerTotals } from './turnover.repository';

export interface TurnoverQuery {
  basketId: string;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  sorting?: string | undefined;
  skipCount: number;
  maxResultCount: number;
}

export async function turnover(
  scope: TenantDb,
  user: CurrentUser,
  query: TurnoverQuery,
): Promise<TurnoverDto> {
  const report = await openReport(scope, user, query.basketId);
  const range = reportRange(report.header, query.fromDate, query.toDate);
  const id = report.basket.id;
  const opening = await balanceBefore(scope, id, range.fromDate);
  const totals = await ledgerTotals(scope, id, range.fromDate, range.toDate);
  const lines = await ledgerPage(
    scope,
    id,
    { from: range.fromDate, to: range.toDate },
    {
      skip: query.skipCount,
      take: query.maxResultCount,
      descending: /\bdesc\b/i.test(query.sorting ?? ''),
    },
  );
  return {
    header: report.header,
    ...range,
    opening,
    totalDebit: totals.debit,
    totalCredit: totals.credit,
    closing: opening + totals.credit - totals.debit,
    items: lines.map((line) => ({ ...line, kind: line.kind as LedgerKindDto })),
    totalCount: totals.count,
  };
}
