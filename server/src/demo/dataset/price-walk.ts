// Daily closes as random walks in whole rials. Shares move at most ±5 % from the previous
// (adjusted) close, as on the Tehran exchange, and are sometimes suspended (no close); their
// base is adjusted on ex-days of dividends, bonus shares and rights. Funds and bonds follow
// calmer paths; a right trades near its share's price less the nominal value.
import type { Profile } from './catalog';
import { RIGHTS_NOMINAL } from './catalog';
import type { MarketAction, RightsAction } from './corporate-actions';
import type { Rng } from './prng';

const LIMIT = 0.05;

export interface WalkInput {
  rng: Rng;
  dayCount: number;
  startPrice: number;
  profile: Profile;
  /** Actions on this instrument, by day index. */
  adjustments: ReadonlyMap<number, readonly MarketAction[]>;
}

function adjustBase(base: number, actions: readonly MarketAction[]): number {
  let adjusted = base;
  for (const action of actions) {
    if (action.kind === 'dividend') {
      action.perShare = Math.max(1, Math.round((adjusted * action.yieldPpm) / 1_000_000));
      adjusted = Math.max(1, adjusted - action.perShare);
    } else if (action.kind === 'bonus') {
      adjusted = (adjusted * 1_000_000) / (1_000_000 + action.ratioPpm);
    } else if (action.kind === 'rights') {
      adjusted =
        (adjusted * 1_000_000 + RIGHTS_NOMINAL * action.ratioPpm) / (1_000_000 + action.ratioPpm);
    }
  }
  return Math.max(1, Math.round(adjusted));
}

/** Next close within the daily limit around `base`. */
function limitedStep(base: number, logReturn: number): number {
  const target = Math.round(base * Math.exp(logReturn));
  const low = Math.max(1, Math.ceil(base * (1 - LIMIT)));
  const high = Math.max(low, Math.floor(base * (1 + LIMIT)));
  return Math.min(high, Math.max(low, target));
}

export function walkPrices(input: WalkInput): Int32Array {
  const { rng, dayCount, profile } = input;
  const closes = new Int32Array(dayCount);
  const sigma =
    profile === 'equity' ? rng.between(0.014, 0.027) : profile === 'goldFund' ? 0.013 : 0.009;
  const drift =
    profile === 'fixedIncomeFund' ? 0.0008 : profile === 'bond' ? 0 : rng.between(0.0004, 0.0014);
  let base = input.startPrice;
  let suspendedUntil = -1;
  for (let day = 0; day < dayCount; day += 1) {
    const actions = input.adjustments.get(day);
    if (actions) base = adjustBase(base, actions);
    if (profile === 'equity' && day > suspendedUntil && rng.chance(0.003))
      suspendedUntil = day + rng.int(0, 7);
    if (day <= suspendedUntil) continue;
    if (profile === 'fixedIncomeFund')
      base = Math.round(base * (1 + drift + 0.0002 * rng.normal()));
    else if (profile === 'bond')
      base = limitedStep(base, 0.08 * Math.log(985_000 / base) + 0.002 * rng.normal());
    else base = limitedStep(base, drift + sigma * rng.normal());
    closes[day] = base;
  }
  return closes;
}

/** A right trades from its allocation day to its last trading day near share − nominal. */
export function walkRights(rng: Rng, action: RightsAction, shareCloses: Int32Array): Int32Array {
  const closes = new Int32Array(shareCloses.length);
  let lastShare = 0;
  for (let day = 0; day <= action.lastTradeDay; day += 1) {
    lastShare = shareCloses[day] || lastShare;
    if (day < action.day) continue;
    const value = Math.max(1, lastShare - RIGHTS_NOMINAL);
    closes[day] = Math.max(1, Math.round(value * (1 + 0.03 * rng.normal())));
  }
  return closes;
}
