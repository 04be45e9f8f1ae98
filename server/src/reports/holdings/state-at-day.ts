// The holdings of a basket at the end of a day, from the stored series: the latest stored
// checkpoint on or before the day (the first of every month and the last valued day) is
// restored, and at most a month of events is booked on top of it. History is never replayed
// from the start.
import { checkpointBefore } from '../../baskets/series.repository';
import { instrumentsOfBasket } from '../../baskets/events.repository';
import { closesForValuation, eventsBetween } from './holdings.repository';
import { findWagePlan, type BasketRow } from '../../baskets/baskets.repository';
import type { TenantDb } from '../../db/tenant-scope';
import { listHolidays } from '../../market/market.repository';
import {
  addDays,
  emptyState,
  PriceBook,
  recomputeFrom,
  restoreState,
  tehranCalendar,
  type BasketSetup,
  type BasketState,
  type InstrumentLookup,
} from '../../portfolio/engine';

export interface StateAtDay {
  state: BasketState;
  /** Closes on or before the day, for valuing the state's positions. */
  prices: PriceBook;
}

async function setupOf(scope: TenantDb, basket: BasketRow): Promise<BasketSetup> {
  const plan = basket.wage_plan_id ? await findWagePlan(scope, basket.wage_plan_id) : undefined;
  return {
    id: basket.id,
    kind: basket.kind,
    settlementLags: basket.settlement_lags as unknown as BasketSetup['settlementLags'],
    ...(plan ? { wagePlan: { managementFeePpm: plan.management_fee_ppm } } : {}),
    ...(basket.initial_unit_price ? { initialUnitPrice: basket.initial_unit_price } : {}),
  };
}

async function basketInstrumentIds(
  scope: TenantDb,
  basketId: string,
  instruments: InstrumentLookup,
): Promise<string[]> {
  const ids = new Set(await instrumentsOfBasket(scope, basketId));
  for (const id of [...ids]) {
    const underlying = instruments.get(id)?.underlyingId;
    if (underlying) ids.add(underlying);
  }
  return [...ids];
}

/** `firstDay` is the basket's first valued day (where an empty basket starts). */
export async function stateAtDay(
  scope: TenantDb,
  basket: BasketRow,
  firstDay: string,
  day: string,
  instruments: InstrumentLookup,
): Promise<StateAtDay> {
  const stored = await checkpointBefore(scope, basket.id, addDays(day, 1));
  const start = stored ? restoreState(stored) : emptyState(firstDay);
  const ids = await basketInstrumentIds(scope, basket.id, instruments);
  const prices = new PriceBook(await closesForValuation(scope, ids, start.day, day));
  if (start.day >= day) return { state: start, prices };
  const events = await eventsBetween(scope, basket.id, start.day, day);
  const inputs = {
    basket: await setupOf(scope, basket),
    instruments,
    prices,
    calendar: tehranCalendar(await listHolidays(scope)),
    events,
    lastDay: day,
  };
  const empty = { points: [], ledger: [], sells: [], unitBookings: [] };
  return { state: recomputeFrom(empty, start, inputs).finalState, prices };
}
