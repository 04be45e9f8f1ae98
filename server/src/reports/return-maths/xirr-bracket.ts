// Fallback when Newton fails: scan (-1, 10^4] for a sign change of the NPV, take the bracket
// nearest the guess and bisect it until the floating-point interval cannot shrink any further.
import type { NetFlows } from './xirr-flows';
import { scaledNpv } from './xirr-npv';

export const MAX_BRACKET_RATE = 1e4;
/** The smallest float64 above -1. */
const NEAR_MINUS_ONE = -1 + Number.EPSILON / 2;
const MAX_BISECTIONS = 200;

/** The float nearest -1, then -1 + 10^-k, steps of 0.05 up to 1, ×1.5 steps up to 10^4. */
function scanGrid(): number[] {
  const grid = [NEAR_MINUS_ONE];
  for (let k = 15; k >= 2; k--) grid.push(-1 + 10 ** -k);
  for (let i = 0; i <= 39; i++) grid.push(-0.95 + 0.05 * i);
  for (let rate = 1.5; rate < MAX_BRACKET_RATE; rate *= 1.5) grid.push(rate);
  grid.push(MAX_BRACKET_RATE);
  return grid;
}

const GRID = scanGrid();

interface Bracket {
  low: number;
  high: number;
  lowSign: number;
}

export function bracketedRate(flows: NetFlows, guess: number): number | null {
  const signs = GRID.map((rate) => Math.sign(scaledNpv(flows, rate)));
  // As r → -1 the latest non-zero flow outweighs all others, so it gives the sign at -1.
  let previous = { rate: -1, sign: Math.sign(lastNonZero(flows.amounts)) };
  let best: Bracket | null = null;
  let bestDistance = Infinity;
  for (let i = 0; i < GRID.length; i++) {
    const current = { rate: GRID[i]!, sign: signs[i]! };
    if (current.sign === 0) return current.rate;
    if (current.sign !== previous.sign) {
      const bracket = { low: previous.rate, high: current.rate, lowSign: previous.sign };
      const distance = distanceTo(bracket, guess);
      if (distance < bestDistance) [best, bestDistance] = [bracket, distance];
    }
    previous = current;
  }
  return best && bisect(flows, best);
}

function lastNonZero(amounts: Float64Array): number {
  for (let i = amounts.length - 1; i >= 0; i--) if (amounts[i] !== 0) return amounts[i]!;
  return 0;
}

function distanceTo({ low, high }: Bracket, rate: number): number {
  if (rate < low) return low - rate;
  return rate > high ? rate - high : 0;
}

/** Between -1 and the float after it nothing is left to bisect: such a root is reported as -1. */
function bisect(flows: NetFlows, { low, high, lowSign }: Bracket): number {
  if (low === -1) return -1;
  for (let i = 0; i < MAX_BISECTIONS; i++) {
    const middle = low + (high - low) / 2;
    if (middle <= low || middle >= high) break;
    const sign = Math.sign(scaledNpv(flows, middle));
    if (sign === 0) return middle;
    if (sign === lowSign) low = middle;
    else high = middle;
  }
  return low + (high - low) / 2;
}
