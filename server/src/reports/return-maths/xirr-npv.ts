// The XIRR objective f(r) = Σ CF_i (1+r)^(-t_i), r > -1, in two forms: with its derivative for
// Newton, and rescaled so it never overflows, for sign tests near r = -1 (for bracketing).
import type { NetFlows } from './xirr-flows';

export interface NpvAndSlope {
  value: number;
  slope: number;
}

/** f(r) and f'(r) = Σ -t_i CF_i (1+r)^(-t_i-1), sharing one discount factor per flow. */
export function npvAndSlope(flows: NetFlows, rate: number): NpvAndSlope {
  const logBase = Math.log1p(rate);
  let value = 0;
  let slope = 0;
  for (let i = 0; i < flows.times.length; i++) {
    const term = flows.amounts[i]! * Math.exp(-flows.times[i]! * logBase);
    value += term;
    slope -= flows.times[i]! * term;
  }
  return { value, slope: slope / (1 + rate) };
}

/**
 * f(r) times a positive factor, so with the same sign: (1+r)^(t_max) when 1+r < 1, otherwise 1.
 * Every discount factor is then ≤ 1, so the sum stays finite even at r = -1 + 1e-15.
 */
export function scaledNpv(flows: NetFlows, rate: number): number {
  const logBase = Math.log1p(rate);
  const shift = logBase < 0 ? flows.times[flows.times.length - 1]! : 0;
  let value = 0;
  for (let i = 0; i < flows.times.length; i++) {
    value += flows.amounts[i]! * Math.exp((shift - flows.times[i]!) * logBase);
  }
  return value;
}
