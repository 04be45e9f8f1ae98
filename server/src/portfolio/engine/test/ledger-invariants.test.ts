// The ledger's invariants: the running balance is the cash of the day, and over any range
// Σdebit − Σcredit = opening − closing (credit = money into the basket's cash).
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { tehranCalendar } from '../calendar';
import { ledgerStatement, type LedgerLine } from '../ledger';
import { PriceBook } from '../price-book';
import { computeSeries } from '../series';
import { BOND, closes, flow, FOLD, inputs, MSMI, SPECIAL, trade } from './fixtures';
import { expectLedgerMatchesCash, expectStatementBalances } from './ledger-checks';

describe('ledger invariants', () => {
  const basket = { ...SPECIAL, settlementLags: { share: 2, right: 2, fundUnit: 2, bond: 1 } };
  const events = [
    flow('2024-01-06', 'deposit', 50_000_000),
    trade('2024-01-06', FOLD.id, 'buy', 2000, 10_000),
    trade('2024-01-07', MSMI.id, 'buy', 1000, 7_000),
    trade('2024-01-09', BOND.id, 'buy', 5, 1_000_000),
    trade('2024-01-10', FOLD.id, 'sell', 500, 10_400),
    flow('2024-01-14', 'dividend', 800_000, MSMI.id),
    flow('2024-01-15', 'coupon', 90_000, BOND.id),
    flow('2024-01-16', 'wage', 150_000),
    trade('2024-01-16', MSMI.id, 'sell', 1000, 7_300),
    flow('2024-01-20', 'withdrawal', 10_000_000),
    flow('2024-01-21', 'deposit', 3_000_000),
  ];
  const prices = new PriceBook(closes(FOLD.id, { '2024-01-06': 10_000 }));
  const result = computeSeries(
    inputs({
      basket,
      events,
      prices,
      calendar: tehranCalendar(['2024-01-13']),
      lastDay: '2024-01-25',
    }),
  );

  it('keeps the running balance equal to the cash of every day', () => {
    expect(result.ledger.length).toBe(11);
    expectLedgerMatchesCash(result.ledger, result.points);
  });

  it('has Σdebit − Σcredit = opening − closing over every range', () => {
    const days = result.points.map((p) => p.day);
    for (const from of days) {
      for (const to of days.filter((d) => d >= from)) {
        expectStatementBalances(result.ledger, result.points, from, to);
      }
    }
  });

  it('brings the balance forward into a range', () => {
    const s = ledgerStatement(result.ledger, '2024-01-14', '2024-01-16');
    const before = result.ledger.filter((l) => l.day < '2024-01-14');
    expect(s.opening).toBe(before[before.length - 1]?.balance);
    expect(s.lines.map((l) => l.kind)).toEqual(['dividend', 'sell', 'coupon', 'wage']);
    expect(s.lines.every((l) => l.balance === s.opening + sumTo(s.lines, l))).toBe(true);
  });

  it('uses one sign convention: money in is a credit, money out a debit', () => {
    const byKind = (kind: string) => result.ledger.filter((l) => l.kind === kind);
    for (const kind of ['deposit', 'sell', 'dividend', 'coupon']) {
      expect(byKind(kind).every((l) => l.credit > 0 && l.debit === 0)).toBe(true);
    }
    for (const kind of ['withdrawal', 'buy', 'wage']) {
      expect(byKind(kind).every((l) => l.debit > 0 && l.credit === 0)).toBe(true);
    }
  });
});

function sumTo(lines: readonly LedgerLine[], last: LedgerLine): number {
  let sum = 0;
  for (const line of lines) {
    sum += line.credit - line.debit;
    if (line === last) break;
  }
  return sum;
}
