// The query every report takes (the basket and a day or a range of days) and the pieces the
// report answers share. Days are ISO `yyyy-MM-dd`; money integer rials; ratios float64.
import * as v from 'valibot';
import { basketKindSchema } from './basket';
import { countSchema, isoDaySchema, rialSchema, uuidSchema } from './common';
import { searchFilterSchema } from './normalized-text';

/** A query-string integer (`"20"`), with bounds. */
const queryInteger = (fallback: number, min: number, max: number) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(Number),
      v.integer(),
      v.minValue(min),
      v.maxValue(max),
    ),
    String(fallback),
  );

/** A report of the basket as it stands (its last valued day). */
export const reportBasketQuerySchema = v.object({ basketId: uuidSchema });

/** A report of one day (the last valued day when `date` is left out). */
export const reportDayQuerySchema = v.object({
  basketId: uuidSchema,
  date: v.optional(isoDaySchema),
});

/** A report of a range of days; each end defaults to the basket's first or last valued day. */
export const reportRangeQuerySchema = v.object({
  basketId: uuidSchema,
  fromDate: v.optional(isoDaySchema),
  toDate: v.optional(isoDaySchema),
});

/** ABP's list query on top of a range: `sorting` is `"field asc|desc"`. */
export const reportListQuerySchema = v.object({
  ...reportRangeQuerySchema.entries,
  filter: searchFilterSchema,
  sorting: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
  skipCount: queryInteger(0, 0, 1_000_000_000),
  maxResultCount: queryInteger(10, 1, 1000),
});

/** The basket a report is about, and the days it actually covers (clamped to the series). */
export const reportHeaderSchema = v.object({
  basketId: uuidSchema,
  basketName: v.string(),
  basketCode: v.string(),
  kind: basketKindSchema,
  /** First and last valued day of the basket. */
  firstDate: isoDaySchema,
  lastDate: isoDaySchema,
});

export const reportRangeSchema = v.object({ fromDate: isoDaySchema, toDate: isoDaySchema });

/** A joint basket's member: their units and their part of the pool's NAV. */
export const holderShareSchema = v.object({
  units: countSchema,
  unitsOutstanding: countSchema,
  navPerUnit: v.nullable(v.number()),
  value: rialSchema,
  cost: rialSchema,
  /** units / units outstanding. */
  share: v.number(),
});

export const instrumentKindSchema = v.picklist(['share', 'right', 'fundUnit', 'bond']);

export type ReportDayQuery = v.InferInput<typeof reportDayQuerySchema>;
export type ReportRangeQuery = v.InferInput<typeof reportRangeQuerySchema>;
export type ReportListQuery = v.InferInput<typeof reportListQuerySchema>;
export type ReportHeaderDto = v.InferOutput<typeof reportHeaderSchema>;
export type HolderShareDto = v.InferOutput<typeof holderShareSchema>;
export type InstrumentKindDto = v.InferOutput<typeof instrumentKindSchema>;
