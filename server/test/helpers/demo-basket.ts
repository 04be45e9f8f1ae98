// A tenant with the small demo market and one demo special basket loaded (no users), for the
// tests of the stored series; plus the engine's own full computation to compare with.
import { randomUUID } from 'node:crypto';
import { insertBasket, insertWagePlan } from '../../src/baskets/baskets.repository';
import { eventValues } from '../../src/baskets/basket-events';
import { insertEventRows } from '../../src/baskets/events.repository';
import type { TenantDb } from '../../src/db/tenant-scope';
import { loadDemoMarket } from '../../src/demo/loaders/market-loader';
import {
  computeSeries,
  PriceBook,
  type BasketEvent,
  type DailyPrice,
  type SeriesResult,
} from '../../src/portfolio/engine';
import {
  createDemoDataset,
  DEMO_FEE_SCHEDULES,
  DEMO_SETTLEMENT_LAGS,
  marketPriceRows,
  SMALL_DEMO,
  type DemoDataset,
} from '../../src/demo/dataset';

export const FEE_PPM = 20_000;

export function smallDataset(): DemoDataset {
  return createDemoDataset({ ...SMALL_DEMO, lastDay: '2021-12-31' });
}

export async function loadDemoBasket(scope: TenantDb, dataset: DemoDataset) {
  await loadDemoMarket(scope, dataset.market, DEMO_FEE_SCHEDULES);
  const wagePlanId = randomUUID();
  await insertWagePlan(scope, {
    id: wagePlanId,
    title: 'test',
    basket_kind: 'special',
    risk_level: null,
    management_fee_ppm: FEE_PPM,
  });
  const basketId = randomUUID();
  await insertBasket(scope, {
    id: basketId,
    code: 'T-1',
    name: 'test basket',
    kind: 'special',
    risk_level: 3,
    wage_plan_id: wagePlanId,
    settlement_lags: JSON.stringify(DEMO_SETTLEMENT_LAGS),
    initial_unit_price: null,
  });
  const plan = dataset.customers[0]!.specialBaskets[0]!;
  const events = [...dataset.basketEvents(plan)];
  await insertEventRows(
    scope,
    events.map((event, i) => eventValues(basketId, i + 1, event, 'demo')),
  );
  return { basketId, events };
}

/** The engine's series from scratch over the same market, for comparison. */
export function fullSeries(
  dataset: DemoDataset,
  events: readonly BasketEvent[],
  lastDay: string,
  extraPrices: readonly DailyPrice[] = [],
): SeriesResult {
  const changed = new Map(extraPrices.map((p) => [`${p.instrumentId}|${p.day}`, p]));
  const prices = [...marketPriceRows(dataset.market)].map(
    (p) => changed.get(`${p.instrumentId}|${p.day}`) ?? p,
  );
  return computeSeries({
    basket: {
      id: 'x',
      kind: 'special',
      settlementLags: DEMO_SETTLEMENT_LAGS,
      wagePlan: { managementFeePpm: FEE_PPM },
    },
    instruments: new Map(dataset.market.instruments.map((i) => [i.id, i])),
    prices: new PriceBook(prices),
    calendar: dataset.market.calendar,
    events,
    lastDay,
  });
}
