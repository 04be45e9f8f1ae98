// Newton–Raphson on the XIRR objective with a domain guard: a step that would land at or below
// -1 goes halfway from the current rate to -1 instead. Returns null when it does not converge.
import type { NetFlows } from './xirr-flows';
import { npvAndSlope } from './xirr-npv';

export const NEWTON_MAX_ITERATIONS = 100;
const STEP_TOLERANCE = 1e-12;
const VALUE_TOLERANCE = 1e-12;

export function newtonRate(
  flows: NetFlows,
  guess: number,
  maxIterations = NEWTON_MAX_ITERATIONS,
): number | null {
  let rate = guess;
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    const { value, slope } = npvAndSlope(flows, rate);
    if (!Number.isFinite(value) || !Number.isFinite(slope)) return null;
    if (Math.abs(value) <= VALUE_TOLERANCE * flows.scale) return rate;
    if (slope === 0) return null;
    const next = rate - value / slope;
    if (!Number.isFinite(next)) return null;
    if (!(next > -1)) {
      // A guarded step is no Newton step: its size says nothing about convergence.
      rate = (rate - 1) / 2;
      continue;
    }
    if (Math.abs(next - rate) < STEP_TOLERANCE * Math.max(1, Math.abs(next))) return next;
    rate = next;
  }
  return null;
}
