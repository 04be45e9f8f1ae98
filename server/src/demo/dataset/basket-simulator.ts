// A light mirror of one basket's cash and holdings that decides its next events: it settles
// deals on the same trading days as the engine, pays for buys, withdrawals and wages only from
// cash that is neither owed to unsettled buys nor kept for a rights exercise, and sells only
// what it holds. Hence the engine never sees a sell beyond the holding nor a negative cash.
import {
  type BasketEvent,
  dealCashAmount,
  dealWithFees,
  type DealSide,
  type FeeSchedule,
  type Instrument,
  type SettlementLags,
} from '../../portfolio/engine';
import type { MarketAction, RightsAction } from './corporate-actions';
import { RIGHTS_NOMINAL } from './catalog';
import { lastClose, type DemoMarket } from './market';
import type { Rng } from './prng';

export interface SimulatorSetup {
  market: DemoMarket;
  basketId: string;
  rng: Rng;
  fees: readonly FeeSchedule[];
  lags: SettlementLags;
  /** Instrument indices the basket buys (shares, fund units, bonds). */
  tradables: readonly number[];
}

export class BasketSimulator {
  cash = 0;
  /** Kept aside: for a coming rights exercise, or by the caller. */
  reserved = 0;
  readonly holdings = new Map<number, number>();
  private pending: { day: number; amount: number }[] = [];
  private payables = 0;
  private dividendsDue: { day: number; instrument: number; amount: number }[] = [];
  private events: BasketEvent[] = [];
  private sequence = 0;
  dealCount = 0;

  constructor(private readonly setup: SimulatorSetup) {}

  available(): number {
    return this.cash - this.payables - this.reserved;
  }

  private nextId(): string {
    this.sequence += 1;
    return `${this.setup.basketId}:${this.sequence}`;
  }

  private dayKey(day: number): string {
    return this.setup.market.days[day] as string;
  }

  private instrument(index: number): Instrument {
    return this.setup.market.instruments[index] as Instrument;
  }

  /** Settles the deals due on `day`, as the engine does first thing in a day. */
  beginDay(day: number): void {
    if (this.pending.length === 0) return;
    const stillPending: { day: number; amount: number }[] = [];
    for (const p of this.pending) {
      if (p.day > day) stillPending.push(p);
      else {
        this.cash += p.amount;
        if (p.amount < 0) this.payables += p.amount;
      }
    }
    this.pending = stillPending;
  }

  /** The events of the day so far; the buffer starts empty again. */
  takeEvents(): BasketEvent[] {
    const events = this.events;
    this.events = [];
    return events;
  }

  cashFlow(
    day: number,
    flow: 'deposit' | 'withdrawal' | 'dividend' | 'coupon' | 'wage',
    amount: number,
    instrument?: number,
  ): void {
    if (amount <= 0) return;
    if ((flow === 'withdrawal' || flow === 'wage') && amount > this.available()) return;
    this.cash += flow === 'withdrawal' || flow === 'wage' ? -amount : amount;
    const instrumentId =
      instrument === undefined ? {} : { instrumentId: this.instrument(instrument).id };
    this.events.push({
      type: 'cashFlow',
      id: this.nextId(),
      day: this.dayKey(day),
      flow,
      amount,
      ...instrumentId,
    });
  }

  /** A deal at about the day's close, if the instrument traded; a buy shrinks to the cash. */
  deal(day: number, instrument: number, side: DealSide, wanted: number): boolean {
    const close = (this.setup.market.closes[instrument] as Int32Array)[day] as number;
    if (close <= 0) return false;
    const noise = Math.max(-0.02, Math.min(0.02, 0.004 * this.setup.rng.normal()));
    const price = Math.max(1, Math.round(close * (1 + noise)));
    const held = this.holdings.get(instrument) ?? 0;
    const quantity =
      side === 'sell'
        ? Math.min(wanted, held)
        : Math.min(wanted, Math.floor(this.available() / (price * 1.01)));
    if (quantity <= 0) return false;
    const { kind, id: instrumentId } = this.instrument(instrument);
    const unpriced = {
      id: this.nextId(),
      day: this.dayKey(day),
      instrumentId,
      side,
      quantity,
      price,
    };
    const deal = dealWithFees(unpriced, kind, this.setup.fees);
    const amount = dealCashAmount(deal);
    if (side === 'buy' && amount > this.available()) return false;
    const left = held + (side === 'buy' ? quantity : -quantity);
    if (left === 0) this.holdings.delete(instrument);
    else this.holdings.set(instrument, left);
    const signed = side === 'buy' ? -amount : amount;
    const lag = this.setup.lags[kind];
    if (lag === 0) this.cash += signed;
    else {
      this.pending.push({ day: day + lag, amount: signed });
      if (side === 'buy') this.payables += amount;
    }
    this.events.push(deal);
    this.dealCount += 1;
    return true;
  }

