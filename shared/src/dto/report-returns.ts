// Return reports: TWRR (split convention, chain-linked daily), MWRR (XIRR, actual/365) and the
// dashboard that shows both with the composition and the latest deals.
import * as v from 'valibot';
import { isoDaySchema, rialSchema } from './common';
import { compositionSliceSchema } from './report-holdings';
import { holderShareSchema, reportHeaderSchema, reportRangeSchema } from './report-common';

export const returnWarningSchema = v.object({
  code: v.picklist(['ZERO_BASE_WITH_CHANGE', 'NEGATIVE_VALUE']),
  date: isoDaySchema,
});

/** A return over `(fromDate − 1, toDate]`: the value at the end of the day before is the base. */
export const periodReturnSchema = v.object({
  fromDate: isoDaySchema,
  toDate: isoDaySchema,
  /** Calendar days in the period. */
  days: v.number(),
  cumulative: v.number(),
  /** Only for periods of 365 days or more (GIPS); null otherwise. */
  annualized: v.nullable(v.number()),
});

export const twrrPointSchema = v.object({
  date: isoDaySchema,
  nav: rialSchema,
  inflow: rialSchema,
  outflow: rialSchema,
  daily: v.number(),
  /** Chain-linked return from the start of the range to the end of this day. */
  cumulative: v.number(),
});

export const twrrReportSchema = v.object({
  header: reportHeaderSchema,
  ...reportRangeSchema.entries,
  result: periodReturnSchema,
  points: v.array(twrrPointSchema),
  /** Jalali months inside the range, each chain-linked on its own. */
  months: v.array(v.object({ year: v.number(), month: v.number(), ...periodReturnSchema.entries })),
  warnings: v.array(returnWarningSchema),
});

export const xirrStatusSchema = v.picklist([
  'OK',
  'NO_SOLUTION',
  'ALL_NON_NEGATIVE',
  'ALL_NON_POSITIVE',
  'SAME_DAY',
  'TOTAL_LOSS',
]);

export const mwrrReportSchema = v.object({
  header: reportHeaderSchema,
  ...reportRangeSchema.entries,
  days: v.number(),
  /** Annual XIRR; null unless the status is OK or TOTAL_LOSS. */
  rate: v.nullable(v.number()),
  /** The rate over the period itself (shown instead of `rate` for periods under a year). */
  periodRate: v.nullable(v.number()),
  status: xirrStatusSchema,
  multipleRootsPossible: v.boolean(),
  /** Modified Dietz over the same flows, for comparison; null when undefined. */
  dietz: v.nullable(v.number()),
  openingValue: rialSchema,
  closingValue: rialSchema,
  /** The investor's flows: money in negative, out positive; opening and closing values included. */
  flows: v.array(
    v.object({
      date: isoDaySchema,
      amount: rialSchema,
      kind: v.picklist(['opening', 'inflow', 'outflow', 'closing']),
    }),
  ),
});

export const dashboardSchema = v.object({
  header: reportHeaderSchema,
  date: isoDaySchema,
  nav: rialSchema,
  cash: rialSchema,
  holder: v.nullable(holderShareSchema),
  sinceStart: periodReturnSchema,
  /** From 1 Farvardin of the current Jalali year (or the first valued day) to the last day. */
  thisYear: periodReturnSchema,
  byKind: v.array(compositionSliceSchema),
  /** NAV at most ~400 points (every n-th day plus the last). */
  navSeries: v.array(v.object({ date: isoDaySchema, nav: rialSchema })),
  latestDeals: v.array(
    v.object({
      date: isoDaySchema,
      symbol: v.string(),
      side: v.picklist(['buy', 'sell', 'issue', 'redeem']),
      quantity: v.number(),
      amount: rialSchema,
    }),
  ),
});

export type ReturnWarningDto = v.InferOutput<typeof returnWarningSchema>;
export type PeriodReturnDto = v.InferOutput<typeof periodReturnSchema>;
export type TwrrReportDto = v.InferOutput<typeof twrrReportSchema>;
export type TwrrPointDto = v.InferOutput<typeof twrrPointSchema>;
export type XirrStatusDto = v.InferOutput<typeof xirrStatusSchema>;
export type MwrrReportDto = v.InferOutput<typeof mwrrReportSchema>;
export type DashboardDto = v.InferOutput<typeof dashboardSchema>;
