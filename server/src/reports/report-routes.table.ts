// Every report call as data: its URL, policy (spec §6; the pages without a policy of their own
// take the one of their nearest menu entry), query schema, answer schema and service. The routes
// and their OpenAPI operations are both built from this table.
import * as dto from '@crm/shared/dto';
import type * as v from 'valibot';
import type { TenantDb } from '../db/tenant-scope';
import type { CurrentUser } from '../identity/current-user';
import {
  holdingsReport,
  balanceSheet,
  assetStateReport,
  composition,
} from './holdings/holdings.service';
import { jointShareAssetState } from './holdings/joint-state.service';
import { assetStateShare, heldInstruments } from './holdings/share-across-baskets.service';
import { jointShareDeals, shareDeals } from './ledger/deals.service';
import { specialBasketFinancial } from './ledger/financial.service';
import { turnover } from './ledger/turnover.service';
import { dashboard } from './returns/dashboard.service';
import { mwrrReport, twrrReport } from './returns/returns.service';

export const BASKET_BASE = '/api/app/basket';
export const REPORT_BASE = '/api/app/report';
export const PDF_ROUTE = `${BASKET_BASE}/basket-asset-state-report-pdf`;

type QuerySchema = v.ObjectSchema<v.ObjectEntries, undefined>;

export interface ReportRoute<Q extends QuerySchema = QuerySchema> {
  url: string;
  policy: string;
  summary: string;
  query: Q;
  response: v.GenericSchema;
  run: (scope: TenantDb, user: CurrentUser, query: v.InferOutput<Q>) => Promise<unknown>;
}

const route = <Q extends QuerySchema>(r: ReportRoute<Q>) => r as unknown as ReportRoute;

export const REPORT_ROUTES: readonly ReportRoute[] = [
  route({
    url: `${BASKET_BASE}/basket-share-asset-state`,
    policy: 'Crm.BasketShareAssetState',
    summary: 'Shares, fund units and bonds held in a basket on a day',
    query: dto.reportDayQuerySchema,
    response: dto.holdingsReportSchema,
    run: (scope, user, query) => holdingsReport(scope, user, query, 'shares'),
  }),
  route({
    url: `${BASKET_BASE}/basket-share-convertible-asset-state`,
    policy: 'Crm.BasketShareAssetState',
    summary: 'Rights (convertibles) held in a basket on a day',
    query: dto.reportDayQuerySchema,
    response: dto.holdingsReportSchema,
    run: (scope, user, query) => holdingsReport(scope, user, query, 'convertibles'),
  }),
  route({
    url: `${BASKET_BASE}/basket-joint-share-asset-state`,
    policy: 'Crm.BasketShareAssetState',
    summary: "Units of a joint basket's holders on a day (a customer: their own)",
    query: dto.reportDayQuerySchema,
    response: dto.basketJointShareAssetStateSchema,
    run: jointShareAssetState,
  }),
  route({
    url: `${BASKET_BASE}/basket-asset-state-report`,
    policy: 'Crm.BasketShareAssetState',
    summary: 'Holdings and balance sheet of a basket on a day',
    query: dto.reportDayQuerySchema,
    response: dto.assetStateReportSchema,
    run: assetStateReport,
  }),
  route({
    url: `${BASKET_BASE}/asset-state-share`,
    policy: 'Crm.AssetStateShare',
    summary: "One instrument across the caller's baskets on a day",
    query: dto.assetStateShareQuerySchema,
    response: dto.assetStateShareSchema,
    run: assetStateShare,
  }),
  route({
    url: `${REPORT_BASE}/held-instruments`,
    policy: 'Crm.AssetStateShare',
    summary: "Instruments the caller's baskets have held",
    query: dto.heldInstrumentsQuerySchema,
    response: dto.heldInstrumentsSchema,
    run: (scope, user) => heldInstruments(scope, user),
  }),
  route({
    url: `${REPORT_BASE}/dashboard`,
    policy: 'Crm.HomePage',
    summary: 'NAV, TWRR since the start and this Jalali year, composition, NAV chart, deals',
    query: dto.reportBasketQuerySchema,
    response: dto.dashboardSchema,
    run: dashboard,
  }),
  route({
    url: `${REPORT_BASE}/portfolio-status`,
    policy: 'Crm.PortfolioStatus',
    summary: 'Every holding at market with cost, gain and weight, cash and totals',
    query: dto.reportDayQuerySchema,
    response: dto.holdingsReportSchema,
    run: (scope, user, query) => holdingsReport(scope, user, query, 'all'),
  }),
  route({
    url: `${REPORT_BASE}/asset-composition`,
    policy: 'Crm.AssetComposition',
    summary: 'Weights by instrument kind and by sector (percentages add up to 100)',
    query: dto.reportDayQuerySchema,
    response: dto.compositionSchema,
    run: composition,
  }),
  route({
    url: `${REPORT_BASE}/balance-sheet`,
    policy: 'Crm.BalanceSheetCurrent',
    summary: 'Assets, liabilities and net assets on a day',
    query: dto.reportDayQuerySchema,
    response: dto.balanceSheetSchema,
    run: balanceSheet,
  }),
  route({
    url: `${REPORT_BASE}/special-basket-financial`,
    policy: 'Crm.BalanceSheetCurrent',
    summary: 'Deposits, withdrawals, gains, wages and NAV of a special basket over a range',
    query: dto.reportRangeQuerySchema,
    response: dto.specialBasketFinancialSchema,
    run: specialBasketFinancial,
  }),
  route({
    url: `${REPORT_BASE}/turnover`,
    policy: 'Crm.Turnover',
    summary: 'Ledger lines of a range with opening, totals and closing balance (paged)',
    query: dto.reportListQuerySchema,
    response: dto.turnoverSchema,
    run: turnover,
  }),
  route({
    url: `${REPORT_BASE}/twrr`,
    policy: 'Crm.Mwrr',
    summary: 'Time-weighted return of a range with daily points and Jalali months',
    query: dto.reportRangeQuerySchema,
    response: dto.twrrReportSchema,
    run: twrrReport,
  }),
  route({
    url: `${REPORT_BASE}/mwrr`,
    policy: 'Crm.Mwrr',
    summary: 'Money-weighted return (XIRR) of a range with its flows and status',
    query: dto.reportRangeQuerySchema,
    response: dto.mwrrReportSchema,
    run: mwrrReport,
  }),
  route({
    url: `${REPORT_BASE}/share-deals`,
    policy: 'Crm.ShareDeal',
    summary: 'Share deals of a range (filter, side, paging, sorting)',
    query: dto.dealListQuerySchema,
    response: dto.shareDealListSchema,
    run: shareDeals,
  }),
  route({
    url: `${REPORT_BASE}/joint-share-deals`,
    policy: 'Crm.ShareDeal',
    summary: 'Unit issues and redemptions of a joint basket (a customer: their own)',
    query: dto.dealListQuerySchema,
    response: dto.jointShareDealListSchema,
    run: jointShareDeals,
  }),
];
