// The return functions throw this when they are handed input they cannot compute on. Request
// input is checked earlier against `returns.schemas.ts`; reaching this is a caller's mistake
// (unsorted rows, a flow outside the period), so it carries a stable code and plain English.
export type ReturnsInputErrorCode =
  | 'INVALID_DATE'
  | 'DATES_NOT_ASCENDING'
  | 'NOT_FINITE'
  | 'NEGATIVE_FLOW'
  | 'EMPTY_SERIES'
  | 'PERIOD_NOT_POSITIVE'
  | 'FLOW_OUTSIDE_PERIOD';

export class ReturnsInputError extends Error {
  constructor(
    readonly code: ReturnsInputErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ReturnsInputError';
  }
}

export function requireFinite(value: number, label: string): number {
  if (!Number.isFinite(value)) {
    throw new ReturnsInputError('NOT_FINITE', `${label} must be a finite number, got ${value}`);
  }
  return value;
}

export function requireNonNegative(value: number, label: string): number {
  requireFinite(value, label);
  if (value < 0) {
    throw new ReturnsInputError('NEGATIVE_FLOW', `${label} must not be negative, got ${value}`);
  }
  return value;
}
