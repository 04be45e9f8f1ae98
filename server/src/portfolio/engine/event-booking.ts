// Booking of one event of a day into the books: deals (settled now or queued for settlement),
// cash flows, bonus shares and the exercise of rights.
import { addTradingDays } from './calendar';
import { postCash, type Books } from './books';
import { HoldingsError } from './errors';
import { dealCashAmount } from './fees';
import { assertRial } from './money';
import { addBonus, buyInto, costOfPart, NO_POSITION, sellFrom } from './position';
import type {
  BonusEvent,
  CashFlowEvent,
  DealEvent,
  Instrument,
  RightsExerciseEvent,
} from './types';

export function assertQuantity(quantity: number, eventId: string): void {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) {
    throw new HoldingsError('Holdings:InvalidQuantity', [eventId]);
  }
}

function instrumentOf(books: Books, id: string): Instrument {
  const instrument = books.ctx.instruments.get(id);
  if (!instrument) throw new HoldingsError('Holdings:UnknownInstrument', [id]);
  return instrument;
}

export function bookDeal(books: Books, deal: DealEvent): void {
  assertQuantity(deal.quantity, deal.id);
  assertRial(deal.price, 'price');
  assertRial(deal.commission, 'commission');
  assertRial(deal.tax, 'tax');
  const instrument = instrumentOf(books, deal.instrumentId);
  const { state } = books;
  const position = state.positions.get(deal.instrumentId) ?? NO_POSITION;
  const amount = dealCashAmount(deal);
  if (deal.side === 'buy') {
    state.positions.set(deal.instrumentId, buyInto(position, deal.quantity, amount));
  } else {
    const sold = sellFrom(position, deal.instrumentId, deal.quantity, amount);
    if (sold.position.quantity === 0) state.positions.delete(deal.instrumentId);
    else state.positions.set(deal.instrumentId, sold.position);
    state.realisedGain += sold.realisedGain;
    books.totals.realisedGain += sold.realisedGain;
    books.log.sells.push({
      dealId: deal.id,
      day: deal.day,
      instrumentId: deal.instrumentId,
      quantity: deal.quantity,
      netProceeds: amount,
      costOfSold: sold.costOfSold,
      realisedGain: sold.realisedGain,
    });
  }
  const lag = books.ctx.basket.settlementLags[instrument.kind];
  if (lag === 0) {
    postCash(books, deal.side, deal.id, deal.side === 'buy' ? -amount : amount, {
      instrumentId: deal.instrumentId,
    });
    return;
  }
  state.pending.push({
    dealId: deal.id,
    instrumentId: deal.instrumentId,
    side: deal.side,
    tradeDay: deal.day,
    settleDay: addTradingDays(books.ctx.calendar, deal.day, lag),
    amount,
  });
}

/** Cash of deals whose settlement day has come, in the order they were traded. */
export function settleDue(books: Books): void {
  const { state } = books;
  const due = state.pending.filter((p) => p.settleDay <= state.day);
  if (due.length === 0) return;
  state.pending = state.pending.filter((p) => p.settleDay > state.day);
  for (const p of due) {
    postCash(books, p.side, p.dealId, p.side === 'buy' ? -p.amount : p.amount, {
      instrumentId: p.instrumentId,
      tradeDay: p.tradeDay,
    });
  }
}

export function bookCashFlow(books: Books, flow: CashFlowEvent): void {
  assertRial(flow.amount, flow.id);
  if (flow.amount <= 0) throw new HoldingsError('Holdings:NotWholeRials', [flow.id, flow.amount]);
  const details = flow.instrumentId ? { instrumentId: flow.instrumentId } : {};
  const { state, totals } = books;
  switch (flow.flow) {
    case 'deposit':
      totals.inflow += flow.amount;
      return postCash(books, 'deposit', flow.id, flow.amount);
    case 'withdrawal':
      totals.outflow += flow.amount;
      return postCash(books, 'withdrawal', flow.id, -flow.amount);
    case 'dividend':
    case 'coupon':
      totals.income += flow.amount;
      return postCash(books, flow.flow, flow.id, flow.amount, details);
    case 'wage': {
      // Paying the fee settles what was accrued; any excess is an expense of the day.
      state.accruedWages -= Math.min(flow.amount, Math.max(0, state.accruedWages));
      totals.wagesPaid += flow.amount;
      return postCash(books, 'wage', flow.id, -flow.amount);
    }
  }
}

export function bookBonus(books: Books, bonus: BonusEvent): void {
  assertQuantity(bonus.quantity, bonus.id);
  instrumentOf(books, bonus.instrumentId);
  const { positions } = books.state;
  positions.set(
    bonus.instrumentId,
    addBonus(positions.get(bonus.instrumentId) ?? NO_POSITION, bonus.quantity),
  );
}

/** The rights leave at their average cost; the shares arrive at that cost plus the payment. */
export function bookRightsExercise(books: Books, exercise: RightsExerciseEvent): void {
  assertQuantity(exercise.quantity, exercise.id);
  assertRial(exercise.pricePerShare, 'pricePerShare');
  const rights = instrumentOf(books, exercise.rightsId);
  if (rights.kind !== 'right' || !rights.underlyingId) {
    throw new HoldingsError('Holdings:UnknownInstrument', [`${exercise.rightsId} (right)`]);
  }
  const shareId = rights.underlyingId;
  instrumentOf(books, shareId);
  const { positions } = books.state;
  const held = positions.get(exercise.rightsId) ?? NO_POSITION;
  if (exercise.quantity > held.quantity) {
    throw new HoldingsError('Holdings:SellExceedsHolding', [
      exercise.rightsId,
      exercise.quantity,
      held.quantity,
    ]);
  }
  const rightsCost = costOfPart(held, exercise.quantity);
  const payment = exercise.quantity * exercise.pricePerShare;
  const left = { quantity: held.quantity - exercise.quantity, cost: held.cost - rightsCost };
  if (left.quantity === 0) positions.delete(exercise.rightsId);
  else positions.set(exercise.rightsId, left);
  const share = positions.get(shareId) ?? NO_POSITION;
  positions.set(shareId, buyInto(share, exercise.quantity, rightsCost + payment));
  postCash(books, 'rightsExercise', exercise.id, -payment, { instrumentId: shareId });
}
