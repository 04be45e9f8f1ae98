// Order statistics of measured samples (nearest-rank percentiles, no interpolation: every
// figure printed is a value that was actually observed).

/** The nearest-rank p-th percentile (0 < p ≤ 100) of the samples; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1]!;
}

/** The middle sample (the lower middle of an even count, so it is an observed value). */
export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

/** `a / b` as `1.23×` (two significant digits below 0.1: `0.0072×`), `—` when undefined. */
export function ratio(a: number, b: number): string {
  if (!Number.isFinite(a) || !Number.isFinite(b) || b === 0) return '—';
  const value = a / b;
  return `${value < 0.1 ? value.toPrecision(2) : value.toFixed(2)}×`;
}
