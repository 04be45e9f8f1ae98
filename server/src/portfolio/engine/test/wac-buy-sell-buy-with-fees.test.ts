// returns-math.md §4.2 worked through the engine: buy fees in the cost, realised gain on a
// partial sell, the average unchanged by the sell and moved by a later buy.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { PriceBook } from '../price-book';
import { holdingsOf } from '../reports';
import { computeSeries } from '../series';
import { closes, flow, FOLD, INSTRUMENTS, inputs, pointOn, trade } from './fixtures';

describe('moving weighted-average cost: buy, sell, buy with Iranian fees', () => {
  const buy1 = trade('2024-01-06', FOLD.id, 'buy', 1000, 10_000);
  const sell = trade('2024-01-07', FOLD.id, 'sell', 400, 12_000);
  const buy2 = trade('2024-01-09', FOLD.id, 'buy', 500, 9_000);
  const prices = new PriceBook(
    closes(FOLD.id, {
      '2024-01-06': 10_000,
      '2024-01-07': 12_000,
      '2024-01-08': 11_500,
      '2024-01-09': 9_000,
    }),
  );
  const events = [flow('2024-01-06', 'deposit', 20_000_000), buy1, sell, buy2];
  const run = (lastDay: string) => computeSeries(inputs({ events, prices, lastDay }));

  it('charges the schedule fees on each side', () => {
    expect([buy1.commission, buy1.tax]).toEqual([37_120, 0]);
    expect([sell.commission, sell.tax]).toEqual([18_240, 24_000]);
    expect([buy2.commission, buy2.tax]).toEqual([16_704, 0]);
  });

  it('includes the buy fees in the cost and realises the gain of the sell', () => {
    const result = run('2024-01-08');
    expect(result.sells).toEqual([
      expect.objectContaining({
        netProceeds: 4_757_760,
        costOfSold: 4_014_848,
        realisedGain: 742_912,
      }),
    ]);
    const [row] = holdingsOf(result.finalState, INSTRUMENTS, prices);
    expect(row).toMatchObject({
      quantity: 600,
      cost: 6_022_272,
      price: 11_500,
      marketValue: 6_900_000,
    });
    expect(row?.averageCost).toBeCloseTo(10_037.12, 9);
    expect(row?.unrealisedGain).toBe(877_728);
    expect(result.finalState.realisedGain).toBe(742_912);
  });

  it('moves the average with a later buy', () => {
    const result = run('2024-01-09');
    const position = result.finalState.positions.get(FOLD.id);
    expect(position).toEqual({ quantity: 1100, cost: 10_538_976 });
    expect(position && position.cost / position.quantity).toBeCloseTo(9_580.8873, 4);
  });

  it('books every deal in cash and values the day at the close', () => {
    const result = run('2024-01-09');
    expect(pointOn(result.points, '2024-01-06')).toMatchObject({
      cash: 20_000_000 - 10_037_120,
      securities: 10_000_000,
      nav: 20_000_000 - 37_120,
      inflow: 20_000_000,
    });
    expect(pointOn(result.points, '2024-01-07')).toMatchObject({
      cash: 20_000_000 - 10_037_120 + 4_757_760,
      securities: 600 * 12_000,
      realisedGain: 742_912,
    });
    expect(pointOn(result.points, '2024-01-09').cash).toBe(
      20_000_000 - 10_037_120 + 4_757_760 - 4_516_704,
    );
  });
});
