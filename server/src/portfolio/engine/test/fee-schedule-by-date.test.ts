// Fees come from the schedule in effect on the deal's day, per side and instrument kind, with
// per-component caps; a later schedule does not change earlier deals.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import {
  computeFees,
  dealWithFees,
  feesFor,
  pickFeeSchedule,
  type FeeSchedule,
  type KindFees,
} from '../fees';
import { HoldingsError } from '../errors';
import { TSE_1399 } from './fixtures';

const flat = (buyPpm: number, sellPpm: number, taxPpm: number): KindFees => ({
  buy: { components: [{ name: 'all', ratePpm: buyPpm }], taxPpm: 0 },
  sell: { components: [{ name: 'all', ratePpm: sellPpm }], taxPpm },
});
const OLD: FeeSchedule = {
  id: 'old',
  effectiveFrom: '2018-03-21',
  title: 'old',
  byKind: {
    share: flat(4860, 5290, 5000),
    right: flat(4860, 5290, 5000),
    fundUnit: flat(1250, 1250, 0),
    bond: flat(500, 500, 0),
  },
};
const schedules = [TSE_1399, OLD];

describe('fee schedule selection by date', () => {
  it('picks the latest schedule that is in effect on the day', () => {
    expect(pickFeeSchedule(schedules, '2020-12-28').id).toBe('old');
    expect(pickFeeSchedule(schedules, '2020-12-29').id).toBe('tse-1399');
    expect(pickFeeSchedule(schedules, '2025-01-01').id).toBe('tse-1399');
  });

  it('refuses a day before every schedule', () => {
    expect(() => pickFeeSchedule(schedules, '2018-03-20')).toThrow(HoldingsError);
    expect(() => pickFeeSchedule([], '2024-01-01')).toThrow('Holdings:NoFeeSchedule');
  });

  it('charges per side and kind', () => {
    expect(feesFor(schedules, '2019-06-01', 'share', 'buy', 10_000_000)).toEqual({
      commission: 48_600,
      tax: 0,
    });
    expect(feesFor(schedules, '2019-06-01', 'share', 'sell', 10_000_000)).toEqual({
      commission: 52_900,
      tax: 50_000,
    });
    expect(feesFor(schedules, '2019-06-01', 'fundUnit', 'sell', 10_000_000)).toEqual({
      commission: 12_500,
      tax: 0,
    });
    expect(feesFor(schedules, '2024-06-01', 'share', 'sell', 4_800_000)).toEqual({
      commission: 18_240,
      tax: 24_000,
    });
  });

  it('rounds each component half-up and applies its cap', () => {
    const fees = {
      components: [
        { name: 'a', ratePpm: 2_500 },
        { name: 'b', ratePpm: 2_500, capRials: 30 },
      ],
      taxPpm: 5_000,
    };
    // 0.25 % of 10,100 = 25.25 → 25; 0.25 % of 10,200 = 25.5 → 26.
    expect(computeFees(fees, 10_100)).toEqual({ commission: 25 + 25, tax: 51 });
    expect(computeFees(fees, 10_200)).toEqual({ commission: 26 + 26, tax: 51 });
    expect(computeFees(fees, 100_000_000)).toEqual({ commission: 250_000 + 30, tax: 500_000 });
  });

  it('prices a deal with the schedule of its own day', () => {
    const deal = {
      id: 'd',
      instrumentId: 'x',
      side: 'buy' as const,
      quantity: 1000,
      price: 10_000,
    };
    expect(dealWithFees({ ...deal, day: '2020-06-01' }, 'share', schedules).commission).toBe(
      48_600,
    );
    expect(dealWithFees({ ...deal, day: '2021-06-01' }, 'share', schedules).commission).toBe(
      37_120,
    );
  });
});
