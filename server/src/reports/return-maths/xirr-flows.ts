// Cash flows prepared for the XIRR solvers: sorted by date, netted per date (flows on one day
// share one discount factor), with times in years of 365 days from the earliest date.
import { DAYS_PER_YEAR, dayNumber } from './day-number';
import { requireFinite } from './returns-input-error';

export interface CashFlow {
  date: string;
  /** Investor's view: money into the basket (and the start value) negative, money out positive. */
  amount: number;
}

export interface NetFlows {
  /** Years since the earliest date (actual/365), ascending; times[0] is 0. */
  times: Float64Array;
  /** Net amount per date, same order as `times`. */
  amounts: Float64Array;
  /** Σ|amount|: the scale against which an NPV counts as zero. */
  scale: number;
}

export function netFlowsByDate(flows: readonly CashFlow[]): NetFlows {
  const byDay = new Map<number, number>();
  flows.forEach((flow, i) => {
    const amount = requireFinite(flow.amount, `flows[${i}].amount`);
    const day = dayNumber(flow.date);
    byDay.set(day, (byDay.get(day) ?? 0) + amount);
  });
  const days = [...byDay.keys()].sort((a, b) => a - b);
  const first = days[0] ?? 0;
  const times = new Float64Array(days.length);
  const amounts = new Float64Array(days.length);
  let scale = 0;
  days.forEach((day, i) => {
    times[i] = (day - first) / DAYS_PER_YEAR;
    amounts[i] = byDay.get(day)!;
    scale += Math.abs(amounts[i]!);
  });
  return { times, amounts, scale };
}

/**
 * Sign changes in the date-ordered non-zero amounts. By Descartes' rule of signs (the NPV is a
 * polynomial in 1/(1+r)^(1/365)) more than one change means more than one rate may solve it.
 */
export function countSignChanges(amounts: ArrayLike<number>): number {
  let changes = 0;
  let previousSign = 0;
  for (let i = 0; i < amounts.length; i++) {
    const sign = Math.sign(amounts[i]!);
    if (sign === 0) continue;
    if (previousSign !== 0 && sign !== previousSign) changes++;
    previousSign = sign;
  }
  return changes;
}
