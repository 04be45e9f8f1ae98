// The NAV exists for every calendar day: Thursdays, Fridays, holidays and days a symbol did not
// trade use the last close before them.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { PriceBook } from '../price-book';
import { computeSeries } from '../series';
import { closes, flow, FOLD, FUND, inputs, MSMI, trade } from './fixtures';

describe('NAV over non-trading days', () => {
  const prices = new PriceBook([
    // Wednesday, then Saturday; FOLD is suspended on Saturday (no close).
    ...closes(FOLD.id, { '2024-01-10': 10_000, '2024-01-14': 10_300 }),
    ...closes(FUND.id, { '2024-01-10': 20_000, '2024-01-13': 20_010, '2024-01-14': 20_020 }),
  ]);
  const events = [
    flow('2024-01-10', 'deposit', 20_000_000),
    trade('2024-01-10', FOLD.id, 'buy', 1000, 10_000),
    trade('2024-01-10', FUND.id, 'buy', 100, 20_000),
  ];
  const result = computeSeries(inputs({ events, prices, lastDay: '2024-01-14' }));
  const securities = Object.fromEntries(result.points.map((p) => [p.day, p.securities]));

  it('has one point for every calendar day', () => {
    expect(result.points.map((p) => p.day)).toEqual([
      '2024-01-10',
      '2024-01-11',
      '2024-01-12',
      '2024-01-13',
      '2024-01-14',
    ]);
  });

  it('carries Wednesday’s closes over Thursday and Friday', () => {
    expect(securities['2024-01-11']).toBe(1000 * 10_000 + 100 * 20_000);
    expect(securities['2024-01-12']).toBe(securities['2024-01-11']);
  });

  it('carries a suspended symbol’s last close while others move', () => {
    expect(securities['2024-01-13']).toBe(1000 * 10_000 + 100 * 20_010);
    expect(securities['2024-01-14']).toBe(1000 * 10_300 + 100 * 20_020);
  });

  it('values a holding that never had a close at its cost and reports it', () => {
    const buy = trade('2024-01-10', MSMI.id, 'buy', 10, 5_000);
    const run = computeSeries(inputs({ events: [...events, buy], prices, lastDay: '2024-01-11' }));
    const last = run.points[1];
    expect(last?.unpriced).toEqual([MSMI.id]);
    expect(last?.securities).toBe(1000 * 10_000 + 100 * 20_000 + 50_000 + buy.commission);
  });
});
