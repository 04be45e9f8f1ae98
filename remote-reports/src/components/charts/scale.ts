// Value axes: a linear scale and "nice" ticks, steps of 1, 2 or 5 times a power of ten, so that
// the labels read as people write numbers.

export type Scale = (value: number) => number;

/** Maps the domain linearly onto the range; a domain of one value maps to the range's middle. */
export function linearScale(
  [fromValue, toValue]: readonly [number, number],
  [fromPixel, toPixel]: readonly [number, number],
): Scale {
  const span = toValue - fromValue;
  if (span === 0) return () => (fromPixel + toPixel) / 2;
  const ratio = (toPixel - fromPixel) / span;
  return (value) => fromPixel + (value - fromValue) * ratio;
}

export interface ValueTicks {
  min: number;
  max: number;
  ticks: number[];
}

/**
 * A round step that cuts `span` into about `count` parts. The thresholds sit halfway (on a log
 * scale) between the candidate steps, so the count is off by as little as possible.
 */
export function niceStep(span: number, count: number): number {
  const rough = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const ratio = rough / power;
  if (ratio >= Math.sqrt(50)) return 10 * power;
  if (ratio >= Math.sqrt(10)) return 5 * power;
  if (ratio >= Math.sqrt(2)) return 2 * power;
  return power;
}

/** Rounds away binary noise (0.1 * 3 = 0.30000000000000004) and the sign of zero. */
const clean = (value: number) => Number(value.toPrecision(12)) + 0;

/**
 * Ticks covering the values, with the axis domain widened to the first and last tick. Bars
 * start at zero (`includeZero`); a single value is given some room around it; no values at
 * all give the axis 0 to 1.
 */
export function niceTicks(
  values: readonly number[],
  { count = 5, includeZero = false }: { count?: number; includeZero?: boolean } = {},
): ValueTicks {
  const finite = values.filter(Number.isFinite);
  let low = finite.length ? Math.min(...finite) : 0;
  let high = finite.length ? Math.max(...finite) : 1;
  if (includeZero) {
    low = Math.min(low, 0);
    high = Math.max(high, 0);
  }
  if (low === high) {
    const room = Math.abs(low) * 0.1 || 1;
    low -= room;
    high += room;
  }
  const step = niceStep(high - low, count);
  const first = Math.floor(clean(low / step));
  const last = Math.ceil(clean(high / step));
  const ticks: number[] = [];
  for (let k = first; k <= last; k++) ticks.push(clean(k * step));
  return { min: ticks[0]!, max: ticks[ticks.length - 1]!, ticks };
}
