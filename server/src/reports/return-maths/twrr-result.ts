// What both TWRR variants (daily rows, sparse valuation points) return, and the steps they share:
// one sub-period's growth with the zero-base rule, and annualisation under the GIPS threshold.
import { DAYS_PER_YEAR } from './day-number';

export type TwrrWarningCode = 'ZERO_BASE_WITH_CHANGE' | 'NEGATIVE_VALUE';

export interface TwrrWarning {
  code: TwrrWarningCode;
  /** The valuation date the warning is about. */
  date: string;
}

export interface TwrrResult {
  /** Chain-linked return over (first date, last date]. */
  cumulative: number;
  /** Per-year return, or null when the period is shorter than 365 days. */
  annualized: number | null;
  /** One entry per input row or point; entry 0 (the reference date) is always 0. */
  dailyReturns: number[];
  warnings: TwrrWarning[];
}

/**
 * Growth factor `end / base` of one sub-period. A zero base has no return to measure: the factor
 * is 1, and if value appeared anyway (interest on an empty basket) a warning says so.
 */
export function growthFactor(
  base: number,
  end: number,
  date: string,
  warnings: TwrrWarning[],
): number {
  if (base !== 0) return end / base;
  if (end !== 0) warnings.push({ code: 'ZERO_BASE_WITH_CHANGE', date });
  return 1;
}

/** `(1+R)^(365/days) - 1`, only for periods of at least a year (GIPS: never annualise less). */
export function annualize(cumulative: number, days: number): number | null {
  if (days < DAYS_PER_YEAR) return null;
  const growth = 1 + cumulative;
  // A negative growth (only possible with negative values, which are flagged) has no real root.
  if (growth < 0) return null;
  return growth ** (DAYS_PER_YEAR / days) - 1;
}
