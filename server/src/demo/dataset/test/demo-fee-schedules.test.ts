// The demo's fee configuration: the schedule of the deal's day, with §4.2's figures from
// 1399/10/09 on and the older totals before.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { feesFor, pickFeeSchedule } from '../../../portfolio/engine';
import { DEMO_FEE_SCHEDULES } from '../fee-schedules';

describe('demo fee schedules', () => {
  it('switches to the 1399/10/09 schedule on 2020-12-29', () => {
    expect(pickFeeSchedule(DEMO_FEE_SCHEDULES, '2020-12-28').id).toBe('tse-before-1399');
    expect(pickFeeSchedule(DEMO_FEE_SCHEDULES, '2020-12-29').id).toBe('tse-1399-10-09');
  });

  it('charges 0.3712 % on buys and 0.88 % with the 0.5 % tax on sells of shares', () => {
    expect(feesFor(DEMO_FEE_SCHEDULES, '2023-01-01', 'share', 'buy', 10_000_000)).toEqual({
      commission: 37_120,
      tax: 0,
    });
    expect(feesFor(DEMO_FEE_SCHEDULES, '2023-01-01', 'share', 'sell', 4_800_000)).toEqual({
      commission: 18_240,
      tax: 24_000,
    });
    expect(feesFor(DEMO_FEE_SCHEDULES, '2023-01-01', 'right', 'sell', 10_000_000)).toEqual({
      commission: 38_000,
      tax: 50_000,
    });
  });

  it('charged 0.486 % / 1.029 % before, and no tax on fund units or bonds', () => {
    expect(feesFor(DEMO_FEE_SCHEDULES, '2020-06-01', 'share', 'sell', 10_000_000)).toEqual({
      commission: 52_900,
      tax: 50_000,
    });
    expect(feesFor(DEMO_FEE_SCHEDULES, '2023-01-01', 'fundUnit', 'sell', 10_000_000)).toEqual({
      commission: 12_500,
      tax: 0,
    });
    expect(feesFor(DEMO_FEE_SCHEDULES, '2023-01-01', 'bond', 'buy', 10_000_000)).toEqual({
      commission: 7_500,
      tax: 0,
    });
  });
});
