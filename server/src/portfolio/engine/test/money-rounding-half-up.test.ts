// The one rounding rule: an exact ratio of integers rounded half-up to the whole rial.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { HoldingsError } from '../errors';
import { applyRatePpm, assertRial, mulDivHalfUp } from '../money';

describe('money rounding', () => {
  it('rounds halves up and everything else to the nearest rial', () => {
    expect(mulDivHalfUp(5, 1, 2)).toBe(3);
    expect(mulDivHalfUp(7, 1, 2)).toBe(4);
    expect(mulDivHalfUp(10, 1, 3)).toBe(3);
    expect(mulDivHalfUp(20, 1, 3)).toBe(7);
    expect(mulDivHalfUp(0, 5, 3)).toBe(0);
  });

  it('rounds negative halves away from zero', () => {
    expect(mulDivHalfUp(-5, 1, 2)).toBe(-3);
    expect(mulDivHalfUp(5, 1, -2)).toBe(-3);
    expect(Object.is(mulDivHalfUp(-1, 1, 3), -0)).toBe(false);
  });

  it('is exact where float64 is not', () => {
    // 10,037,120 × 400 / 1,000 in float64 is 4,014,848.0000000005.
    expect(mulDivHalfUp(10_037_120, 400, 1000)).toBe(4_014_848);
    expect(applyRatePpm(4_800_000, 256)).toBe(1_229);
    expect(applyRatePpm(4_800_000, 144)).toBe(691);
  });

  it('stays exact beyond 2^53 intermediate products', () => {
    const big = 9_000_000_000_000; // 9 × 10^12 rials
    expect(mulDivHalfUp(big, 999_999, 1_000_000)).toBe(8_999_991_000_000);
    expect(mulDivHalfUp(big + 1, 1_000_001, 2_000_000)).toBe(4_500_004_500_001);
  });

  it('refuses amounts that are not whole rials', () => {
    expect(() => assertRial(10.5, 'price')).toThrow(HoldingsError);
    expect(() => assertRial(Number.MAX_SAFE_INTEGER + 1, 'price')).toThrow(
      'Holdings:NotWholeRials',
    );
    expect(() => assertRial(12, 'price')).not.toThrow();
  });
});
