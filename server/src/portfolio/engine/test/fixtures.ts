// Small builders for the engine's scenario tests.
import { tehranCalendar } from '../calendar';
import type { DayKey } from '../days';
import { dealWithFees, type FeeSchedule, type SideFees } from '../fees';
import { PriceBook } from '../price-book';
import type { SeriesInputs } from '../series';
import {
  SAME_DAY_SETTLEMENT,
  type BasketSetup,
  type CashFlowEvent,
  type CashFlowType,
  type DailyPrice,
  type DealEvent,
  type DealSide,
  type Instrument,
} from '../types';

function instrument(id: string, symbol: string, kind: Instrument['kind'], extra = {}): Instrument {
  return { id, symbol, name: symbol, isin: id, kind, sector: 'فلزات اساسی', ...extra };
}

export const FOLD = instrument('IRO1FOLD0001', 'فولاد', 'share');
export const MSMI = instrument('IRO1MSMI0001', 'فملی', 'share');
export const FOLD_RIGHT = instrument('IRR1FOLD0101', 'فولادح', 'right', { underlyingId: FOLD.id });
export const FUND = instrument('IRT1AGAS0001', 'آگاس', 'fundUnit');
export const BOND = instrument('IRB1AKHZ0001', 'اخزا', 'bond');
export const INSTRUMENTS = new Map([FOLD, MSMI, FOLD_RIGHT, FUND, BOND].map((i) => [i.id, i]));

const buy: SideFees = {
  components: [
    { name: 'broker', ratePpm: 3040 },
    { name: 'exchange', ratePpm: 256 },
    { name: 'depository', ratePpm: 96 },
    { name: 'technology', ratePpm: 80 },
    { name: 'seo', ratePpm: 240 },
  ],
  taxPpm: 0,
};
const sell: SideFees = {
  components: [
    { name: 'broker', ratePpm: 3040 },
    { name: 'exchange', ratePpm: 256 },
    { name: 'depository', ratePpm: 144 },
    { name: 'technology', ratePpm: 120 },
    { name: 'seo', ratePpm: 240 },
  ],
  taxPpm: 5000,
};

/** The TSE schedule of 1399/10/09 (returns-math.md §4.2) for every kind. */
export const TSE_1399: FeeSchedule = {
  id: 'tse-1399',
  effectiveFrom: '2020-12-29',
  title: 'TSE 1399/10/09',
  byKind: {
    share: { buy, sell },
    right: { buy, sell },
    fundUnit: { buy, sell },
    bond: { buy, sell },
  },
};

export const SPECIAL: BasketSetup = {
  id: 'S1',
  kind: 'special',
  settlementLags: SAME_DAY_SETTLEMENT,
};
export const JOINT: BasketSetup = { id: 'J1', kind: 'joint', settlementLags: SAME_DAY_SETTLEMENT };

let sequence = 0;
const nextId = (prefix: string) => `${prefix}${(sequence += 1)}`;

export function trade(
  day: DayKey,
  instrumentId: string,
  side: DealSide,
  quantity: number,
  price: number,
): DealEvent {
  const kind = INSTRUMENTS.get(instrumentId)?.kind ?? 'share';
  return dealWithFees({ id: nextId('d'), day, instrumentId, side, quantity, price }, kind, [
    TSE_1399,
  ]);
}

export function flow(
  day: DayKey,
  type: CashFlowType,
  amount: number,
  instrumentId?: string,
): CashFlowEvent {
  return {
    type: 'cashFlow',
    id: nextId('f'),
    day,
    flow: type,
    amount,
    ...(instrumentId ? { instrumentId } : {}),
  };
}

export function closes(instrumentId: string, rows: Record<DayKey, number>): DailyPrice[] {
  return Object.entries(rows).map(([day, close]) => ({ instrumentId, day, close }));
}

export function inputs(
  partial: Partial<SeriesInputs> & Pick<SeriesInputs, 'events' | 'lastDay'>,
): SeriesInputs {
  return {
    basket: SPECIAL,
    instruments: INSTRUMENTS,
    prices: new PriceBook([]),
    calendar: tehranCalendar(),
    ...partial,
  };
}

/** The point of one day of a series. */
export function pointOn<T extends { day: DayKey }>(points: readonly T[], day: DayKey): T {
  const point = points.find((p) => p.day === day);
  if (!point) throw new Error(`no point on ${day}`);
  return point;
}
