// Joint baskets: customers hold units of the pool. All of a day's issues and redemptions are
// priced at one NAV per unit: the NAV at the day's close (after its deals, flows and fee
// accrual) divided by the units outstanding before them — forward pricing. The amount is
// units × NAV / units outstanding, rounded half-up to the rial.
import { postCash, type Books } from './books';
import { HoldingsError } from './errors';
import { assertQuantity } from './event-booking';
import { mulDivHalfUp, type Rial } from './money';
import { costOfPart } from './position';
import type { UnitDealEvent } from './types';

export const DEFAULT_INITIAL_UNIT_PRICE: Rial = 1_000_000;

export function bookUnitDeals(
  books: Books,
  deals: readonly UnitDealEvent[],
  navBefore: Rial,
): void {
  if (deals.length === 0) return;
  const { state, ctx } = books;
  if (ctx.basket.kind !== 'joint') throw new HoldingsError('Holdings:UnitsInSpecialBasket');
  const unitsBefore = state.unitsOutstanding;
  if (unitsBefore > 0 && navBefore <= 0)
    throw new HoldingsError('Holdings:NonPositiveNav', [state.day]);
  const initialPrice = ctx.basket.initialUnitPrice ?? DEFAULT_INITIAL_UNIT_PRICE;
  const amountOf = (units: number): Rial =>
    unitsBefore > 0 ? mulDivHalfUp(units, navBefore, unitsBefore) : units * initialPrice;
  const navPerUnit = unitsBefore > 0 ? navBefore / unitsBefore : initialPrice;

  for (const deal of deals) {
    assertQuantity(deal.units, deal.id);
    const amount = amountOf(deal.units);
    const holder = state.holders.get(deal.holderId) ?? { units: 0, cost: 0 };
    let realisedGain = 0;
    if (deal.side === 'issue') {
      state.holders.set(deal.holderId, {
        units: holder.units + deal.units,
        cost: holder.cost + amount,
      });
      state.unitsOutstanding += deal.units;
      books.totals.inflow += amount;
      postCash(books, 'unitIssue', deal.id, amount, { holderId: deal.holderId });
    } else {
      if (deal.units > holder.units) {
        throw new HoldingsError('Holdings:RedeemExceedsUnits', [
          deal.holderId,
          deal.units,
          holder.units,
        ]);
      }
      const cost = costOfPart({ quantity: holder.units, cost: holder.cost }, deal.units);
      realisedGain = amount - cost;
      const left = { units: holder.units - deal.units, cost: holder.cost - cost };
      if (left.units === 0) state.holders.delete(deal.holderId);
      else state.holders.set(deal.holderId, left);
      state.unitsOutstanding -= deal.units;
      books.totals.outflow += amount;
      postCash(books, 'unitRedemption', deal.id, -amount, { holderId: deal.holderId });
    }
    books.log.unitBookings.push({
      eventId: deal.id,
      day: deal.day,
      holderId: deal.holderId,
      side: deal.side,
      units: deal.units,
      navPerUnit,
      amount,
      realisedGain,
    });
  }
}
