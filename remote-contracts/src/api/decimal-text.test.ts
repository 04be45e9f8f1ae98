import { decimalText } from './decimal-text';

describe('a number as the server reads it', () => {
  it('keeps the whole decimal, leading zeros of the fraction included', () => {
    expect([0.05, 1.05, 12.5, 0.125, 100].map(decimalText)).toEqual([
      '0.05',
      '1.05',
      '12.5',
      '0.125',
      '100',
    ]);
  });

  it('writes no exponent, no binary noise and no negative zero', () => {
    expect(decimalText(1e-7)).toBe('0.0000001');
    expect(decimalText(0.1 + 0.2)).toBe('0.3');
    expect(decimalText(-2.5)).toBe('-2.5');
    expect(decimalText(-0)).toBe('0');
    expect(decimalText(2e20)).toBe('200000000000000000000');
  });

  it('refuses what is not a finite number', () => {
    expect(() => decimalText(Number.NaN)).toThrow(RangeError);
  });
});
