// Reports of one day's holdings: portfolio status, the asset states, the balance sheet and the
// asset composition.
import * as v from 'valibot';
import { countSchema, isoDaySchema, rialSchema, uuidSchema } from './common';
import { holderShareSchema, instrumentKindSchema, reportHeaderSchema } from './report-common';

/** One holding at market: moving weighted-average cost, last close on or before the day. */
export const holdingSchema = v.object({
  instrumentId: v.string(),
  symbol: v.string(),
  name: v.string(),
  isin: v.string(),
  kind: instrumentKindSchema,
  sector: v.string(),
  quantity: countSchema,
  averageCost: v.number(),
  cost: rialSchema,
  /** Null when the instrument has no close yet (valued at cost). */
  price: v.nullable(rialSchema),
  marketValue: rialSchema,
  unrealisedGain: rialSchema,
  /** unrealisedGain / cost; null at zero cost. */
  unrealisedReturn: v.nullable(v.number()),
  /** marketValue / NAV. */
  weight: v.number(),
  /** A right (حق تقدم): the share it converts into. */
  underlyingSymbol: v.nullable(v.string()),
});

export const holdingTotalsSchema = v.object({
  cost: rialSchema,
  marketValue: rialSchema,
  unrealisedGain: rialSchema,
});

/** portfolio-status, basket-share-asset-state, basket-share-convertible-asset-state. */
export const holdingsReportSchema = v.object({
  header: reportHeaderSchema,
  date: isoDaySchema,
  items: v.array(holdingSchema),
  totals: holdingTotalsSchema,
  cash: rialSchema,
  nav: rialSchema,
  /** Joint basket: the caller's units (null for a special basket or a non-member). */
  holder: v.nullable(holderShareSchema),
});

export const balanceSheetSchema = v.object({
  header: reportHeaderSchema,
  date: isoDaySchema,
  assets: v.object({
    cash: rialSchema,
    securities: rialSchema,
    receivables: rialSchema,
    total: rialSchema,
  }),
  liabilities: v.object({ payables: rialSchema, accruedWages: rialSchema, total: rialSchema }),
  /** assets − liabilities: the NAV of the daily series on that day. */
  netAssets: rialSchema,
  /** Securities at market by instrument kind. */
  securitiesByKind: v.array(v.object({ kind: instrumentKindSchema, marketValue: rialSchema })),
  holder: v.nullable(holderShareSchema),
});

/** basket-asset-state-report (and its PDF): the holdings and the balance sheet of a day. */
export const assetStateReportSchema = v.object({
  header: reportHeaderSchema,
  date: isoDaySchema,
  shares: v.array(holdingSchema),
  convertibles: v.array(holdingSchema),
  totals: holdingTotalsSchema,
  balanceSheet: v.omit(balanceSheetSchema, ['header', 'date', 'holder']),
  holder: v.nullable(holderShareSchema),
});

/** A slice of the composition: weights in percent, rounded so that they add up to 100. */
export const compositionSliceSchema = v.object({
  key: v.string(),
  marketValue: rialSchema,
  /** Exact ratio of the total. */
  weight: v.number(),
  /** Percent with two decimals, largest-remainder rounded (the slices sum to 100.00). */
  percent: v.number(),
});

export const compositionSchema = v.object({
  header: reportHeaderSchema,
  date: isoDaySchema,
  /** Securities plus cash (liabilities are not netted out). */
  total: rialSchema,
  /** Keys: share, right, fundUnit, bond, cash. */
  byKind: v.array(compositionSliceSchema),
  /** Keys: the sector names, and `cash`. */
  bySector: v.array(compositionSliceSchema),
});

/** asset-state-share: one instrument across the caller's baskets. */
export const assetStateShareQuerySchema = v.object({
  instrumentId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  date: v.optional(isoDaySchema),
});

export const assetStateShareSchema = v.object({
  instrumentId: v.string(),
  symbol: v.string(),
  name: v.string(),
  date: isoDaySchema,
  items: v.array(
    v.object({
      basketId: uuidSchema,
      basketName: v.string(),
      basketCode: v.string(),
      kind: v.picklist(['special', 'joint']),
      /** The day the basket's figures are of (its last valued day when earlier than `date`). */
      date: isoDaySchema,
      quantity: countSchema,
      averageCost: v.number(),
      price: v.nullable(rialSchema),
      marketValue: rialSchema,
      unrealisedGain: rialSchema,
      weight: v.number(),
      /** Joint basket: the caller's part of the pool's holding (units / outstanding). */
      holderShare: v.nullable(v.number()),
      holderMarketValue: v.nullable(rialSchema),
    }),
  ),
  totalQuantity: countSchema,
  totalMarketValue: rialSchema,
});

/** held-instruments takes no parameters. */
export const heldInstrumentsQuerySchema = v.object({});

/** Instruments the caller's baskets have ever held (the picker of asset-state-share). */
export const heldInstrumentsSchema = v.object({
  items: v.array(
    v.object({
      instrumentId: v.string(),
      symbol: v.string(),
      name: v.string(),
      kind: instrumentKindSchema,
    }),
  ),
});

export const basketJointShareAssetStateSchema = v.object({
  header: reportHeaderSchema,
  date: isoDaySchema,
  navPerUnit: v.nullable(v.number()),
  unitsOutstanding: countSchema,
  nav: rialSchema,
  /** The caller's row (every holder's for the back office). */
  items: v.array(
    v.object({
      holderId: uuidSchema,
      holderName: v.string(),
      units: countSchema,
      cost: rialSchema,
      value: rialSchema,
      unrealisedGain: rialSchema,
      share: v.number(),
    }),
  ),
});

export type HoldingDto = v.InferOutput<typeof holdingSchema>;
export type HoldingsReportDto = v.InferOutput<typeof holdingsReportSchema>;
export type BalanceSheetDto = v.InferOutput<typeof balanceSheetSchema>;
export type AssetStateReportDto = v.InferOutput<typeof assetStateReportSchema>;
export type CompositionSliceDto = v.InferOutput<typeof compositionSliceSchema>;
export type CompositionDto = v.InferOutput<typeof compositionSchema>;
export type AssetStateShareDto = v.InferOutput<typeof assetStateShareSchema>;
export type HeldInstrumentsDto = v.InferOutput<typeof heldInstrumentsSchema>;
export type BasketJointShareAssetStateDto = v.InferOutput<typeof basketJointShareAssetStateSchema>;
