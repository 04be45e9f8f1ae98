// What the engine cannot book it refuses with a stable code, never with a wrong series.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { BasketRunner } from '../runner';
import { computeSeries } from '../series';
import { emptyState } from '../state';
import type { BasketEvent } from '../types';
import { flow, FOLD, FOLD_RIGHT, inputs, JOINT, MSMI, trade } from './fixtures';

const run = (events: BasketEvent[], joint = false) =>
  computeSeries(inputs({ events, lastDay: '2024-01-10', ...(joint ? { basket: JOINT } : {}) }));
const code = (events: BasketEvent[], joint = false) => {
  try {
    run(events, joint);
    return 'booked';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('invalid inputs are refused', () => {
  const buy = trade('2024-01-06', FOLD.id, 'buy', 100, 10_000);

  it('a sell larger than the holding', () => {
    expect(code([buy, trade('2024-01-07', FOLD.id, 'sell', 101, 10_000)])).toBe(
      'Holdings:SellExceedsHolding',
    );
    expect(code([trade('2024-01-07', MSMI.id, 'sell', 1, 10_000)])).toBe(
      'Holdings:SellExceedsHolding',
    );
    expect(code([buy, trade('2024-01-07', FOLD.id, 'sell', 100, 10_000)])).toBe('booked');
  });

  it('exercising more rights than held, or a right without its share', () => {
    const exercise = {
      type: 'rightsExercise' as const,
      id: 'x',
      day: '2024-01-07',
      quantity: 5,
      pricePerShare: 1_000,
    };
    expect(code([{ ...exercise, rightsId: FOLD_RIGHT.id }])).toBe('Holdings:SellExceedsHolding');
    expect(code([buy, { ...exercise, rightsId: FOLD.id }])).toBe('Holdings:UnknownInstrument');
  });

  it('units in a special basket and redemptions beyond a holder’s units', () => {
    const issue = {
      type: 'unitDeal' as const,
      id: 'u',
      day: '2024-01-06',
      holderId: 'a',
      side: 'issue' as const,
      units: 10,
    };
    expect(code([issue])).toBe('Holdings:UnitsInSpecialBasket');
    const redeem = { ...issue, id: 'r', day: '2024-01-07', side: 'redeem' as const, units: 11 };
    expect(code([issue, redeem], true)).toBe('Holdings:RedeemExceedsUnits');
    expect(code([issue, { ...redeem, units: 10 }], true)).toBe('booked');
  });

  it('unknown instruments, bad quantities, amounts and days', () => {
    expect(code([trade('2024-01-06', 'IRO1NONE0001', 'buy', 1, 10)])).toBe(
      'Holdings:UnknownInstrument',
    );
    expect(code([{ ...buy, quantity: 0 }])).toBe('Holdings:InvalidQuantity');
    expect(code([{ ...buy, quantity: 1.5 }])).toBe('Holdings:InvalidQuantity');
    expect(code([{ ...buy, price: 10.25 }])).toBe('Holdings:NotWholeRials');
    expect(code([flow('2024-01-06', 'deposit', 0)])).toBe('Holdings:NotWholeRials');
    expect(code([{ ...buy, day: '2024-02-30' }])).toBe('Holdings:InvalidDay');
  });

  it('an event given to the runner for another day', () => {
    const runner = new BasketRunner(
      inputs({ events: [], lastDay: '2024-01-10' }),
      emptyState('2024-01-06'),
    );
    expect(runner.nextDay).toBe('2024-01-06');
    expect(() => runner.runDay([{ ...buy, day: '2024-01-07' }])).toThrow('Holdings:InvalidDay');
  });

  it('an event before the first day of the series', () => {
    const result = () =>
      computeSeries(inputs({ events: [buy], firstDay: '2024-01-07', lastDay: '2024-01-10' }));
    expect(result).toThrow('Holdings:EventBeforeState');
  });
});
