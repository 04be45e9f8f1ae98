// Every shared reference vector, through the pure functions and through the `returns` command
// (spawned once, as `npm run returns`, from the repository root, with the whole file).
import { describe, it } from 'node:test';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'expect';
import {
  modifiedDietz,
  twrrFromDailyRows,
  twrrFromValuationPoints,
  xirr,
  type CashFlow,
  type DailyValuation,
  type DietzInput,
  type ValuationPoint,
} from './index';
import {
  allowedDifference,
  checkVector,
  loadReturnVectors,
  RETURN_VECTORS_PATH,
} from './return-vectors.fixture';

const vectors = loadReturnVectors();
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

function computeDirectly(kind: string, input: unknown): object {
  if (kind === 'twrr') {
    const { rows, points } = input as { rows?: DailyValuation[]; points?: ValuationPoint[] };
    return rows ? twrrFromDailyRows(rows) : twrrFromValuationPoints(points!);
  }
  if (kind === 'mwrr') return xirr((input as { flows: CashFlow[] }).flows);
  if (kind === 'dietz') return modifiedDietz(input as DietzInput);
  throw new Error(`unknown kind ${kind}`);
}

describe('shared return vectors', () => {
  it('covers all three kinds', () => {
    expect(new Set(vectors.map((vector) => vector.kind))).toEqual(
      new Set(['twrr', 'mwrr', 'dietz']),
    );
  });

  it('holds short expected values exact and allows only the rounding of 10-digit ones', () => {
    expect(allowedDifference(0.1, 1e-12)).toBe(1e-12);
    expect(allowedDifference(0.265, 1e-12)).toBe(1e-12);
    expect(allowedDifference(0.04545454545, 1e-12)).toBeCloseTo(5e-12, 25);
    expect(allowedDifference(-0.05618267755, 1e-9)).toBe(1e-9);
    expect(allowedDifference(1.160291071, 1e-12)).toBeCloseTo(5e-10, 22);
  });

  for (const vector of vectors) {
    it(`${vector.id} through the pure functions`, () => {
      const result = computeDirectly(vector.kind, vector.input) as Record<string, unknown>;
      expect(checkVector(vector, result)).toBeGreaterThan(0);
    });
  }

  it('all of them through `npm run returns` with the whole file', () => {
    const run = spawnSync('npm', ['run', '--silent', 'returns', '--', RETURN_VECTORS_PATH], {
      cwd: repositoryRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect({ status: run.status, stderr: run.stderr.replace(/^npm warn .*\n/gm, '') }).toEqual({
      status: 0,
      stderr: '',
    });
    const output = JSON.parse(run.stdout) as { id: string; result: Record<string, unknown> }[];
    expect(output.map((entry) => entry.id)).toEqual(vectors.map((vector) => vector.id));
    output.forEach((entry, i) => checkVector(vectors[i]!, entry.result));
  });
});
