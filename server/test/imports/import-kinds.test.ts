// A deal row without commission and tax is priced by the fee schedule of its day: no schedule
// that day is the row's fault (reported on its commission column); a broken schedule is not,
// and is not reported as if it were.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { DEALS, type ImportContext } from '../../src/imports/import-kinds';
import type { FeeSchedule } from '../../src/portfolio/engine';

const row = { basket: 'SB-1', isin: 'IRO1FOLD0001', date: '2024-05-01', side: 'buy' };
const deal = { ...row, quantity: '10', price: '1000' };

function context(fees: readonly FeeSchedule[]): ImportContext {
  return {
    instrument: () => ({ id: 'IRO1FOLD0001', kind: 'share' }),
    basket: () => ({ id: 'basket-1', kind: 'special' }),
    fees,
  };
}

describe('deal rows priced by the fee schedule', () => {
  it('reports a day without a schedule on the commission column', () => {
    expect(DEALS.parse(deal, context([]))).toEqual({
      ok: false,
      column: 'commission',
      code: 'Import:NoFeeSchedule',
    });
  });

  it('lets a fault of the schedule itself through', () => {
    // In effect on the day, but with no fees for shares: a broken schedule, not a bad row.
    const broken = {
      id: 'broken',
      effectiveFrom: '2020-01-01',
      title: 'no fees for shares',
      byKind: {},
    } as unknown as FeeSchedule;
    expect(() => DEALS.parse(deal, context([broken]))).toThrow(TypeError);
  });
});
