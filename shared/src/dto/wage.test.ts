import * as v from 'valibot';
import { feePercentSchema, wagePeriodsOverlap, type WagePeriod } from './wage';

const plan = (over: Partial<WagePeriod>): WagePeriod => ({
  basketKind: 'special',
  riskLevel: 3,
  effectiveFrom: '2030-01-01',
  effectiveTo: '2030-12-31',
  isActive: true,
  ...over,
});

describe('wage plan periods', () => {
  it('overlap when both are in force on a common day (last days count)', () => {
    expect(
      wagePeriodsOverlap(plan({}), plan({ effectiveFrom: '2030-12-31', effectiveTo: null })),
    ).toBe(true);
    expect(
      wagePeriodsOverlap(plan({}), plan({ effectiveFrom: '2031-01-01', effectiveTo: null })),
    ).toBe(false);
    expect(
      wagePeriodsOverlap(plan({ effectiveTo: null }), plan({ effectiveFrom: '2040-01-01' })),
    ).toBe(true);
    expect(
      wagePeriodsOverlap(
        plan({ effectiveFrom: '2029-01-01', effectiveTo: '2029-12-31' }),
        plan({}),
      ),
    ).toBe(false);
  });

  it('never between different kinds or levels, inactive plans, or a plan and itself', () => {
    expect(wagePeriodsOverlap(plan({}), plan({ basketKind: 'joint' }))).toBe(false);
    expect(wagePeriodsOverlap(plan({}), plan({ riskLevel: null }))).toBe(false);
    expect(wagePeriodsOverlap(plan({}), plan({ isActive: false }))).toBe(false);
    expect(wagePeriodsOverlap(plan({ id: 'a' }), plan({ id: 'a' }))).toBe(false);
    expect(wagePeriodsOverlap(plan({ id: 'a' }), plan({ id: 'b' }))).toBe(true);
  });

  it('takes fees of 0–100 % with at most four decimals', () => {
    for (const ok of [0, 1.75, 2.1234, 100]) expect(v.is(feePercentSchema, ok)).toBe(true);
    for (const bad of [-0.01, 100.5, 1.23456]) expect(v.is(feePercentSchema, bad)).toBe(false);
  });
});