  /** Dividends, bonus shares, rights and coupons of the day for what the basket holds. */
  corporateActions(day: number): void {
    const due = this.dividendsDue.filter((d) => d.day === day);
    if (due.length > 0) {
      this.dividendsDue = this.dividendsDue.filter((d) => d.day !== day);
      for (const d of due) this.cashFlow(day, 'dividend', d.amount, d.instrument);
    }
    for (const action of this.setup.market.actionsByDay.get(day) ?? []) this.onAction(day, action);
    for (const action of this.rightsMilestones(day)) this.onRightsMilestone(day, action);
  }

  private onAction(day: number, action: MarketAction): void {
    const held = this.holdings.get(action.instrument) ?? 0;
    if (held === 0) return;
    if (action.kind === 'dividend') {
      this.dividendsDue.push({
        day: action.payDay,
        instrument: action.instrument,
        amount: held * action.perShare,
      });
    } else if (action.kind === 'coupon') {
      this.cashFlow(day, 'coupon', held * action.perUnit, action.instrument);
    } else {
      const target = action.kind === 'rights' ? action.rights : action.instrument;
      const quantity = Math.floor((held * action.ratioPpm) / 1_000_000);
      if (quantity === 0) return;
      this.holdings.set(target, (this.holdings.get(target) ?? 0) + quantity);
      const instrumentId = this.instrument(target).id;
      this.events.push({
        type: 'bonus',
        id: this.nextId(),
        day: this.dayKey(day),
        instrumentId,
        quantity,
      });
    }
  }

  private rightsMilestones(day: number): RightsAction[] {
    const milestones = this.setup.market.rightsMilestones.get(day);
    return milestones ? milestones.filter((a) => this.holdings.has(a.rights)) : [];
  }

  /** On the last trading day: keep the cash for the exercise, or sell the rights if short. */
  private onRightsMilestone(day: number, action: RightsAction): void {
    const quantity = this.holdings.get(action.rights) ?? 0;
    const payment = quantity * RIGHTS_NOMINAL;
    if (day === action.lastTradeDay) {
      if (this.available() >= payment) this.reserved += payment;
      else this.deal(day, action.rights, 'sell', quantity);
      return;
    }
    this.reserved -= payment;
    this.cash -= payment;
    this.holdings.delete(action.rights);
    this.holdings.set(action.instrument, (this.holdings.get(action.instrument) ?? 0) + quantity);
    this.events.push({
      type: 'rightsExercise',
      id: this.nextId(),
      day: this.dayKey(day),
      rightsId: this.instrument(action.rights).id,
      quantity,
      pricePerShare: RIGHTS_NOMINAL,
    });
  }

  /** Cash, unsettled amounts and holdings at the last closes. */
  estimateNav(day: number): number {
    let value = this.cash + this.pending.reduce((sum, p) => sum + p.amount, 0);
    for (const [instrument, quantity] of this.holdings)
      value += quantity * lastClose(this.setup.market, instrument, day);
    return value;
  }

  /** One random buy or sell, sized to the basket. */
  tradeRandomly(day: number): void {
    const { rng, tradables } = this.setup;
    const sellable = [...this.holdings.keys()].filter((i) => this.instrument(i).kind !== 'right');
    const nav = this.estimateNav(day);
    const short = this.available() < nav * 0.05;
    if (sellable.length > 0 && (short || rng.chance(0.45))) {
      const instrument = rng.pick(sellable);
      const held = this.holdings.get(instrument) ?? 0;
      this.deal(day, instrument, 'sell', rng.chance(0.4) ? held : rng.int(1, held));
      return;
    }
    const instrument = rng.pick(tradables);
    const close = (this.setup.market.closes[instrument] as Int32Array)[day] as number;
    if (close > 0)
      this.deal(
        day,
        instrument,
        'buy',
        Math.floor((this.available() * rng.between(0.15, 0.6)) / close),
      );
  }
}
