// Selling the whole position takes out its whole cost, remainder of rounding included, so a new
// buy starts a fresh average.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { computeSeries } from '../series';
import { flow, FOLD, inputs, trade } from './fixtures';

describe('a full sell resets the cost', () => {
  // Three buys whose cost does not divide evenly by the quantity.
  const buys = [
    trade('2024-01-06', FOLD.id, 'buy', 333, 10_001),
    trade('2024-01-06', FOLD.id, 'buy', 7, 9_999),
    trade('2024-01-07', FOLD.id, 'buy', 101, 10_333),
  ];
  const partial = trade('2024-01-08', FOLD.id, 'sell', 100, 10_500);
  const rest = trade('2024-01-09', FOLD.id, 'sell', 341, 10_400);
  const again = trade('2024-01-13', FOLD.id, 'buy', 200, 8_000);
  const events = [flow('2024-01-06', 'deposit', 10_000_000), ...buys, partial, rest, again];

  it('splits the cost between the sells so that nothing is left', () => {
    const result = computeSeries(inputs({ events: events.slice(0, 6), lastDay: '2024-01-09' }));
    const totalCost = buys.reduce((sum, b) => sum + b.quantity * b.price + b.commission, 0);
    const [first, second] = result.sells;
    expect(first && second && first.costOfSold + second.costOfSold).toBe(totalCost);
    // 100/441 of the cost, rounded half-up to the rial.
    expect(first?.costOfSold).toBe(Math.floor((totalCost * 100) / 441 + 0.5));
    expect(result.finalState.positions.has(FOLD.id)).toBe(false);
  });

  it('starts a new average after the position was closed', () => {
    const result = computeSeries(inputs({ events, lastDay: '2024-01-13' }));
    expect(result.finalState.positions.get(FOLD.id)).toEqual({
      quantity: 200,
      cost: 200 * 8_000 + again.commission,
    });
  });
});
