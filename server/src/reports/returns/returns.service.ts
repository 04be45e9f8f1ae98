// The TWRR and MWRR reports of a basket over a range, read off the stored daily series.
import type { MwrrReportDto, TwrrReportDto } from '@crm/shared/dto';
import type { TenantDb } from '../../db/tenant-scope';
import type { CurrentUser } from '../../identity/current-user';
import { addDays } from '../../portfolio/engine';
import { openReport } from '../access/report-basket';
import { reportRange } from '../access/report-dates';
import { mwrrOverRows } from './mwrr-report';
import { navRows } from './points.repository';
import { twrrOverRows } from './twrr-report';

export interface RangeQuery {
  basketId: string;
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

async function rangeRows(scope: TenantDb, user: CurrentUser, query: RangeQuery) {
  const report = await openReport(scope, user, query.basketId);
  const range = reportRange(report.header, query.fromDate, query.toDate);
  const rows = await navRows(scope, report.basket.id, addDays(range.fromDate, -1), range.toDate);
  return { report, range, rows };
}

export async function twrrReport(
  scope: TenantDb,
  user: CurrentUser,
  query: RangeQuery,
): Promise<TwrrReportDto> {
  const { report, range, rows } = await rangeRows(scope, user, query);
  const twrr = twrrOverRows(rows, range.fromDate);
  return { header: report.header, ...range, ...twrr };
}

export async function mwrrReport(
  scope: TenantDb,
  user: CurrentUser,
  query: RangeQuery,
): Promise<MwrrReportDto> {
  const { report, range, rows } = await rangeRows(scope, user, query);
  return { header: report.header, ...range, ...mwrrOverRows(rows, range.fromDate) };
}
