// Deals are booked in holdings on the trade day and in cash on the settlement day (T+n trading
// days, n per instrument kind); in between they are receivables and payables.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { addTradingDays, tehranCalendar } from '../calendar';
import { PriceBook } from '../price-book';
import { computeSeries } from '../series';
import type { BasketSetup } from '../types';
import { BOND, closes, flow, FOLD, inputs, pointOn, SPECIAL, trade } from './fixtures';

const TPLUS: BasketSetup = {
  ...SPECIAL,
  settlementLags: { share: 2, right: 2, fundUnit: 2, bond: 1 },
};

describe('settlement T+2 for shares, T+1 for bonds', () => {
  const calendar = tehranCalendar(['2024-01-13']);

  it('counts trading days only, skipping Thursday, Friday and holidays', () => {
    expect(addTradingDays(calendar, '2024-01-10', 2)).toBe('2024-01-15');
    expect(addTradingDays(calendar, '2024-01-08', 2)).toBe('2024-01-10');
    expect(addTradingDays(calendar, '2024-01-10', 0)).toBe('2024-01-10');
  });

  const buy = trade('2024-01-10', FOLD.id, 'buy', 1000, 10_000);
  const sellBond = trade('2024-01-10', BOND.id, 'sell', 10, 990_000);
  const buyBond = trade('2024-01-09', BOND.id, 'buy', 10, 1_000_000);
  const prices = new PriceBook([
    ...closes(FOLD.id, { '2024-01-10': 10_000, '2024-01-14': 10_100, '2024-01-15': 10_200 }),
    ...closes(BOND.id, { '2024-01-09': 1_000_000, '2024-01-10': 990_000 }),
  ]);
  const events = [flow('2024-01-08', 'deposit', 30_000_000), buyBond, buy, sellBond];
  const result = computeSeries(
    inputs({ basket: TPLUS, calendar, events, prices, lastDay: '2024-01-15' }),
  );
  const buyAmount = 10_000_000 + buy.commission;
  const bondCost = 10_000_000 + buyBond.commission;
  const bondProceeds = 9_900_000 - sellBond.commission - sellBond.tax;

  it('shows unsettled buys as payables and unsettled sells as receivables', () => {
    expect(pointOn(result.points, '2024-01-10')).toMatchObject({
      cash: 30_000_000 - bondCost,
      payables: buyAmount,
      receivables: bondProceeds,
      securities: 10_000_000,
    });
    // The bond's T+1 from Wednesday skips Thursday, Friday and the Saturday holiday.
    expect(pointOn(result.points, '2024-01-13')).toMatchObject({
      payables: buyAmount,
      receivables: bondProceeds,
    });
    expect(pointOn(result.points, '2024-01-14')).toMatchObject({
      payables: buyAmount,
      receivables: 0,
    });
  });

  it('moves the cash on the settlement day with the trade day on the ledger line', () => {
    expect(result.ledger.map((l) => [l.day, l.kind, l.tradeDay])).toEqual([
      ['2024-01-08', 'deposit', undefined],
      ['2024-01-10', 'buy', '2024-01-09'],
      ['2024-01-14', 'sell', '2024-01-10'],
      ['2024-01-15', 'buy', '2024-01-10'],
    ]);
    expect(pointOn(result.points, '2024-01-15')).toMatchObject({
      cash: 30_000_000 - bondCost + bondProceeds - buyAmount,
      payables: 0,
      receivables: 0,
    });
  });

  it('does not change the NAV when a deal settles', () => {
    const before = pointOn(result.points, '2024-01-14');
    const after = pointOn(result.points, '2024-01-15');
    expect(after.nav - before.nav).toBe(1000 * (10_200 - 10_100));
  });
});
