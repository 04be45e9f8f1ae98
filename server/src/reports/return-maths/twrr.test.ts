import { describe, it } from 'node:test';
import { expect } from 'expect';
import { ReturnsInputError } from './returns-input-error';
import { twrrFromDailyRows, type DailyValuation } from './twrr-daily';
import { cumulativeIndex, rangeReturn } from './twrr-index';
import { twrrFromValuationPoints } from './twrr-sparse';

const row = (date: string, value: number, inflow = 0, outflow = 0): DailyValuation => ({
  date,
  value,
  inflow,
  outflow,
});

describe('TWRR from daily rows (split convention)', () => {
  it('lets an inflow earn from the start of its day and an outflow until the end of its day', () => {
    const inflow = twrrFromDailyRows([row('2024-01-01', 1000), row('2024-01-02', 2100, 1000)]);
    expect(inflow.cumulative).toBeCloseTo(2100 / 2000 - 1, 15);
    const outflow = twrrFromDailyRows([row('2024-01-01', 1000), row('2024-01-02', 900, 0, 200)]);
    expect(outflow.cumulative).toBeCloseTo(1100 / 1000 - 1, 15);
  });

  it('does not count the reference day: its flows are inside the base value', () => {
    const result = twrrFromDailyRows([row('2024-01-01', 1000, 1000), row('2024-01-02', 1100)]);
    expect(result.dailyReturns).toEqual([0, expect.closeTo(0.1, 15)]);
    expect(result.cumulative).toBeCloseTo(0.1, 15);
  });

  it('chain-links the daily returns', () => {
    const result = twrrFromDailyRows([
      row('2024-01-01', 1000),
      row('2024-01-02', 1100),
      row('2024-01-03', 1540, 300),
    ]);
    expect(result.dailyReturns[2]).toBeCloseTo(1540 / 1400 - 1, 15);
    expect(result.cumulative).toBeCloseTo(1.1 * 1.1 - 1, 14);
  });

  it('gives 0 and a warning on a zero base whose value changes, never NaN', () => {
    const result = twrrFromDailyRows([
      row('2024-01-01', 0),
      row('2024-01-02', 0),
      row('2024-01-03', 5),
      row('2024-01-04', 5),
    ]);
    expect(result.dailyReturns).toEqual([0, 0, 0, 0]);
    expect(result.cumulative).toBe(0);
    expect(result.warnings).toEqual([{ code: 'ZERO_BASE_WITH_CHANGE', date: '2024-01-03' }]);
  });

  it('annualises only periods of at least 365 days', () => {
    const span = (end: string, endValue: number) =>
      twrrFromDailyRows([row('2023-01-01', 100), row(end, endValue)]);
    expect(span('2023-12-31', 110).annualized).toBeNull();
    expect(span('2024-01-01', 110).annualized).toBeCloseTo(0.1, 14);
    const twoYears = span('2025-01-01', 121); // 731 days
    expect(twoYears.cumulative).toBeCloseTo(0.21, 14);
    expect(twoYears.annualized).toBeCloseTo(1.21 ** (365 / 731) - 1, 14);
  });

  it('returns a zero return for a single reference row', () => {
    expect(twrrFromDailyRows([row('2024-01-01', 1000)])).toEqual({
      cumulative: 0,
      annualized: null,
      dailyReturns: [0],
      warnings: [],
    });
  });

  it('flags negative values and does not annualise a growth below zero', () => {
    const result = twrrFromDailyRows([row('2023-01-01', 100), row('2024-02-01', -50)]);
    expect(result.cumulative).toBeCloseTo(-1.5, 14);
    expect(result.annualized).toBeNull();
    expect(result.warnings).toEqual([{ code: 'NEGATIVE_VALUE', date: '2024-02-01' }]);
  });

  it('refuses input it cannot compute on', () => {
    const cases: [DailyValuation[], string][] = [
      [[], 'EMPTY_SERIES'],
      [[row('2024-01-02', 1), row('2024-01-01', 1)], 'DATES_NOT_ASCENDING'],
      [[row('2024-01-01', 1), row('2024-01-02', 1, -5)], 'NEGATIVE_FLOW'],
      [[row('2024-01-01', 1), row('2024-01-02', Number.NaN)], 'NOT_FINITE'],
      [[row('2024-01-01', 1), row('2024-02-30', 1)], 'INVALID_DATE'],
    ];
    for (const [rows, code] of cases) {
      expect(() => twrrFromDailyRows(rows)).toThrow(ReturnsInputError);
      expect(() => twrrFromDailyRows(rows)).toThrow(expect.objectContaining({ code }));
    }
  });
});

