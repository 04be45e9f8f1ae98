// Asset composition: weights of market values, with display percentages rounded by the
// largest-remainder method so that they add up to exactly 100.00 (returns-math §4.3).
import type { CompositionSliceDto, HoldingDto } from '@crm/shared/dto';

const HUNDREDTHS = 10_000;

/**
 * Percent with two decimals per value, summing to 100 exactly when the total is positive: each
 * share is floored to hundredths of a percent, and the hundredths left over go to the largest
 * remainders (ties to the earlier slice).
 */
export function largestRemainderPercents(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return values.map(() => 0);
  const exact = values.map((value) => (value / total) * HUNDREDTHS);
  const floors = exact.map(Math.floor);
  let left = HUNDREDTHS - floors.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - floors[index]! }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  return floors.map((hundredths) => hundredths / 100);
}

/** Slices by a key, largest first, with cash as a slice of its own (when not zero). */
export function compositionBy(
  holdings: readonly HoldingDto[],
  cash: number,
  keyOf: (holding: HoldingDto) => string,
): CompositionSliceDto[] {
  const values = new Map<string, number>();
  for (const holding of holdings)
    values.set(keyOf(holding), (values.get(keyOf(holding)) ?? 0) + holding.marketValue);
  const entries = [...values].sort((a, b) => b[1] - a[1]);
  if (cash > 0) entries.push(['cash', cash]);
  const total = entries.reduce((sum, [, value]) => sum + value, 0);
  const percents = largestRemainderPercents(entries.map(([, value]) => value));
  return entries.map(([key, marketValue], index) => ({
    key,
    marketValue,
    weight: total > 0 ? marketValue / total : 0,
    percent: percents[index]!,
  }));
}
