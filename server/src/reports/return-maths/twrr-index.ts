// The cumulative index I_t = Π(1 + r) over a TWRR's daily returns. Any sub-range (chart points,
// year to date, rolling windows) is then I_b / I_a - 1 without recomputing the chain.

export function cumulativeIndex(dailyReturns: readonly number[]): number[] {
  const index = new Array<number>(dailyReturns.length);
  let level = 1;
  for (let i = 0; i < dailyReturns.length; i++) {
    level *= 1 + dailyReturns[i]!;
    index[i] = level;
  }
  return index;
}

/**
 * Return over (from, to], both positions in the index, from < to. Null when the index is 0 at
 * `from`: after a total loss (a day of -100 %) later ranges cannot be read off the index.
 */
export function rangeReturn(index: readonly number[], from: number, to: number): number | null {
  const start = index[from];
  const end = index[to];
  if (start === undefined || end === undefined || from >= to) {
    throw new RangeError(`no range (${from}, ${to}] in an index of ${index.length} days`);
  }
  return start === 0 ? null : end / start - 1;
}
