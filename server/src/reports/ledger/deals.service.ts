// The deal lists: share deals of a basket and unit issues/redemptions of a joint basket,
// filtered by range (and side, symbol), paged and sorted (ABP's `sorting`, e.g. "date desc").
import type { JointShareDealListDto, ShareDealListDto } from '@crm/shared/dto';
import type { TenantDb } from '../../db/tenant-scope';
import { BadRequestError } from '../../errors/app-error';
import type { CurrentUser } from '../../identity/current-user';
import { parseSorting } from '../../web/paging';
import { openReport } from '../access/report-basket';
import { reportRange } from '../access/report-dates';
import { JOINT_DEAL_SORT, jointDealPage, SHARE_DEAL_SORT, shareDealPage } from './deals.repository';

export interface DealListQuery {
  basketId: string;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  side?: string | undefined;
  filter?: string | undefined;
  sorting?: string | undefined;
  skipCount: number;
  maxResultCount: number;
}

/** Newest first unless the caller sorts otherwise. */
function sortOf<T extends string>(sorting: string | undefined, columns: Record<string, T>) {
  const sort = parseSorting(sorting, columns, 'date' as T);
  return sorting ? sort : { column: sort.column, direction: 'desc' as const };
}

export async function shareDeals(
  scope: TenantDb,
  user: CurrentUser,
  query: DealListQuery,
): Promise<ShareDealListDto> {
  const report = await openReport(scope, user, query.basketId);
  const range = reportRange(report.header, query.fromDate, query.toDate);
  const page = await shareDealPage(scope, report.basket.id, {
    from: range.fromDate,
    to: range.toDate,
    side: query.side,
    filter: query.filter,
    sort: sortOf(query.sorting, SHARE_DEAL_SORT),
    skip: query.skipCount,
    take: query.maxResultCount,
  });
  return { header: report.header, ...range, ...page };
}

export async function jointShareDeals(
  scope: TenantDb,
  user: CurrentUser,
  query: DealListQuery,
): Promise<JointShareDealListDto> {
  const report = await openReport(scope, user, query.basketId);
  if (report.basket.kind !== 'joint') throw new BadRequestError('Crm:NotAJointBasket');
  const range = reportRange(report.header, query.fromDate, query.toDate);
  const page = await jointDealPage(scope, report.basket.id, user, {
    from: range.fromDate,
    to: range.toDate,
    side: query.side,
    sort: sortOf(query.sorting, JOINT_DEAL_SORT),
    skip: query.skipCount,
    take: query.maxResultCount,
  });
  return { header: report.header, ...range, ...page };
}
