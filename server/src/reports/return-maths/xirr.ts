// Money-weighted return as XIRR (actual/365, t0 = earliest date). Solvers in order: closed form
// for two dates, guarded Newton from the guess, bracketing. Every failure has an explicit status.
import { DAYS_PER_YEAR } from './day-number';
import { requireFinite } from './returns-input-error';
import { bracketedRate } from './xirr-bracket';
import { countSignChanges, netFlowsByDate, type CashFlow, type NetFlows } from './xirr-flows';
import { newtonRate } from './xirr-newton';

export type XirrStatus =
  'OK' | 'NO_SOLUTION' | 'ALL_NON_NEGATIVE' | 'ALL_NON_POSITIVE' | 'SAME_DAY' | 'TOTAL_LOSS';

export interface XirrResult {
  /** Annual rate (0.1 = 10 % a year); null unless status is OK or TOTAL_LOSS (-1). */
  rate: number | null;
  status: XirrStatus;
  /** More than one sign change in the dated net flows: another rate may also solve them. */
  multipleRootsPossible: boolean;
}

export interface XirrOptions {
  /** Where Newton starts and which bracket the fallback prefers; Excel's default is 0.1. */
  guess?: number;
}

export const DEFAULT_XIRR_GUESS = 0.1;

export function xirr(flows: readonly CashFlow[], options: XirrOptions = {}): XirrResult {
  const net = netFlowsByDate(flows);
  const multipleRootsPossible = countSignChanges(net.amounts) > 1;
  const status = unsolvableStatus(flows, net);
  if (status) return { rate: status === 'TOTAL_LOSS' ? -1 : null, status, multipleRootsPossible };
  const rate = solveRate(net, requireFinite(options.guess ?? DEFAULT_XIRR_GUESS, 'guess'));
  return rate === null
    ? { rate: null, status: 'NO_SOLUTION', multipleRootsPossible }
    : { rate, status: 'OK', multipleRootsPossible };
}

/** Flow sets for which no rate exists, checked before any solver runs. */
function unsolvableStatus(flows: readonly CashFlow[], net: NetFlows): XirrStatus | null {
  const firstDate = flows[0]?.date;
  const oneDate = flows.every((flow) => flow.date === firstDate);
  if (oneDate && flows.some((f) => f.amount < 0) && flows.some((f) => f.amount > 0)) {
    return 'SAME_DAY';
  }
  const amounts = [...net.amounts];
  if (!amounts.some((amount) => amount < 0)) return 'ALL_NON_NEGATIVE';
  if (amounts.some((amount) => amount > 0)) return null;
  // Money went in, nothing came out and the last (end) value is an explicit 0: -100 %.
  return amounts.length > 1 && amounts[amounts.length - 1] === 0
    ? 'TOTAL_LOSS'
    : 'ALL_NON_POSITIVE';
}

function solveRate(net: NetFlows, guess: number): number | null {
  if (net.amounts.length === 2) return twoFlowRate(net);
  return newtonRate(net, guess) ?? bracketedRate(net, guess);
}

/** Exact root for two dates of opposite sign: r = (-CF_1/CF_0)^(1/t_1) - 1. */
function twoFlowRate({ times, amounts }: NetFlows): number | null {
  const rate = Math.expm1(Math.log(-amounts[1]! / amounts[0]!) / times[1]!);
  return Number.isFinite(rate) ? rate : null;
}

/** Rate over the period itself, for showing an MWRR of less than a year without annualising. */
export function periodRate(annualRate: number, days: number): number {
  return (1 + annualRate) ** (days / DAYS_PER_YEAR) - 1;
}
