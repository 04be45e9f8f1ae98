// A joint basket (سبد مشترک): customers join by unit issue and leave by redemption, both at the
// day's NAV per unit; an issue leaves the NAV per unit unchanged.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { PriceBook } from '../price-book';
import { holderUnitsOf } from '../reports';
import { computeSeries } from '../series';
import type { UnitDealEvent } from '../types';
import { closes, FOLD, inputs, JOINT, pointOn, trade } from './fixtures';

const units = (
  id: string,
  day: string,
  holderId: string,
  side: 'issue' | 'redeem',
  count: number,
): UnitDealEvent => ({
  type: 'unitDeal',
  id,
  day,
  holderId,
  side,
  units: count,
});

describe('joint basket units', () => {
  const buy = trade('2024-01-07', FOLD.id, 'buy', 5000, 10_000);
  const events = [
    units('u1', '2024-01-06', 'alice', 'issue', 100),
    buy,
    units('u2', '2024-01-07', 'bob', 'issue', 50),
    units('u3', '2024-01-08', 'alice', 'redeem', 7),
  ];
  const prices = new PriceBook(closes(FOLD.id, { '2024-01-07': 10_000, '2024-01-08': 11_000 }));
  const result = computeSeries(inputs({ basket: JOINT, events, prices, lastDay: '2024-01-09' }));

  it('issues the first units at the initial unit price', () => {
    expect(result.unitBookings[0]).toMatchObject({ navPerUnit: 1_000_000, amount: 100_000_000 });
    expect(pointOn(result.points, '2024-01-06')).toMatchObject({
      unitsOutstanding: 100,
      inflow: 100_000_000,
    });
  });

  it('issues later units at the NAV per unit of the day, which the issue does not move', () => {
    const navBefore = 100_000_000 - buy.commission;
    expect(result.unitBookings[1]).toMatchObject({
      navPerUnit: navBefore / 100,
      amount: navBefore / 2,
    });
    const day = pointOn(result.points, '2024-01-07');
    expect(day.unitsOutstanding).toBe(150);
    expect(day.navPerUnit).toBe(navBefore / 100);
  });

  it('redeems at the NAV per unit of the day, rounded half-up, with the holder’s gain', () => {
    const navBefore = 55_000_000 + (100_000_000 - 50_185_600 + 49_907_200);
    expect(navBefore).toBe(154_721_600);
    const amount = Math.floor((7 * navBefore) / 150 + 0.5);
    expect(result.unitBookings[2]).toMatchObject({ amount, realisedGain: amount - 7_000_000 });
    expect(result.ledger.find((l) => l.refId === 'u3')).toMatchObject({
      kind: 'unitRedemption',
      debit: amount,
    });
    expect(pointOn(result.points, '2024-01-08')).toMatchObject({
      outflow: amount,
      unitsOutstanding: 143,
    });
  });

  it('keeps each holder’s units and values them at the NAV', () => {
    const last = pointOn(result.points, '2024-01-09');
    const rows = holderUnitsOf(result.finalState, last);
    expect(rows).toEqual([
      {
        holderId: 'alice',
        units: 93,
        cost: 93_000_000,
        value: Math.floor((93 * last.nav) / 143 + 0.5),
      },
      {
        holderId: 'bob',
        units: 50,
        cost: 49_907_200,
        value: Math.floor((50 * last.nav) / 143 + 0.5),
      },
    ]);
  });
});
