// Books one calendar day after another. A day: settle the deals due, book the day's events in
// their given order, value the holdings at the last close, accrue the management fee on the
// NAV, then issue and redeem joint-basket units at the resulting NAV per unit.
import { emptyTotals, type Books, type OutputLog, type RunContext } from './books';
import { addDays } from './days';
import { HoldingsError } from './errors';
import { bookBonus, bookCashFlow, bookDeal, bookRightsExercise, settleDue } from './event-booking';
import { mulDivHalfUp, PPM, type Rial } from './money';
import type { DailyPoint } from './outputs';
import { copyState, type BasketState, type WorkingState } from './state';
import type { BasketEvent, UnitDealEvent } from './types';
import { bookUnitDeals } from './unit-booking';

export class BasketRunner {
  private readonly state: WorkingState;
  readonly log: OutputLog = { ledger: [], sells: [], unitBookings: [] };

  constructor(
    private readonly ctx: RunContext,
    start: BasketState,
  ) {
    this.state = copyState(start);
  }

  /** The day the next `runDay` books. */
  get nextDay(): string {
    return addDays(this.state.day, 1);
  }

  /** A copy of the state as of the end of the last day booked. */
  snapshot(): BasketState {
    return copyState(this.state);
  }

  /** Books the next calendar day with its events (all dated that day) and returns its point. */
  runDay(events: readonly BasketEvent[]): DailyPoint {
    const books: Books = { ctx: this.ctx, state: this.state, totals: emptyTotals(), log: this.log };
    const { state, totals } = books;
    state.day = addDays(state.day, 1);
    settleDue(books);
    const unitDeals: UnitDealEvent[] = [];
    for (const event of events) {
      if (event.day !== state.day) throw new HoldingsError('Holdings:InvalidDay', [event.day]);
      if (event.type === 'deal') bookDeal(books, event);
      else if (event.type === 'cashFlow') bookCashFlow(books, event);
      else if (event.type === 'bonus') bookBonus(books, event);
      else if (event.type === 'rightsExercise') bookRightsExercise(books, event);
      else unitDeals.push(event);
    }
    const { securities, unpriced } = this.valueHoldings();
    let receivables = 0;
    let payables = 0;
    for (const p of state.pending) {
      if (p.side === 'sell') receivables += p.amount;
      else payables += p.amount;
    }
    const grossNav = state.cash + securities + receivables - payables;
    const wageAccrual = this.accrueWage(grossNav - state.accruedWages);
    bookUnitDeals(books, unitDeals, grossNav - state.accruedWages);
    const nav = state.cash + securities + receivables - payables - state.accruedWages;
    const point: DailyPoint = {
      day: state.day,
      cash: state.cash,
      securities,
      receivables,
      payables,
      accruedWages: state.accruedWages,
      nav,
      ...totals,
      wageAccrual,
      unitsOutstanding: state.unitsOutstanding,
      navPerUnit: state.unitsOutstanding > 0 ? nav / state.unitsOutstanding : null,
    };
    if (unpriced.length > 0) point.unpriced = unpriced;
    return point;
  }

  private valueHoldings(): { securities: Rial; unpriced: string[] } {
    let securities = 0;
    const unpriced: string[] = [];
    for (const [id, position] of this.state.positions) {
      const close = this.ctx.prices.closeOnOrBefore(id, this.state.day);
      if (close === undefined) {
        unpriced.push(id);
        securities += position.cost;
      } else {
        securities += position.quantity * close;
      }
    }
    return { securities, unpriced };
  }

  /** One calendar day of the annual management fee on a positive NAV. */
  private accrueWage(navBeforeAccrual: Rial): Rial {
    const plan = this.ctx.basket.wagePlan;
    if (!plan || navBeforeAccrual <= 0) return 0;
    const accrual = mulDivHalfUp(navBeforeAccrual, plan.managementFeePpm, 365 * PPM);
    this.state.accruedWages += accrual;
    return accrual;
  }
}
