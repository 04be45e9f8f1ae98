// Turnover (گردش حساب), the deals and the special basket's financial summary.
import * as v from 'valibot';
import { countSchema, isoDaySchema, rialSchema, uuidSchema } from './common';
import { reportHeaderSchema, reportListQuerySchema, reportRangeSchema } from './report-common';

export const ledgerKindSchema = v.picklist([
  'deposit',
  'withdrawal',
  'dividend',
  'coupon',
  'wage',
  'buy',
  'sell',
  'rightsExercise',
  'unitIssue',
  'unitRedemption',
]);

export const turnoverLineSchema = v.object({
  seq: countSchema,
  date: isoDaySchema,
  kind: ledgerKindSchema,
  /** The deal's trade day when its cash moved later (settlement). */
  tradeDate: v.nullable(isoDaySchema),
  symbol: v.nullable(v.string()),
  debit: rialSchema,
  credit: rialSchema,
  balance: rialSchema,
});

/** balance = opening + Σ(credit − debit); Σdebit − Σcredit = opening − closing. */
export const turnoverSchema = v.object({
  header: reportHeaderSchema,
  ...reportRangeSchema.entries,
  /** مانده از قبل: the balance brought forward. */
  opening: rialSchema,
  totalDebit: rialSchema,
  totalCredit: rialSchema,
  closing: rialSchema,
  items: v.array(turnoverLineSchema),
  totalCount: countSchema,
});

export const dealSideFilterSchema = v.optional(v.picklist(['buy', 'sell', 'issue', 'redeem']));

export const shareDealSchema = v.object({
  id: v.string(),
  date: isoDaySchema,
  instrumentId: v.string(),
  symbol: v.string(),
  name: v.string(),
  side: v.picklist(['buy', 'sell']),
  quantity: countSchema,
  price: rialSchema,
  value: rialSchema,
  commission: rialSchema,
  tax: rialSchema,
  /** What the deal cost (buy: value + fees) or brought in (sell: value − fees). */
  netAmount: rialSchema,
  /** A sell's realised gain at the moving average cost; null for a buy. */
  realisedGain: v.nullable(rialSchema),
});

export const shareDealListSchema = v.object({
  header: reportHeaderSchema,
  ...reportRangeSchema.entries,
  items: v.array(shareDealSchema),
  totalCount: countSchema,
});

export const jointShareDealSchema = v.object({
  id: v.string(),
  date: isoDaySchema,
  holderId: uuidSchema,
  side: v.picklist(['issue', 'redeem']),
  units: countSchema,
  navPerUnit: v.number(),
  amount: rialSchema,
  realisedGain: v.nullable(rialSchema),
});

export const jointShareDealListSchema = v.object({
  header: reportHeaderSchema,
  ...reportRangeSchema.entries,
  items: v.array(jointShareDealSchema),
  totalCount: countSchema,
});

export const specialBasketFinancialSchema = v.object({
  header: reportHeaderSchema,
  ...reportRangeSchema.entries,
  openingNav: rialSchema,
  closingNav: rialSchema,
  deposits: rialSchema,
  withdrawals: rialSchema,
  /** Dividends and coupons received. */
  income: rialSchema,
  realisedGain: rialSchema,
  /** Market value − cost of the holdings at `toDate`. */
  unrealisedGain: rialSchema,
  wagesAccrued: rialSchema,
  wagesPaid: rialSchema,
  /** Commissions and taxes of the deals traded in the range. */
  dealCosts: rialSchema,
  /** closingNav − openingNav − deposits + withdrawals. */
  netGain: rialSchema,
});

export type LedgerKindDto = v.InferOutput<typeof ledgerKindSchema>;
export type TurnoverLineDto = v.InferOutput<typeof turnoverLineSchema>;
export type TurnoverDto = v.InferOutput<typeof turnoverSchema>;
export type ShareDealDto = v.InferOutput<typeof shareDealSchema>;
export type ShareDealListDto = v.InferOutput<typeof shareDealListSchema>;
export type JointShareDealDto = v.InferOutput<typeof jointShareDealSchema>;
export type JointShareDealListDto = v.InferOutput<typeof jointShareDealListSchema>;
export type SpecialBasketFinancialDto = v.InferOutput<typeof specialBasketFinancialSchema>;

/** share-deals and joint-share-deals: a list query with an optional side. */
export const dealListQuerySchema = v.object({
  ...reportListQuerySchema.entries,
  side: dealSideFilterSchema,
});
export type DealListQuery = v.InferInput<typeof dealListQuerySchema>;
