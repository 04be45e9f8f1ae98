// Money and counts are integers: helpers take a bigint or a safe integer and refuse anything
// else loudly, so a float never reaches words or amounts unnoticed.

/** Returns `value` as a bigint; throws a TypeError for non-integers and unsafe numbers. */
export function toBigIntStrict(value: number | bigint, caller: string): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new TypeError(`${caller}: expected an integer, got ${String(value)}`);
  }
  if (!Number.isSafeInteger(value)) {
    throw new TypeError(`${caller}: ${value} is beyond the safe integer range; pass a bigint`);
  }
  return BigInt(value);
}
