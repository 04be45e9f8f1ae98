// The wage plan's management fee (annual % of NAV) accrues every calendar day as a liability;
// a wage payment settles it, and what it pays beyond the accrual is an expense of that day.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { balanceSheetOf } from '../reports';
import { computeSeries } from '../series';
import { flow, inputs, pointOn, SPECIAL } from './fixtures';

const WITH_FEE = { ...SPECIAL, wagePlan: { managementFeePpm: 20_000 } };

describe('management fee accrual', () => {
  const deposit = flow('2024-01-06', 'deposit', 1_000_000_000);

  it('accrues the annual rate / 365 of the NAV every calendar day, rounded half-up', () => {
    const result = computeSeries(
      inputs({ basket: WITH_FEE, events: [deposit], lastDay: '2024-01-12' }),
    );
    const first = Math.floor((1_000_000_000 * 0.02) / 365 + 0.5);
    expect(result.points[0]).toMatchObject({
      wageAccrual: first,
      accruedWages: first,
      nav: 1_000_000_000 - first,
    });
    const second = Math.floor(((1_000_000_000 - first) * 0.02) / 365 + 0.5);
    expect(result.points[1]?.wageAccrual).toBe(second);
    expect(result.points).toHaveLength(7);
    const accrued = result.points.reduce((sum, p) => sum + p.wageAccrual, 0);
    expect(result.finalState.accruedWages).toBe(accrued);
    expect(balanceSheetOf(result.points[6]!).liabilities.accruedWages).toBe(accrued);
  });

  it('settles the accrual with a wage payment without touching the NAV', () => {
    const upTo = computeSeries(
      inputs({ basket: WITH_FEE, events: [deposit], lastDay: '2024-01-11' }),
    );
    const accrued = upTo.finalState.accruedWages;
    const events = [deposit, flow('2024-01-12', 'wage', accrued)];
    const result = computeSeries(inputs({ basket: WITH_FEE, events, lastDay: '2024-01-12' }));
    const day = pointOn(result.points, '2024-01-12');
    expect(day).toMatchObject({
      cash: 1_000_000_000 - accrued,
      wagesPaid: accrued,
      accruedWages: day.wageAccrual,
    });
    expect(day.nav).toBe(pointOn(result.points, '2024-01-11').nav - day.wageAccrual);
  });

  it('expenses a wage beyond the accrual, and charges nothing without a wage plan', () => {
    const events = [deposit, flow('2024-01-07', 'wage', 5_000_000)];
    const result = computeSeries(inputs({ events, lastDay: '2024-01-07' }));
    expect(pointOn(result.points, '2024-01-07')).toMatchObject({
      wageAccrual: 0,
      accruedWages: 0,
      nav: 995_000_000,
      wagesPaid: 5_000_000,
    });
  });
});
