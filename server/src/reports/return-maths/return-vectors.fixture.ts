// The reference vectors (test-data/return-vectors.json) and how to check a result
// against one. Used by the tests only.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'expect';
import { cumulativeIndex } from './twrr-index';

export const RETURN_VECTORS_PATH = fileURLToPath(
  new URL('../../../../test-data/return-vectors.json', import.meta.url),
);

export interface ReturnVector {
  id: string;
  kind: string;
  input: unknown;
  expected: Record<string, unknown>;
}

export function loadReturnVectors(): ReturnVector[] {
  return JSON.parse(readFileSync(RETURN_VECTORS_PATH, 'utf8')) as ReturnVector[];
}

type Result = Record<string, unknown>;

/** Checks every expectation the vector states that this engine computes; returns how many. */
export function checkVector(vector: ReturnVector, result: Result): number {
  const checks = { twrr: checkTwrr, mwrr: checkMwrr, dietz: checkDietz }[vector.kind];
  if (!checks) throw new Error(`${vector.id}: no checks for kind ${vector.kind}`);
  const count = checks(vector.expected, result, vector.id);
  if (count === 0) throw new Error(`${vector.id}: no expectation was checked`);
  return count;
}

/**
 * Some expected values are printed to 10 significant digits, coarser than the vector's
 * tolerance (twrr-05 lists 1/22 as 0.04545454545 with tolerance 1e-12). A value printed with
 * 10 or more significant digits is taken as rounded: half a unit of its last digit is allowed.
 */
export function allowedDifference(expected: number, tolerance: number): number {
  const [mantissa = '', exponent = '0'] = Math.abs(expected).toString().split('e');
  const digits = mantissa.replace('.', '').replace(/^0+/, '');
  if (digits.length < 10) return tolerance;
  const decimals = (mantissa.split('.')[1] ?? '').length - Number(exponent);
  return Math.max(tolerance, 0.5 * 10 ** -decimals);
}

function near(actual: unknown, expected: unknown, tolerance: number, what: string): void {
  if (expected === null) {
    expect({ what, actual }).toEqual({ what, actual: null });
    return;
  }
  expect({ what, type: typeof actual }).toEqual({ what, type: 'number' });
  const allowed = allowedDifference(expected as number, tolerance);
  const difference = Math.abs((actual as number) - (expected as number));
  if (!(difference <= allowed)) {
    throw new Error(`${what}: ${actual} differs from ${expected} by ${difference} > ${allowed}`);
  }
}

function checkTwrr(expected: Record<string, unknown>, result: Result, id: string): number {
  const tolerance = expected.tolerance as number;
  const daily = result.dailyReturns as number[];
  let count = 0;
  for (const key of ['cumulative', 'annualized'] as const) {
    if (!(key in expected)) continue;
    near(result[key], expected[key], tolerance, `${id} ${key}`);
    count++;
  }
  if ('dailyReturns' in expected) {
    const want = expected.dailyReturns as number[];
    expect(daily).toHaveLength(want.length);
    want.forEach((value, i) => near(daily[i], value, tolerance, `${id} dailyReturns[${i}]`));
    count++;
  }
  if ('warnings' in expected) {
    expect(result.warnings).toEqual(expected.warnings);
    count++;
  }
  if ('points' in expected) {
    expect(daily.length - 1).toBe(expected.points);
    count++;
  }
  if ('cumulativeAtSecondLastDay' in expected) {
    const index = cumulativeIndex(daily);
    const secondLast = index[index.length - 2]! - 1;
    near(secondLast, expected.cumulativeAtSecondLastDay, tolerance, `${id} second last day`);
    count++;
  }
  return count;
}

function checkMwrr(expected: Record<string, unknown>, result: Result, id: string): number {
  if (typeof expected.rate === 'number') {
    expect({ id, status: result.status }).toEqual({ id, status: 'OK' });
    near(result.rate, expected.rate, expected.tolerance as number, `${id} rate`);
    return 2;
  }
  if (typeof expected.error === 'string') {
    expect({ id, status: result.status, rate: result.rate }).toEqual({
      id,
      status: expected.error,
      rate: null,
    });
    return 1;
  }
  const recommended = expected.recommended as { rate: number; status: string } | undefined;
  if (!recommended) return 0;
  expect({ id, rate: result.rate, status: result.status }).toEqual({ id, ...recommended });
  return 1;
}

function checkDietz(expected: Record<string, unknown>, result: Result, id: string): number {
  const tolerance = (expected.tolerance as number | undefined) ?? 0;
  let count = 0;
  for (const key of ['rate', 'gain', 'averageCapital'] as const) {
    if (!(key in expected)) continue;
    near(result[key], expected[key], tolerance, `${id} ${key}`);
    count++;
  }
  return count;
}
