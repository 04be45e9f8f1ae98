// The mutable books of one run: the working state, the day's totals and the output logs, with
// the one place where a cash movement is posted to the ledger.
import type { TradingCalendar } from './calendar';
import type { LedgerKind, LedgerLine } from './ledger';
import type { Rial } from './money';
import type { SellResult, UnitBooking } from './outputs';
import type { PriceSource } from './price-book';
import type { WorkingState } from './state';
import type { BasketSetup, InstrumentLookup } from './types';

export interface RunContext {
  basket: BasketSetup;
  instruments: InstrumentLookup;
  prices: PriceSource;
  calendar: TradingCalendar;
}

export interface DayTotals {
  inflow: Rial;
  outflow: Rial;
  income: Rial;
  realisedGain: Rial;
  wagesPaid: Rial;
}

export interface OutputLog {
  ledger: LedgerLine[];
  sells: SellResult[];
  unitBookings: UnitBooking[];
}

export interface Books {
  ctx: RunContext;
  state: WorkingState;
  totals: DayTotals;
  log: OutputLog;
}

export function emptyTotals(): DayTotals {
  return { inflow: 0, outflow: 0, income: 0, realisedGain: 0, wagesPaid: 0 };
}

type LineDetails = Pick<LedgerLine, 'instrumentId' | 'holderId' | 'tradeDay'>;

/** Moves `amount` (positive: into cash, negative: out of cash) and writes the ledger line. */
export function postCash(
  books: Books,
  kind: LedgerKind,
  refId: string,
  amount: Rial,
  details: LineDetails = {},
): void {
  const { state } = books;
  state.cash += amount;
  books.log.ledger.push({
    seq: state.nextLedgerSeq,
    day: state.day,
    kind,
    refId,
    ...details,
    debit: amount < 0 ? -amount : 0,
    credit: amount > 0 ? amount : 0,
    balance: state.cash,
  });
  state.nextLedgerSeq += 1;
}
