// What the engine produces for a basket: one point per calendar day, the ledger, the realised
// gain of every sell and the price of every unit issue or redemption.
import type { DayKey } from './days';
import type { LedgerLine } from './ledger';
import type { Rial } from './money';
import type { BasketState } from './state';

/** End-of-day figures: the balance sheet and the flows of the day. */
export interface DailyPoint {
  day: DayKey;
  cash: Rial;
  /** Holdings at the last close on or before the day. */
  securities: Rial;
  /** Sell proceeds not yet settled. */
  receivables: Rial;
  /** Buy amounts not yet settled. */
  payables: Rial;
  /** Management fee accrued, not yet paid. */
  accruedWages: Rial;
  /** cash + securities + receivables − payables − accruedWages. */
  nav: Rial;
  /** External flows (TWRR/MWRR): deposits and unit issues in, withdrawals and redemptions out. */
  inflow: Rial;
  outflow: Rial;
  /** Dividends and coupons received. */
  income: Rial;
  realisedGain: Rial;
  wageAccrual: Rial;
  wagesPaid: Rial;
  unitsOutstanding: number;
  /** Joint basket: NAV / units at the end of the day; null without units. */
  navPerUnit: number | null;
  /** Held instruments without any close up to this day, valued at cost. */
  unpriced?: string[];
}

export interface SellResult {
  dealId: string;
  day: DayKey;
  instrumentId: string;
  quantity: number;
  netProceeds: Rial;
  costOfSold: Rial;
  realisedGain: Rial;
}

export interface UnitBooking {
  eventId: string;
  day: DayKey;
  holderId: string;
  side: 'issue' | 'redeem';
  units: number;
  /** NAV per unit of the day before the day's issues and redemptions. */
  navPerUnit: number;
  amount: Rial;
  /** On a redemption: amount − the holder's average cost of the units. */
  realisedGain: Rial;
}

export interface SeriesOutputs {
  points: DailyPoint[];
  ledger: LedgerLine[];
  sells: SellResult[];
  unitBookings: UnitBooking[];
}

export interface SeriesResult extends SeriesOutputs {
  finalState: BasketState;
  /** States at the end of the days the caller asked to keep. */
  checkpoints: BasketState[];
}
