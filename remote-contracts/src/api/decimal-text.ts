// A number as the server's number parameters read it: plain digits, a point and at most nine
// decimals. String(n) would send exponents (1e-7) and binary noise (0.1 + 0.2 →
// 0.30000000000000004), which the server refuses.
const MAX_DECIMALS = 9;

export function decimalText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`decimalText: not a finite number: ${value}`);
  const fixed = value.toFixed(MAX_DECIMALS).replace(/\.?0+$/, '');
  return fixed === '-0' ? '0' : fixed;
}
