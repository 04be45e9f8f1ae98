// Assertions shared by the ledger tests of the engine and of the demo generator.
import { expect } from 'expect';
import { ledgerStatement, type LedgerLine } from '../ledger';
import type { DailyPoint } from '../outputs';

/** The running balance of the ledger is the cash of every day's point. */
export function expectLedgerMatchesCash(
  ledger: readonly LedgerLine[],
  points: readonly DailyPoint[],
): void {
  let index = 0;
  let balance = 0;
  for (const point of points) {
    while (index < ledger.length && (ledger[index] as LedgerLine).day <= point.day) {
      balance = (ledger[index] as LedgerLine).balance;
      index += 1;
    }
    expect({ day: point.day, cash: point.cash }).toEqual({ day: point.day, cash: balance });
  }
}

/** Σdebit − Σcredit = opening − closing, and the closing balance is the cash of `to`. */
export function expectStatementBalances(
  ledger: readonly LedgerLine[],
  points: readonly DailyPoint[],
  from: string,
  to: string,
): void {
  const statement = ledgerStatement(ledger, from, to);
  expect(statement.totalDebit - statement.totalCredit).toBe(statement.opening - statement.closing);
  expect(statement.closing).toBe(points.find((p) => p.day === to)?.cash);
}
