// Money is an integer number of rials held in a JS number (exact up to 2^53). The ONE rounding
// rule: an amount that is a fraction of another amount (a fee rate times a deal value, the cost
// of part of a position, units times the NAV per unit, a daily fee accrual) is computed exactly
// as a ratio of integers and rounded half-up (half away from zero) to the whole rial once, at
// the moment it is booked. Everything else is integer addition and multiplication.
import { HoldingsError } from './errors';

export type Rial = number;

/** Rates are integer parts per million: 0.3712 % = 3,712 ppm. */
export const PPM = 1_000_000;

export function assertRial(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new HoldingsError('Holdings:NotWholeRials', [what, String(value)]);
  }
}

function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/** round-half-up(a × b / c) for integers a, b, c (c ≠ 0), exact at any size. */
export function mulDivHalfUp(a: number, b: number, c: number): Rial {
  if (c === 0) throw new RangeError('division by zero');
  const product = a * b;
  if (
    Number.isSafeInteger(product) &&
    Number.isSafeInteger(2 * Math.abs(product) + 2 * Math.abs(c))
  ) {
    const n2d = 2 * Math.abs(product) + Math.abs(c);
    const d2 = 2 * Math.abs(c);
    const quotient = (n2d - (n2d % d2)) / d2;
    return product < 0 !== c < 0 && quotient !== 0 ? -quotient : quotient;
  }
  const result = divideHalfUp(BigInt(a) * BigInt(b), BigInt(c));
  const value = Number(result);
  if (!Number.isSafeInteger(value)) throw new RangeError('amount exceeds the safe integer range');
  return value;
}

/** round-half-up(amount × ratePpm / 1,000,000). */
export function applyRatePpm(amount: Rial, ratePpm: number): Rial {
  return mulDivHalfUp(amount, ratePpm, PPM);
}
