// The demo data set: one market, customers with zero, one or several baskets, and joint pools
// that some customers hold units of. Plans are small and made up front; the events of each
// basket are generated only when iterated, so 10,000 customers and 1,000,000 deals stream
// through without being held in memory.
import {
  type BasketEvent,
  type DayKey,
  type FeeSchedule,
  type SettlementLags,
  type PriceBook,
} from '../../portfolio/engine';
import {
  specialBasketEvents,
  type ActivityConfig,
  type SpecialBasketPlan,
} from './basket-activity';
import { DEMO_FEE_SCHEDULES } from './fee-schedules';
import { jointPoolEvents, type JointPoolPlan, type PoolHolderPlan } from './joint-activity';
import { generateMarket, marketPriceBook, type DemoMarket } from './market';
import { rngFor } from './prng';

/** Shares, rights and fund units settle T+2, bonds T+1 (a demo assumption). */
export const DEMO_SETTLEMENT_LAGS: SettlementLags = { share: 2, right: 2, fundUnit: 2, bond: 1 };

export interface DemoDatasetOptions {
  seed: string;
  customers: number;
  /** About how many deals in all (pools take ~5 %). */
  targetDeals: number;
  firstDay: DayKey;
  lastDay: DayKey;
  pools?: number;
  fees?: readonly FeeSchedule[];
}

export const SMALL_DEMO: DemoDatasetOptions = {
  seed: 'crm-demo',
  customers: 12,
  targetDeals: 4_000,
  firstDay: '2020-03-20',
  lastDay: '2025-03-19',
  pools: 1,
};

export const LARGE_DEMO: DemoDatasetOptions = {
  ...SMALL_DEMO,
  customers: 10_000,
  // Baskets that run out of cash skip some planned buys, so the realised count lands about 1 %
  // under the plan: planning 1,010,000 gives at least the million deals the large set promises.
  targetDeals: 1_010_000,
  pools: 3,
};

export interface DemoCustomerPlan {
  /** `customer1`, `customer2`, … */
  key: string;
  index: number;
  specialBaskets: SpecialBasketPlan[];
  /** Pool basket ids the customer holds units of. */
  pools: string[];
}

export interface DemoDataset {
  options: DemoDatasetOptions;
  market: DemoMarket;
  config: ActivityConfig;
  customers: readonly DemoCustomerPlan[];
  pools: readonly JointPoolPlan[];
  /** The engine's price book of the market (built on first use). */
  priceBook(): PriceBook;
  basketEvents(plan: SpecialBasketPlan): Generator<BasketEvent>;
  poolEvents(plan: JointPoolPlan): Generator<BasketEvent>;
}

type Shape = { special: number; pool: boolean };

/** customer1: a special and a joint basket; customer2: one; customer3: none; customer4: two. */
function shapeOf(index: number, draw: number): Shape {
  const fixed: Record<number, Shape> = {
    1: { special: 1, pool: true },
    2: { special: 1, pool: false },
    3: { special: 0, pool: false },
    4: { special: 2, pool: false },
  };
  if (fixed[index]) return fixed[index];
  if (draw < 0.15) return { special: 0, pool: false };
  if (draw < 0.7) return { special: 1, pool: false };
  if (draw < 0.8) return { special: 2, pool: false };
  return { special: draw < 0.9 ? 0 : 1, pool: true };
}

export function createDemoDataset(options: DemoDatasetOptions): DemoDataset {
  const market = generateMarket(options);
  const config: ActivityConfig = {
    fees: options.fees ?? DEMO_FEE_SCHEDULES,
    lags: DEMO_SETTLEMENT_LAGS,
  };
  const lastIndex = market.days.length - 1;
  const poolCount = Math.max(1, options.pools ?? 1);
  const shapes = Array.from({ length: options.customers }, (_, i) =>
    shapeOf(i + 1, rngFor(options.seed, 'shape', i + 1).float()),
  );
  const specialCount = shapes.reduce((sum, s) => sum + s.special, 0);
  const perBasket = (options.targetDeals * 0.95) / Math.max(1, specialCount);
  const holders: PoolHolderPlan[][] = Array.from({ length: poolCount }, () => []);
  const customers = shapes.map((shape, i): DemoCustomerPlan => {
    const index = i + 1;
    const key = `customer${index}`;
    const rng = rngFor(options.seed, 'customer', index);
    const startDay = index <= 2 ? 0 : rng.int(0, Math.floor(lastIndex * 0.6));
    const specialBaskets = Array.from({ length: shape.special }, (_, k) => ({
      basketId: `${key}-s${k + 1}`,
      startDay: k === 0 ? startDay : rng.int(startDay, Math.floor(lastIndex * 0.8)),
      endDay: lastIndex,
      targetDeals: Math.round(perBasket * rng.between(0.7, 1.3)),
      initialDeposit: Math.round(rng.logUniform(2e9, 5e10) / 1_000_000) * 1_000_000,
      managementFeePpm: rng.pick([15_000, 20_000, 25_000]),
    }));
    const pools: string[] = [];
    if (shape.pool) {
      const pool = index === 1 ? 0 : rng.int(0, poolCount - 1);
      const joinDay = index === 1 ? 0 : rng.int(0, Math.floor(lastIndex * 0.9));
      holders[pool]?.push({
        holderId: key,
        joinDay,
        amount: Math.round(rng.logUniform(2e8, 1e10)),
      });
      pools.push(poolId(pool));
    }
    return { key, index, specialBaskets, pools };
  });
  const pools = holders.map((list, pool): JointPoolPlan => ({
    basketId: poolId(pool),
    startDay: 0,
    endDay: lastIndex,
    targetDeals: Math.round((options.targetDeals * 0.05) / poolCount),
    managementFeePpm: 20_000,
    holders: list.sort((a, b) => a.joinDay - b.joinDay),
  }));
  let book: PriceBook | undefined;
  const priceBook = () => (book ??= marketPriceBook(market));
  return {
    options,
    market,
    config,
    customers,
    pools,
    priceBook,
    basketEvents: (plan) => specialBasketEvents(market, plan, config),
    poolEvents: (plan) => jointPoolEvents(market, plan, config, priceBook()),
  };
}

function poolId(index: number): string {
  return `pool${index + 1}`;
}
