// Rights (حق تقدم) are their own instrument: allocated free to shareholders, traded like a
// share, and exercised into the share by paying the nominal value.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { PriceBook } from '../price-book';
import { computeSeries } from '../series';
import type { BonusEvent, RightsExerciseEvent } from '../types';
import { closes, flow, FOLD, FOLD_RIGHT, inputs, pointOn, trade } from './fixtures';

describe('rights allocation, purchase and exercise', () => {
  const buyShares = trade('2024-01-06', FOLD.id, 'buy', 1000, 10_000);
  const allocation: BonusEvent = {
    type: 'bonus',
    id: 'r1',
    day: '2024-01-07',
    instrumentId: FOLD_RIGHT.id,
    quantity: 200,
  };
  const buyRights = trade('2024-01-08', FOLD_RIGHT.id, 'buy', 100, 8_000);
  const exercise: RightsExerciseEvent = {
    type: 'rightsExercise',
    id: 'x1',
    day: '2024-01-13',
    rightsId: FOLD_RIGHT.id,
    quantity: 150,
    pricePerShare: 1_000,
  };
  const prices = new PriceBook([
    ...closes(FOLD.id, { '2024-01-06': 10_000, '2024-01-13': 9_500 }),
    ...closes(FOLD_RIGHT.id, { '2024-01-07': 8_200, '2024-01-08': 8_000 }),
  ]);
  const events = [
    flow('2024-01-06', 'deposit', 12_000_000),
    buyShares,
    allocation,
    buyRights,
    exercise,
  ];
  const result = computeSeries(inputs({ events, prices, lastDay: '2024-01-13' }));
  const rightsCost = 100 * 8_000 + buyRights.commission;

  it('holds the rights as their own instrument, valued at their own close', () => {
    const day = pointOn(result.points, '2024-01-08');
    expect(day.securities).toBe(1000 * 10_000 + 300 * 8_000);
  });

  it('moves the exercised rights’ average cost and the payment into the share', () => {
    const exercisedRightsCost = Math.floor((rightsCost * 150) / 300 + 0.5);
    expect(result.finalState.positions.get(FOLD.id)).toEqual({
      quantity: 1150,
      cost: 1000 * 10_000 + buyShares.commission + exercisedRightsCost + 150 * 1_000,
    });
    expect(result.finalState.positions.get(FOLD_RIGHT.id)).toEqual({
      quantity: 150,
      cost: rightsCost - exercisedRightsCost,
    });
  });

  it('pays the exercise from cash with its own ledger line', () => {
    const line = result.ledger.find((l) => l.refId === 'x1');
    expect(line).toMatchObject({
      kind: 'rightsExercise',
      debit: 150_000,
      credit: 0,
      instrumentId: FOLD.id,
    });
    expect(pointOn(result.points, '2024-01-13').cash).toBe(line?.balance);
  });
});
