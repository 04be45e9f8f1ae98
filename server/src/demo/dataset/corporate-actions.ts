// The market's yearly calendar of corporate actions: a general meeting with a cash dividend for
// every share, some capital increases from reserves (bonus shares), one rights issue for a few
// shares, and quarterly coupons for bonds. Days are indices into the trading days.
import { addDays, type DayKey } from '../../portfolio/engine';
import { BOND_COUPON_PPM, BOND_FACE_VALUE } from './catalog';
import type { Rng } from './prng';

export interface DividendAction {
  kind: 'dividend';
  instrument: number;
  /** Record (general meeting) day: holders on it are paid; the price drops by the dividend. */
  day: number;
  payDay: number;
  /** Share of the record day's base price paid per share, in ppm. */
  yieldPpm: number;
  /** Rials per share; fixed by the price walk on the record day. */
  perShare: number;
}

export interface BonusAction {
  kind: 'bonus';
  instrument: number;
  day: number;
  /** New shares per share held, in ppm (300,000 = 30 %). */
  ratioPpm: number;
}

export interface RightsAction {
  kind: 'rights';
  instrument: number;
  rights: number;
  /** Allocation day: holders get rights, the share's price is adjusted. */
  day: number;
  ratioPpm: number;
  lastTradeDay: number;
  exerciseDay: number;
}

export interface CouponAction {
  kind: 'coupon';
  instrument: number;
  day: number;
  perUnit: number;
}

export type MarketAction = DividendAction | BonusAction | RightsAction | CouponAction;

export interface ScheduleInput {
  days: readonly DayKey[];
  kinds: readonly ('share' | 'right' | 'fundUnit' | 'bond')[];
  /** instrument index of a share → index of its rights instrument. */
  rightsOf: ReadonlyMap<number, number>;
}

/** Index of the first trading day on or after `day`, or -1 past the end. */
export function dayIndexOnOrAfter(days: readonly DayKey[], day: DayKey): number {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((days[mid] as DayKey) < day) low = mid + 1;
    else high = mid;
  }
  return low < days.length ? low : -1;
}

function dayInWindow(
  rng: Rng,
  input: ScheduleInput,
  start: DayKey,
  fromOffset: number,
  toOffset: number,
): number {
  const from = dayIndexOnOrAfter(input.days, addDays(start, fromOffset));
  const to = dayIndexOnOrAfter(input.days, addDays(start, toOffset));
  if (from < 0) return -1;
  return rng.int(from, to < 0 ? input.days.length - 1 : to);
}

export function scheduleActions(rng: Rng, input: ScheduleInput): MarketAction[] {
  const { days, kinds } = input;
  const first = days[0] as DayKey;
  const years = Math.ceil((days.length + 1) / 240);
  const actions: MarketAction[] = [];
  kinds.forEach((kind, instrument) => {
    if (kind === 'share') {
      for (let year = 0; year < years; year += 1) {
        const meeting = dayInWindow(rng, input, addDays(first, 365 * year), 95, 155);
        const payDay = meeting + rng.int(60, 120);
        if (meeting >= 0 && payDay < days.length) {
          const yieldPpm = rng.int(30, 160) * 1_000;
          actions.push({
            kind: 'dividend',
            instrument,
            day: meeting,
            payDay,
            yieldPpm,
            perShare: 0,
          });
        }
        const bonusDay = dayInWindow(rng, input, addDays(first, 365 * year), 180, 300);
        if (bonusDay >= 0 && rng.chance(0.3)) {
          actions.push({
            kind: 'bonus',
            instrument,
            day: bonusDay,
            ratioPpm: rng.int(2, 10) * 100_000,
          });
        }
      }
      const rights = input.rightsOf.get(instrument);
      const day = Math.floor(days.length * rng.between(0.3, 0.6));
      if (rights !== undefined && day + 30 < days.length) {
        const ratioPpm = rng.int(3, 8) * 100_000;
        actions.push({
          kind: 'rights',
          instrument,
          rights,
          day,
          ratioPpm,
          lastTradeDay: day + 20,
          exerciseDay: day + 25,
        });
      }
    }
    if (kind === 'bond') {
      const perUnit = (BOND_FACE_VALUE * BOND_COUPON_PPM) / 4_000_000;
      for (let day = rng.int(20, 62); day < days.length; day += 63) {
        actions.push({ kind: 'coupon', instrument, day, perUnit });
      }
    }
  });
  return actions.sort((a, b) => a.day - b.day || a.instrument - b.instrument);
}
