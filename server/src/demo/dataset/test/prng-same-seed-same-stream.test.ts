// The demo's randomness is a seeded stream: the same seed and path give the same numbers, and
// the product has no other source of randomness.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng, rngFor } from '../prng';

const take = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.uint32());

describe('seeded PRNG', () => {
  it('repeats the stream for the same seed and path', () => {
    expect(take(rngFor('s', 'customer', 7), 50)).toEqual(take(rngFor('s', 'customer', 7), 50));
    expect(take(new Rng('x'), 5)).toEqual(take(new Rng('x'), 5));
  });

  it('gives unrelated streams for other seeds or paths', () => {
    const a = take(rngFor('s', 'customer', 7), 50);
    expect(take(rngFor('s', 'customer', 8), 50)).not.toEqual(a);
    expect(take(rngFor('t', 'customer', 7), 50)).not.toEqual(a);
  });

  it('draws within the asked ranges with the expected spread', () => {
    const rng = new Rng('ranges');
    const ints = Array.from({ length: 20_000 }, () => rng.int(-3, 3));
    expect(Math.min(...ints)).toBe(-3);
    expect(Math.max(...ints)).toBe(3);
    const floats = Array.from({ length: 20_000 }, () => rng.float());
    expect(floats.every((f) => f >= 0 && f < 1)).toBe(true);
    const mean = floats.reduce((s, f) => s + f, 0) / floats.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.01);
    const normals = Array.from({ length: 20_000 }, () => rng.normal());
    const m = normals.reduce((s, x) => s + x, 0) / normals.length;
    const variance = normals.reduce((s, x) => s + (x - m) ** 2, 0) / normals.length;
    expect(Math.abs(m)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });

  it('is the only randomness in the portfolio and demo code (no Math.random)', () => {
    const root = join(import.meta.dirname, '..', '..', '..');
    const files = ['portfolio', 'demo'].flatMap((dir) =>
      (readdirSync(join(root, dir), { recursive: true }) as string[])
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => join(dir, f)),
    );
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((f) =>
      readFileSync(join(root, f), 'utf8').includes('Math.random'),
    );
    expect(offenders).toEqual([]);
  });
});
