// The report calls of the server (`/api/app/report/*`, and the asset-state calls of
// `/api/app/basket`), each answer checked against its shared schema. A failure goes to the
// shell's error handler like any non-contract call (spec §8); the page only keeps its place.
import { http } from '@crm/shared';
import { type ListQuery } from '@crm/shared/ui';
import * as dto from '@crm/shared/dto';
import type * as v from 'valibot';

const REPORT = '/api/app/report';
const BASKET = '/api/app/basket';

export type DayQuery = { basketId: string; date?: string | undefined };
export type RangeQuery = {
  basketId: string;
  fromDate?: string | undefined;
  toDate?: string | undefined;
};

type Params = Record<string, string | number | undefined>;

function get<S extends v.GenericSchema>(
  url: string,
  schema: S,
  params: Params,
  signal?: AbortSignal,
) {
  return http.get(url, { params, schema, signal }) as Promise<v.InferOutput<S>>;
}

const listParams = (query: ListQuery) => ({
  skipCount: query.skipCount,
  maxResultCount: query.maxResultCount,
  sorting: query.sorting,
  filter: query.filter,
});

export const reportsApi = {
  dateRange: async (basketId: string, signal?: AbortSignal) => {
    const to = await get(
      `${BASKET}/to-date-for-basket/${basketId}`,
      dto.dayResultSchema,
      {},
      signal,
    );
    const from = await get(
      `${BASKET}/from-date-for-basket/${basketId}`,
      dto.dayResultSchema,
      { toDate: to.date },
      signal,
    );
    return { fromDate: from.date, toDate: to.date };
  },
  dashboard: (basketId: string, signal?: AbortSignal) =>
    get(`${REPORT}/dashboard`, dto.dashboardSchema, { basketId }, signal),
  portfolioStatus: (q: DayQuery, signal?: AbortSignal) =>
    get(`${REPORT}/portfolio-status`, dto.holdingsReportSchema, q, signal),
  composition: (q: DayQuery, signal?: AbortSignal) =>
    get(`${REPORT}/asset-composition`, dto.compositionSchema, q, signal),
  balanceSheet: (q: DayQuery, signal?: AbortSignal) =>
    get(`${REPORT}/balance-sheet`, dto.balanceSheetSchema, q, signal),
  shareAssetState: (q: DayQuery, signal?: AbortSignal) =>
    get(`${BASKET}/basket-share-asset-state`, dto.holdingsReportSchema, q, signal),
  convertibleAssetState: (q: DayQuery, signal?: AbortSignal) =>
    get(`${BASKET}/basket-share-convertible-asset-state`, dto.holdingsReportSchema, q, signal),
  jointShareAssetState: (q: DayQuery, signal?: AbortSignal) =>
    get(
      `${BASKET}/basket-joint-share-asset-state`,
      dto.basketJointShareAssetStateSchema,
      q,
      signal,
    ),
  assetStateShare: (q: { instrumentId: string; date?: string | undefined }, signal?: AbortSignal) =>
    get(`${BASKET}/asset-state-share`, dto.assetStateShareSchema, q, signal),
  heldInstruments: (signal?: AbortSignal) =>
    get(`${REPORT}/held-instruments`, dto.heldInstrumentsSchema, {}, signal),
  twrr: (q: RangeQuery, signal?: AbortSignal) =>
    get(`${REPORT}/twrr`, dto.twrrReportSchema, q, signal),
  mwrr: (q: RangeQuery, signal?: AbortSignal) =>
    get(`${REPORT}/mwrr`, dto.mwrrReportSchema, q, signal),
  specialFinancial: (q: RangeQuery, signal?: AbortSignal) =>
    get(`${REPORT}/special-basket-financial`, dto.specialBasketFinancialSchema, q, signal),
  turnover: (q: RangeQuery, list: ListQuery) =>
    get(`${REPORT}/turnover`, dto.turnoverSchema, { ...q, ...listParams(list) }),
  shareDeals: (q: RangeQuery & { side?: string | undefined }, list: ListQuery) =>
    get(`${REPORT}/share-deals`, dto.shareDealListSchema, { ...q, ...listParams(list) }),
  jointShareDeals: (q: RangeQuery & { side?: string | undefined }, list: ListQuery) =>
    get(`${REPORT}/joint-share-deals`, dto.jointShareDealListSchema, { ...q, ...listParams(list) }),
  assetStatePdf: (q: DayQuery) =>
    http.get(`${BASKET}/basket-asset-state-report-pdf`, {
      params: q,
      responseType: 'blob',
    }) as Promise<Blob>,
};
