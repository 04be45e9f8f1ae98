// Commission and tax are dated configuration, never constants: a schedule says, from a day on,
// what each side of a deal costs for each instrument kind. A component's fee is its rate times
// the deal value, rounded half-up to the rial, then capped; the tax has no cap.
import type { DayKey } from './days';
import { HoldingsError } from './errors';
import { applyRatePpm, type Rial } from './money';
import type { DealEvent, DealSide, InstrumentKind } from './types';

export interface FeeComponent {
  /** e.g. broker, exchange, depository (CSDI), technology, SEO supervision. */
  name: string;
  ratePpm: number;
  capRials?: Rial;
}

export interface SideFees {
  components: readonly FeeComponent[];
  taxPpm: number;
}

export interface KindFees {
  buy: SideFees;
  sell: SideFees;
}

export interface FeeSchedule {
  id: string;
  effectiveFrom: DayKey;
  title: string;
  byKind: Readonly<Record<InstrumentKind, KindFees>>;
}

export interface DealFees {
  commission: Rial;
  tax: Rial;
}

/** The schedule in effect on `day`: the one with the latest `effectiveFrom` not after it. */
export function pickFeeSchedule(schedules: readonly FeeSchedule[], day: DayKey): FeeSchedule {
  let chosen: FeeSchedule | undefined;
  for (const schedule of schedules) {
    if (schedule.effectiveFrom > day) continue;
    if (!chosen || schedule.effectiveFrom > chosen.effectiveFrom) chosen = schedule;
  }
  if (!chosen) throw new HoldingsError('Holdings:NoFeeSchedule', [day]);
  return chosen;
}

export function computeFees(fees: SideFees, value: Rial): DealFees {
  let commission = 0;
  for (const component of fees.components) {
    const fee = applyRatePpm(value, component.ratePpm);
    commission += component.capRials === undefined ? fee : Math.min(fee, component.capRials);
  }
  return { commission, tax: applyRatePpm(value, fees.taxPpm) };
}

export function feesFor(
  schedules: readonly FeeSchedule[],
  day: DayKey,
  kind: InstrumentKind,
  side: DealSide,
  value: Rial,
): DealFees {
  return computeFees(pickFeeSchedule(schedules, day).byKind[kind][side], value);
}

export type UnpricedDeal = Omit<DealEvent, 'type' | 'commission' | 'tax'>;

/** A deal with the commission and tax of the schedule in effect on its day. */
export function dealWithFees(
  deal: UnpricedDeal,
  kind: InstrumentKind,
  schedules: readonly FeeSchedule[],
): DealEvent {
  const fees = feesFor(schedules, deal.day, kind, deal.side, deal.quantity * deal.price);
  return { type: 'deal', ...deal, ...fees };
}

/** Cash effect of a deal: a buy costs value + fees, a sell brings value − fees. */
export function dealCashAmount(deal: DealEvent): Rial {
  const value = deal.quantity * deal.price;
  return deal.side === 'buy'
    ? value + deal.commission + deal.tax
    : value - deal.commission - deal.tax;
}
