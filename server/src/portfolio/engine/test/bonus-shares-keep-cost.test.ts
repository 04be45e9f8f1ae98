// A capital increase out of reserves (سهام جایزه): more shares, the same cost, a lower average.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { PriceBook } from '../price-book';
import { computeSeries } from '../series';
import type { BonusEvent } from '../types';
import { closes, flow, FOLD, inputs, pointOn, trade } from './fixtures';

describe('bonus shares', () => {
  const buy = trade('2024-01-06', FOLD.id, 'buy', 1000, 10_000);
  const bonus: BonusEvent = {
    type: 'bonus',
    id: 'b1',
    day: '2024-01-08',
    instrumentId: FOLD.id,
    quantity: 500,
  };
  // The price is adjusted on the ex-day: 10,500 × 1000 / 1500 = 7,000.
  const prices = new PriceBook(
    closes(FOLD.id, { '2024-01-06': 10_500, '2024-01-08': 7_000, '2024-01-09': 7_200 }),
  );

  it('raises the quantity and keeps the cost, so the average falls', () => {
    const events = [flow('2024-01-06', 'deposit', 11_000_000), buy, bonus];
    const result = computeSeries(inputs({ events, prices, lastDay: '2024-01-08' }));
    expect(result.finalState.positions.get(FOLD.id)).toEqual({ quantity: 1500, cost: 10_037_120 });
    expect(pointOn(result.points, '2024-01-08')).toMatchObject({
      securities: 1500 * 7_000,
      cash: 11_000_000 - 10_037_120,
    });
    expect(result.ledger).toHaveLength(2);
  });

  it('realises the gain of bonus shares at the original cost', () => {
    const sell = trade('2024-01-09', FOLD.id, 'sell', 1500, 7_200);
    const events = [flow('2024-01-06', 'deposit', 11_000_000), buy, bonus, sell];
    const result = computeSeries(inputs({ events, prices, lastDay: '2024-01-09' }));
    const proceeds = 1500 * 7_200 - sell.commission - sell.tax;
    expect(result.sells[0]).toMatchObject({
      costOfSold: 10_037_120,
      realisedGain: proceeds - 10_037_120,
    });
    expect(result.finalState.positions.has(FOLD.id)).toBe(false);
  });

  it('credits bonus shares even to a position sold out before the ex-day', () => {
    const sell = trade('2024-01-07', FOLD.id, 'sell', 1000, 10_500);
    const events = [flow('2024-01-06', 'deposit', 11_000_000), buy, sell, bonus];
    const result = computeSeries(inputs({ events, prices, lastDay: '2024-01-08' }));
    expect(result.finalState.positions.get(FOLD.id)).toEqual({ quantity: 500, cost: 0 });
  });
});