describe('TWRR from sparse valuation points', () => {
  // 1000 in; worth 1100 before +500; 1440 before -440; 1050 at the end (366 days later).
  const points = [
    { date: '2024-01-01', valueBefore: 0, flow: 1000 },
    { date: '2024-04-01', valueBefore: 1100, flow: 500 },
    { date: '2024-07-01', valueBefore: 1440, flow: -440 },
    { date: '2025-01-01', valueBefore: 1050, flow: 0 },
  ];

  it('chains valueBefore_i / (valueBefore_{i-1} + flow_{i-1}) - 1', () => {
    const result = twrrFromValuationPoints(points);
    expect(result.dailyReturns).toEqual([
      0,
      expect.closeTo(0.1, 14),
      expect.closeTo(-0.1, 14),
      expect.closeTo(0.05, 14),
    ]);
    expect(result.cumulative).toBeCloseTo(1.1 * 0.9 * 1.05 - 1, 14);
    expect(result.annualized).toBeCloseTo((1.1 * 0.9 * 1.05) ** (365 / 366) - 1, 14);
    expect(result.warnings).toEqual([]);
  });

  it('ignores the flow of the last point', () => {
    const withLastFlow = points.map((p, i) => (i === 3 ? { ...p, flow: -1050 } : p));
    expect(twrrFromValuationPoints(withLastFlow)).toEqual(twrrFromValuationPoints(points));
  });

  it('gives 0 and a warning when value appears on a zero base', () => {
    const result = twrrFromValuationPoints([
      { date: '2024-01-01', valueBefore: 100, flow: -100 },
      { date: '2024-02-01', valueBefore: 3, flow: 0 },
    ]);
    expect(result.dailyReturns).toEqual([0, 0]);
    expect(result.warnings).toEqual([{ code: 'ZERO_BASE_WITH_CHANGE', date: '2024-02-01' }]);
  });

  it('flags a withdrawal larger than the value', () => {
    const result = twrrFromValuationPoints([
      { date: '2024-01-01', valueBefore: 100, flow: -150 },
      { date: '2024-02-01', valueBefore: -50, flow: 0 },
    ]);
    expect(result.warnings.map((w) => w.code)).toEqual(['NEGATIVE_VALUE', 'NEGATIVE_VALUE']);
  });

  it('refuses empty or unordered points', () => {
    expect(() => twrrFromValuationPoints([])).toThrow(
      expect.objectContaining({ code: 'EMPTY_SERIES' }),
    );
    expect(() => twrrFromValuationPoints([points[1]!, points[0]!])).toThrow(
      expect.objectContaining({ code: 'DATES_NOT_ASCENDING' }),
    );
  });
});

describe('cumulative index', () => {
  it('reads any sub-range return off the chained index', () => {
    const index = cumulativeIndex([0, 0.1, -0.1, 0.05]);
    expect(index).toEqual([
      1,
      expect.closeTo(1.1, 15),
      expect.closeTo(0.99, 15),
      expect.closeTo(1.0395, 15),
    ]);
    expect(rangeReturn(index, 1, 3)).toBeCloseTo(0.9 * 1.05 - 1, 14);
    expect(rangeReturn(index, 0, 3)).toBeCloseTo(0.0395, 14);
  });

  it('has no range return after a total loss, and no range outside the index', () => {
    const index = cumulativeIndex([0, -1, 0]);
    expect(rangeReturn(index, 1, 2)).toBeNull();
    expect(() => rangeReturn(index, 2, 5)).toThrow(RangeError);
    expect(() => rangeReturn(index, 2, 1)).toThrow(RangeError);
  });
});
