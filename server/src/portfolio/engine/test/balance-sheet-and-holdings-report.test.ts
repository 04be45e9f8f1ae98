// The balance sheet of a day and the holdings at market add up to the NAV of the series.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { PriceBook } from '../price-book';
import { balanceSheetOf, holdingsOf } from '../reports';
import { computeSeries } from '../series';
import { storeState, restoreState } from '../state';
import { closes, flow, FOLD, FUND, INSTRUMENTS, inputs, MSMI, SPECIAL, trade } from './fixtures';

describe('balance sheet and holdings', () => {
  const basket = {
    ...SPECIAL,
    wagePlan: { managementFeePpm: 20_000 },
    settlementLags: { share: 2, right: 2, fundUnit: 2, bond: 1 },
  };
  const prices = new PriceBook([
    ...closes(FOLD.id, { '2024-01-06': 10_000, '2024-01-07': 10_250 }),
    ...closes(MSMI.id, { '2024-01-06': 7_000, '2024-01-07': 6_800 }),
    ...closes(FUND.id, { '2024-01-06': 20_000 }),
  ]);
  const events = [
    flow('2024-01-06', 'deposit', 60_000_000),
    trade('2024-01-06', FOLD.id, 'buy', 2000, 10_000),
    trade('2024-01-06', MSMI.id, 'buy', 1000, 7_000),
    trade('2024-01-06', FUND.id, 'buy', 500, 20_000),
    trade('2024-01-07', MSMI.id, 'sell', 400, 6_800),
  ];
  const result = computeSeries(inputs({ basket, events, prices, lastDay: '2024-01-07' }));
  const day = result.points[1]!;

  it('has assets − liabilities = NAV with receivables, payables and accrued wages', () => {
    const sheet = balanceSheetOf(day);
    expect(sheet.netAssets).toBe(day.nav);
    expect(sheet.assets.receivables).toBeGreaterThan(0);
    expect(sheet.liabilities.payables).toBeGreaterThan(0);
    expect(sheet.liabilities.accruedWages).toBe(result.points[0]!.wageAccrual + day.wageAccrual);
    expect(sheet.assets.total - sheet.liabilities.total).toBe(
      day.cash + day.securities + day.receivables - day.payables - day.accruedWages,
    );
  });

  it('lists each holding at its last close and sums to the securities of the day', () => {
    const rows = holdingsOf(result.finalState, INSTRUMENTS, prices);
    expect(rows.map((r) => [r.symbol, r.quantity, r.price])).toEqual([
      ['فولاد', 2000, 10_250],
      ['آگاس', 500, 20_000],
      ['فملی', 600, 6_800],
    ]);
    expect(rows.reduce((sum, r) => sum + r.marketValue, 0)).toBe(day.securities);
    const fold = rows[0]!;
    expect(fold.unrealisedGain).toBe(fold.marketValue - fold.cost);
  });

  it('stores and restores a state as JSON without loss', () => {
    const restored = restoreState(JSON.parse(JSON.stringify(storeState(result.finalState))));
    expect(restored).toEqual(result.finalState);
  });
});
