// The inputs of the holdings engine: instruments, the events of one basket, daily prices and
// the basket's setup. Every amount is integer rials; every quantity an integer.
import type { DayKey } from './days';
import type { Rial } from './money';

export type InstrumentKind = 'share' | 'right' | 'fundUnit' | 'bond';
export const INSTRUMENT_KINDS: readonly InstrumentKind[] = ['share', 'right', 'fundUnit', 'bond'];

export interface Instrument {
  id: string;
  /** Persian ticker, e.g. فولاد; a right (حق تقدم) ends in ح, e.g. فولادح. */
  symbol: string;
  name: string;
  isin: string;
  kind: InstrumentKind;
  /** Industry sector (Persian name). */
  sector: string;
  /** For a right: the share it converts into. */
  underlyingId?: string;
}

export type InstrumentLookup = ReadonlyMap<string, Instrument>;

export interface DailyPrice {
  instrumentId: string;
  day: DayKey;
  /** Closing price (قیمت پایانی) in rials; for a fund unit its NAV. */
  close: Rial;
}

export type DealSide = 'buy' | 'sell';

/** A trade. The commission and tax are what the broker charged (see fees.ts to compute them). */
export interface DealEvent {
  type: 'deal';
  id: string;
  day: DayKey;
  instrumentId: string;
  side: DealSide;
  quantity: number;
  price: Rial;
  commission: Rial;
  tax: Rial;
}

export type CashFlowType = 'deposit' | 'withdrawal' | 'dividend' | 'coupon' | 'wage';

/** Money in or out of the basket's cash; `amount` is always positive. */
export interface CashFlowEvent {
  type: 'cashFlow';
  id: string;
  day: DayKey;
  flow: CashFlowType;
  amount: Rial;
  /** The paying instrument of a dividend or coupon. */
  instrumentId?: string;
}

/** Bonus shares from a capital increase out of reserves: quantity up, cost unchanged. */
export interface BonusEvent {
  type: 'bonus';
  id: string;
  day: DayKey;
  instrumentId: string;
  quantity: number;
}

/** Rights (حق تقدم) turned into shares by paying `pricePerShare` (usually the nominal value). */
export interface RightsExerciseEvent {
  type: 'rightsExercise';
  id: string;
  day: DayKey;
  rightsId: string;
  quantity: number;
  pricePerShare: Rial;
}

/** A customer joining (issue) or leaving (redeem) a joint basket, at the day's NAV per unit. */
export interface UnitDealEvent {
  type: 'unitDeal';
  id: string;
  day: DayKey;
  holderId: string;
  side: 'issue' | 'redeem';
  units: number;
}

export type BasketEvent =
  DealEvent | CashFlowEvent | BonusEvent | RightsExerciseEvent | UnitDealEvent;

export type BasketKind = 'special' | 'joint';

/** Trading days between a deal and its cash settlement, per instrument kind. */
export type SettlementLags = Readonly<Record<InstrumentKind, number>>;

export interface WagePlan {
  /** Annual management fee in ppm of NAV (2 % = 20,000), accrued every calendar day. */
  managementFeePpm: number;
}

export interface BasketSetup {
  id: string;
  kind: BasketKind;
  settlementLags: SettlementLags;
  wagePlan?: WagePlan;
  /** Joint basket: the NAV per unit while no unit is outstanding (default 1,000,000 rials). */
  initialUnitPrice?: Rial;
}

export const SAME_DAY_SETTLEMENT: SettlementLags = { share: 0, right: 0, fundUnit: 0, bond: 0 };
