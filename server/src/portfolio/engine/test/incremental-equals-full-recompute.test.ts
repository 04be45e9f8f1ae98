// Recomputing from the first changed day, from the state at the end of the day before, gives
// exactly the series a full recompute gives; the days before the change are not recomputed.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { addDays } from '../days';
import { checkpointBefore, firstChangedDay, recomputeFrom, updateSeries } from '../incremental';
import type { SeriesResult } from '../outputs';
import { PriceBook } from '../price-book';
import { computeSeries, stateAt } from '../series';
import type { DailyPrice } from '../types';
import { closes, flow, FOLD, inputs, JOINT, MSMI, SPECIAL, trade } from './fixtures';

const basket = {
  ...SPECIAL,
  wagePlan: { managementFeePpm: 25_000 },
  settlementLags: { share: 2, right: 2, fundUnit: 1, bond: 1 },
};
const priceRows: DailyPrice[] = [
  ...closes(FOLD.id, {
    '2024-01-06': 10_000,
    '2024-01-09': 10_400,
    '2024-01-16': 9_900,
    '2024-01-23': 10_800,
  }),
  ...closes(MSMI.id, { '2024-01-07': 7_000, '2024-01-14': 7_350, '2024-01-21': 6_900 }),
];
const events = [
  flow('2024-01-06', 'deposit', 80_000_000),
  trade('2024-01-06', FOLD.id, 'buy', 3000, 10_000),
  trade('2024-01-07', MSMI.id, 'buy', 2000, 7_000),
  trade('2024-01-14', FOLD.id, 'sell', 1000, 10_300),
  flow('2024-01-17', 'dividend', 400_000, MSMI.id),
  trade('2024-01-21', MSMI.id, 'sell', 2000, 6_900),
  flow('2024-01-24', 'withdrawal', 5_000_000),
];
const oldInputs = inputs({
  basket,
  events,
  prices: new PriceBook(priceRows),
  lastDay: '2024-01-31',
});
const everyDay = { keepState: () => true };

function expectSameSeries(actual: SeriesResult, expected: SeriesResult): void {
  expect(actual.points).toEqual(expected.points);
  expect(actual.ledger).toEqual(expected.ledger);
  expect(actual.sells).toEqual(expected.sells);
  expect(actual.unitBookings).toEqual(expected.unitBookings);
  expect(actual.finalState).toEqual(expected.finalState);
}

describe('incremental recompute equals a full recompute', () => {
  const previous = computeSeries(oldInputs, everyDay);
  const late = trade('2024-01-15', FOLD.id, 'buy', 500, 9_950);
  const newEvents = [...events.slice(0, 4), late, ...events.slice(4)];
  const newInputs = { ...oldInputs, events: newEvents };

  it('finds the first changed day', () => {
    expect(firstChangedDay(events, newEvents)).toBe('2024-01-15');
    expect(firstChangedDay(events, events)).toBeUndefined();
    expect(firstChangedDay(events, [...events].reverse().reverse(), ['2024-01-09'])).toBe(
      '2024-01-09',
    );
    const reordered = [events[1]!, events[0]!, ...events.slice(2)];
    expect(firstChangedDay(events, reordered)).toBe('2024-01-06');
  });

  it('after a new deal', () => {
    const before = checkpointBefore(previous.checkpoints, '2024-01-15');
    expect(before?.day).toBe('2024-01-14');
    const incremental = recomputeFrom(previous, before!, newInputs);
    expectSameSeries(incremental, computeSeries(newInputs));
  });

  it('after a changed price, from a replayed state', () => {
    const changed = priceRows.map((p) => (p.day === '2024-01-16' ? { ...p, close: 9_000 } : p));
    const changedInputs = { ...oldInputs, prices: new PriceBook(changed) };
    const incremental = recomputeFrom(previous, stateAt(oldInputs, '2024-01-15'), changedInputs);
    expectSameSeries(incremental, computeSeries(changedInputs));
    expect(incremental.points).not.toEqual(previous.points);
  });

  it('keeps the days before the change as they were, without recomputing them', () => {
    const marked = {
      ...previous,
      points: previous.points.map((p) => ({ ...p, income: p.income + 1 })),
    };
    const incremental = recomputeFrom(
      marked,
      checkpointBefore(previous.checkpoints, '2024-01-15')!,
      newInputs,
    );
    expect(incremental.points.filter((p) => p.day < '2024-01-15')).toEqual(
      marked.points.filter((p) => p.day < '2024-01-15'),
    );
  });

  it('through updateSeries, also when days are appended or an event is removed', () => {
    expectSameSeries(updateSeries(previous, events, newInputs, everyDay), computeSeries(newInputs));
    const longer = { ...newInputs, lastDay: addDays(newInputs.lastDay, 20) };
    const updated = updateSeries(computeSeries(newInputs, everyDay), newEvents, longer, everyDay);
    expectSameSeries(updated, computeSeries(longer));
    const withoutDividend = { ...oldInputs, events: events.filter((_, i) => i !== 4) };
    expectSameSeries(
      updateSeries(previous, events, withoutDividend),
      computeSeries(withoutDividend),
    );
  });

  it('for a joint basket with units', () => {
    const unitEvents = [
      {
        type: 'unitDeal' as const,
        id: 'u1',
        day: '2024-01-06',
        holderId: 'a',
        side: 'issue' as const,
        units: 100,
      },
      ...events.slice(1, 5),
      {
        type: 'unitDeal' as const,
        id: 'u2',
        day: '2024-01-20',
        holderId: 'a',
        side: 'redeem' as const,
        units: 10,
      },
    ];
    const joint = {
      ...oldInputs,
      basket: { ...JOINT, wagePlan: basket.wagePlan },
      events: unitEvents,
    };
    const first = computeSeries(joint, everyDay);
    const more = {
      ...joint,
      events: [...unitEvents, { ...unitEvents[5]!, id: 'u3', holderId: 'a', units: 5 }],
    };
    expectSameSeries(updateSeries(first, unitEvents, more, everyDay), computeSeries(more));
  });
});
