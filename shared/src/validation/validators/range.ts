// Numeric bounds. Values may be numbers or typed text in any digit set (۱۲٫۵ is 12.5). With no
// upper bound a range fails as `min`, since "between 0 and ∞" says nothing useful.
import { parseLocalizedNumber } from '../../persian/number-input';
import type { ValidationError, Validator } from '../types';
import { isEmptyValue } from './is-empty';

type NumericInput = number | string | null | undefined;

/** The number a field holds, or `null` when it holds something else. */
export function toNumber(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return parseLocalizedNumber(value);
}

function checkNumber(
  value: NumericInput,
  test: (n: number) => ValidationError | null,
): ValidationError | null {
  if (value === null || value === undefined || isEmptyValue(value)) return null;
  const n = toNumber(value);
  return n === null ? ({ key: 'invalid' } as const) : test(n);
}

export function min(bound: number): Validator<NumericInput> {
  return (value) =>
    checkNumber(value, (n) =>
      n >= bound ? null : { key: 'min', params: { min: bound, actual: n } },
    );
}

export function max(bound: number): Validator<NumericInput> {
  return (value) =>
    checkNumber(value, (n) =>
      n <= bound ? null : { key: 'max', params: { max: bound, actual: n } },
    );
}

export interface RangeOptions {
  /** Default 0. */
  min?: number;
  /** Default unbounded. */
  max?: number;
}

export function range({
  min: low = 0,
  max: high = Infinity,
}: RangeOptions = {}): Validator<NumericInput> {
  if (high === Infinity) return min(low);
  return (value) =>
    checkNumber(value, (n) =>
      n >= low && n <= high ? null : { key: 'range', params: { min: low, max: high } },
    );
}
