// A generated joint basket: customers join and leave at the engine's NAV per unit, the pool
// never pays out more cash than it has, and every holder redeems only units they hold.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { computeSeries } from '../../../portfolio/engine';
import { expectLedgerMatchesCash } from '../../../portfolio/engine/test/ledger-checks';
import { createDemoDataset } from '../dataset';
import { jointPoolSetup } from '../joint-activity';

const OPTIONS = {
  seed: 'pool',
  customers: 40,
  targetDeals: 4_000,
  firstDay: '2022-03-21',
  lastDay: '2024-03-19',
  pools: 1,
};

describe('joint pool generator', () => {
  const dataset = createDemoDataset(OPTIONS);
  const pool = dataset.pools[0]!;
  const events = [...dataset.poolEvents(pool)];
  const result = computeSeries({
    basket: jointPoolSetup(pool, dataset.config),
    instruments: new Map(dataset.market.instruments.map((i) => [i.id, i])),
    prices: dataset.priceBook(),
    calendar: dataset.market.calendar,
    events,
    lastDay: dataset.market.days[dataset.market.days.length - 1] as string,
  });

  it('has customer1 among its holders from the first day', () => {
    expect(pool.holders[0]).toMatchObject({ holderId: 'customer1', joinDay: 0 });
    expect(pool.holders.length).toBeGreaterThan(3);
    expect(dataset.customers[0]?.pools).toEqual([pool.basketId]);
  });

  it('issues and redeems units that the engine books with cash never negative', () => {
    const sides = result.unitBookings.map((b) => b.side);
    expect(sides.filter((s) => s === 'issue').length).toBe(pool.holders.length);
    expect(sides.filter((s) => s === 'redeem').length).toBeGreaterThan(0);
    expect(result.points.every((p) => p.cash >= 0)).toBe(true);
    expectLedgerMatchesCash(result.ledger, result.points);
    expect(result.sells.length).toBeGreaterThan(0);
  });

  it('prices units near the NAV per unit of the day and keeps the NAV per unit continuous', () => {
    for (const booking of result.unitBookings.slice(1)) {
      const point = result.points.find((p) => p.day === booking.day)!;
      expect(
        Math.abs(booking.amount / booking.units - point.navPerUnit!) / point.navPerUnit!,
      ).toBeLessThan(1e-6);
    }
    const wages = events.filter((e) => e.type === 'cashFlow' && e.flow === 'wage');
    expect(wages.length).toBeGreaterThan(3);
  });

  it('is generated again identically from the seed', () => {
    expect([...createDemoDataset(OPTIONS).poolEvents(pool)]).toEqual(events);
  });
});
