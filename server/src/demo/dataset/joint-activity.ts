// Years of activity of a joint basket (pool): the manager trades like in a special basket while
// customers join (unit issue) and leave (redemption). The engine runs alongside, day by day,
// so that every unit is priced at the engine's own NAV per unit and the pool's wage is exactly
// its accrued fee; a redemption is accepted only if the pool's free cash covers it.
import {
  BasketRunner,
  type BasketEvent,
  type BasketSetup,
  type DailyPoint,
  DEFAULT_INITIAL_UNIT_PRICE,
  emptyState,
  type PriceSource,
  type UnitDealEvent,
} from '../../portfolio/engine';
import { type ActivityConfig, tradableInstruments, WAGE_PERIOD } from './basket-activity';
import { BasketSimulator } from './basket-simulator';
import type { DemoMarket } from './market';
import { rngFor } from './prng';

export interface PoolHolderPlan {
  holderId: string;
  joinDay: number;
  amount: number;
}

export interface JointPoolPlan {
  basketId: string;
  startDay: number;
  endDay: number;
  targetDeals: number;
  managementFeePpm: number;
  holders: readonly PoolHolderPlan[];
}

export function jointPoolSetup(plan: JointPoolPlan, config: ActivityConfig): BasketSetup {
  return {
    id: plan.basketId,
    kind: 'joint',
    settlementLags: config.lags,
    wagePlan: { managementFeePpm: plan.managementFeePpm },
  };
}

export function* jointPoolEvents(
  market: DemoMarket,
  plan: JointPoolPlan,
  config: ActivityConfig,
  prices: PriceSource,
): Generator<BasketEvent> {
  const rng = rngFor(market.seed, 'pool', plan.basketId);
  const sim = new BasketSimulator({
    market,
    basketId: plan.basketId,
    rng,
    ...config,
    tradables: tradableInstruments(market),
  });
  const instruments = new Map(market.instruments.map((i) => [i.id, i]));
  const ctx = {
    basket: jointPoolSetup(plan, config),
    instruments,
    prices,
    calendar: market.calendar,
  };
  const runner = new BasketRunner(ctx, emptyState(market.days[plan.startDay] as string));
  const units = new Map<string, number>();
  let point: DailyPoint | undefined;
  let sequence = 0;
  const rate = plan.targetDeals / (plan.endDay - plan.startDay + 1);
  for (let day = plan.startDay; day <= plan.endDay; day += 1) {
    const dayKey = market.days[day] as string;
    while (runner.nextDay < dayKey) point = runner.runDay([]);
    const navPerUnit = point?.navPerUnit ?? DEFAULT_INITIAL_UNIT_PRICE;
    sim.beginDay(day);
    sim.corporateActions(day);
    if ((day - plan.startDay) % WAGE_PERIOD === WAGE_PERIOD - 1 && point)
      sim.cashFlow(day, 'wage', Math.min(point.accruedWages, sim.available()));
    sim.reserved += Math.floor((point?.nav ?? 0) * 0.05);
    const trades = Math.floor(rate) + (rng.chance(rate % 1) ? 1 : 0);
    for (let k = 0; k < trades; k += 1) sim.tradeRandomly(day);
    sim.reserved -= Math.floor((point?.nav ?? 0) * 0.05);
    const unitDeals: UnitDealEvent[] = [];
    const unitDeal = (holderId: string, side: 'issue' | 'redeem', count: number) => {
      units.set(holderId, (units.get(holderId) ?? 0) + (side === 'issue' ? count : -count));
      sequence += 1;
      unitDeals.push({
        type: 'unitDeal',
        id: `${plan.basketId}:u${sequence}`,
        day: dayKey,
        holderId,
        side,
        units: count,
      });
    };
    for (const holder of plan.holders) {
      if (holder.joinDay === day)
        unitDeal(holder.holderId, 'issue', Math.max(1, Math.floor(holder.amount / navPerUnit)));
    }
    const members = [...units].filter(([, count]) => count > 0);
    if (members.length > 0 && rng.chance(0.02)) {
      const [holderId, held] = rng.pick(members);
      const count = rng.chance(0.3) ? held : rng.int(1, held);
      // The day's NAV per unit is known only at the close: leave a 10 % margin.
      if (count * navPerUnit * 1.1 <= sim.available()) unitDeal(holderId, 'redeem', count);
    }
    const events = [...sim.takeEvents(), ...unitDeals];
    const before = runner.log.unitBookings.length;
    point = runner.runDay(events);
    for (const booking of runner.log.unitBookings.slice(before)) {
      sim.cash += booking.side === 'issue' ? booking.amount : -booking.amount;
    }
    yield* events;
  }
}
