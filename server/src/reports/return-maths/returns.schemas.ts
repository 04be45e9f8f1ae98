// valibot schemas for return inputs in the format of test-data/return-vectors.json. Unknown
// members (notes, descriptive fields) are dropped; descriptive fields that change the maths
// (convention, day count, flow timing) are accepted only with the one value implemented here.
import * as v from 'valibot';
import { isIsoDay } from './day-number';

const isoDay = v.pipe(v.string(), v.check(isIsoDay, 'must be a calendar date in YYYY-MM-DD form'));

/** Integer rials in production; decimals are accepted because published vectors use them. */
const money = v.pipe(
  v.number(),
  v.finite(),
  v.check((x: number) => Math.abs(x) <= Number.MAX_SAFE_INTEGER, 'is too large to be exact'),
);
const nonNegativeMoney = v.pipe(money, v.minValue(0, 'must not be negative'));

const dailyRow = v.object({
  date: isoDay,
  value: money,
  inflow: nonNegativeMoney,
  outflow: nonNegativeMoney,
});

const valuationPoint = v.object({ date: isoDay, valueBefore: money, flow: money });

export const twrrInputSchema = v.pipe(
  v.object({
    convention: v.optional(v.literal('split', 'only the "split" convention is implemented')),
    rows: v.optional(v.pipe(v.array(dailyRow), v.minLength(1, 'must not be empty'))),
    points: v.optional(v.pipe(v.array(valuationPoint), v.minLength(1, 'must not be empty'))),
  }),
  v.check(
    (input) => (input.rows === undefined) !== (input.points === undefined),
    'give either "rows" (daily valuations) or "points" (sparse valuations), not both',
  ),
);

const cashFlow = v.object({ date: isoDay, amount: money });

export const mwrrInputSchema = v.object({
  flows: v.array(cashFlow),
  dayCount: v.optional(v.literal('actual/365', 'only the "actual/365" day count is implemented')),
  guess: v.optional(v.pipe(v.number(), v.finite(), v.gtValue(-1, 'must be above -1'))),
});

export const dietzInputSchema = v.object({
  start: isoDay,
  end: isoDay,
  beginValue: money,
  endValue: money,
  flows: v.array(cashFlow),
  flowTiming: v.optional(
    v.pipe(v.string(), v.startsWith('end of day', 'only "end of day" flow timing is implemented')),
  ),
});

export const returnVectorSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1, 'must not be empty')),
  kind: v.string(),
  input: v.unknown(),
});

export const returnVectorFileSchema = v.array(returnVectorSchema);
