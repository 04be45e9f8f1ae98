// Printing the benchmarks' figures: medians with their spread, each beside its target from
// targets.ts with a verdict, in plain-text tables.
import type { Target, Unit } from './targets';

/** The middle sample (the lower of the two middle ones for an even count). */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new Error('median of no samples');
  return [...samples].sort((a, b) => a - b)[(samples.length - 1) >> 1]!;
}

export function formatValue(unit: Unit, value: number): string {
  if (unit === 'ms') return `${(value / 1000).toFixed(2)} s`;
  const whole = Math.round(value).toLocaleString('en-US');
  return unit === 'bytes' ? `${whole} B` : whole;
}

function formatBaseline(target: Target): string {
  const { baseline, unit } = target;
  if (baseline === undefined) return '—';
  if (typeof baseline === 'number') return formatValue(unit, baseline);
  return `${formatValue(unit, baseline[0])}–${formatValue(unit, baseline[1])}`;
}

/** The median of the samples, with min–max when they differ. */
export function formatSamples(unit: Unit, samples: readonly number[]): string {
  const [min, max] = [Math.min(...samples), Math.max(...samples)];
  const middle = formatValue(unit, median(samples));
  return min === max ? middle : `${middle} (${formatValue(unit, min)}–${formatValue(unit, max)})`;
}

export type Verdict = 'met' | 'NOT MET' | 'report';

export function verdict(value: number, target: number | undefined): Verdict {
  if (target === undefined) return 'report';
  return value <= target ? 'met' : 'NOT MET';
}

export const TARGET_HEADER = ['figure', 'baseline', 'measured: median (min–max)', 'target', ''];

/** One row of a targets table; `label` replaces the figure's name (e.g. one page of several). */
export function targetRow(target: Target, samples: readonly number[], label = target.figure) {
  const goal = target.target === undefined ? '—' : `≤ ${formatValue(target.unit, target.target)}`;
  return [
    label,
    formatBaseline(target),
    formatSamples(target.unit, samples),
    goal,
    verdict(median(samples), target.target),
  ];
}
