// Years of activity of one special basket, streamed day by day: a first deposit, random buys
// and sells, the corporate actions of what it holds, a quarterly wage, occasional deposits and
// withdrawals. Only the basket's small mirror is kept in memory.
import { type BasketEvent, type FeeSchedule, type SettlementLags } from '../../portfolio/engine';
import { BasketSimulator } from './basket-simulator';
import type { DemoMarket } from './market';
import { rngFor } from './prng';

export interface SpecialBasketPlan {
  basketId: string;
  /** Trading-day indices of the market, both included. */
  startDay: number;
  endDay: number;
  targetDeals: number;
  initialDeposit: number;
  managementFeePpm: number;
}

export interface ActivityConfig {
  fees: readonly FeeSchedule[];
  lags: SettlementLags;
}

/** Trading days between wage payments (about a quarter). */
export const WAGE_PERIOD = 63;

export function tradableInstruments(market: DemoMarket): number[] {
  return market.instruments.flatMap((instrument, index) =>
    instrument.kind === 'right' ? [] : [index],
  );
}

export function* specialBasketEvents(
  market: DemoMarket,
  plan: SpecialBasketPlan,
  config: ActivityConfig,
): Generator<BasketEvent> {
  const rng = rngFor(market.seed, 'basket', plan.basketId);
  const sim = new BasketSimulator({
    market,
    basketId: plan.basketId,
    rng,
    ...config,
    tradables: tradableInstruments(market),
  });
  const rate = plan.targetDeals / (plan.endDay - plan.startDay + 1);
  let lastWageDay = plan.startDay;
  for (let day = plan.startDay; day <= plan.endDay; day += 1) {
    sim.beginDay(day);
    if (day === plan.startDay) sim.cashFlow(day, 'deposit', plan.initialDeposit);
    else if (rng.chance(1 / 180))
      sim.cashFlow(day, 'deposit', Math.round(plan.initialDeposit * rng.between(0.05, 0.5)));
    sim.corporateActions(day);
    if ((day - plan.startDay) % WAGE_PERIOD === WAGE_PERIOD - 1) {
      const fee = wageFor(market, sim.estimateNav(day), plan.managementFeePpm, lastWageDay, day);
      sim.cashFlow(day, 'wage', Math.min(fee, sim.available()));
      lastWageDay = day;
    }
    const trades = Math.floor(rate) + (rng.chance(rate % 1) ? 1 : 0);
    for (let k = 0; k < trades; k += 1) sim.tradeRandomly(day);
    if (rng.chance(1 / 300))
      sim.cashFlow(day, 'withdrawal', Math.floor(sim.available() * rng.between(0.05, 0.3)));
    yield* sim.takeEvents();
  }
}

/** The management fee of the calendar days since the last payment, on an estimated NAV. */
function wageFor(
  market: DemoMarket,
  nav: number,
  feePpm: number,
  fromDay: number,
  toDay: number,
): number {
  const from = Date.parse(market.days[fromDay] as string);
  const to = Date.parse(market.days[toDay] as string);
  const calendarDays = Math.round((to - from) / 86_400_000);
  return Math.max(0, Math.round((nav * feePpm * calendarDays) / (365 * 1_000_000)));
}
