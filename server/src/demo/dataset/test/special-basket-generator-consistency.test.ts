// Generated baskets are consistent for the engine: it books every event (so no sell exceeds the
// holding), the cash never goes negative, the ledger balances; and the data are deterministic.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { computeSeries, type BasketEvent } from '../../../portfolio/engine';
import {
  expectLedgerMatchesCash,
  expectStatementBalances,
} from '../../../portfolio/engine/test/ledger-checks';
import { createDemoDataset, type DemoDataset } from '../dataset';
import type { SpecialBasketPlan } from '../basket-activity';

const OPTIONS = {
  seed: 'consistency',
  customers: 6,
  targetDeals: 1_500,
  firstDay: '2021-03-21',
  lastDay: '2024-03-19',
};

function run(dataset: DemoDataset, plan: SpecialBasketPlan, events: BasketEvent[]) {
  return computeSeries(
    {
      basket: {
        id: plan.basketId,
        kind: 'special',
        settlementLags: dataset.config.lags,
        wagePlan: { managementFeePpm: plan.managementFeePpm },
      },
      instruments: new Map(dataset.market.instruments.map((i) => [i.id, i])),
      prices: dataset.priceBook(),
      calendar: dataset.market.calendar,
      events,
      lastDay: dataset.market.days[dataset.market.days.length - 1] as string,
    },
    {},
  );
}

describe('special basket generator', () => {
  const dataset = createDemoDataset(OPTIONS);
  const plans = dataset.customers.flatMap((c) => c.specialBaskets);

  it('produces events the engine books, with cash never negative and a balanced ledger', () => {
    expect(plans.length).toBeGreaterThanOrEqual(4);
    for (const plan of plans) {
      const events = [...dataset.basketEvents(plan)];
      const days = events.map((e) => e.day);
      expect(days).toEqual([...days].sort());
      const result = run(dataset, plan, events);
      expect(result.points.every((p) => p.cash >= 0)).toBe(true);
      expectLedgerMatchesCash(result.ledger, result.points);
      const first = result.points[0]!.day;
      expectStatementBalances(
        result.ledger,
        result.points,
        first,
        result.points[result.points.length - 1]!.day,
      );
      const third = Math.floor(result.points.length / 3);
      expectStatementBalances(
        result.ledger,
        result.points,
        result.points[third]!.day,
        result.points[2 * third]!.day,
      );
      expect(result.finalState.positions.size).toBeGreaterThan(0);
      expect(result.points[result.points.length - 1]!.nav).toBeGreaterThan(0);
    }
  });

  it('uses every kind of event over the years', () => {
    const events = plans.flatMap((plan) => [...dataset.basketEvents(plan)]);
    const kinds = new Set(
      events.map((e) => (e.type === 'cashFlow' ? e.flow : e.type === 'deal' ? e.side : e.type)),
    );
    expect([...kinds].sort()).toEqual(
      [
        'bonus',
        'buy',
        'coupon',
        'deposit',
        'dividend',
        'rightsExercise',
        'sell',
        'wage',
        'withdrawal',
      ].sort(),
    );
    const deals = events.filter((e) => e.type === 'deal').length;
    expect(deals).toBeGreaterThan(OPTIONS.targetDeals * 0.95 * 0.75);
    expect(deals).toBeLessThan(OPTIONS.targetDeals * 1.2);
  });

  it('is deterministic: the same seed gives the same events, each basket on its own', () => {
    const again = createDemoDataset(OPTIONS);
    const plan = plans[1]!;
    expect([...again.basketEvents(plan)]).toEqual([...dataset.basketEvents(plan)]);
    const other = createDemoDataset({ ...OPTIONS, seed: 'another' });
    expect([...other.basketEvents(other.customers[0]!.specialBaskets[0]!)]).not.toEqual([
      ...dataset.basketEvents(dataset.customers[0]!.specialBaskets[0]!),
    ]);
  });
});
