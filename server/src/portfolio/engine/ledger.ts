// The ledger (گردش حساب): every movement of the basket's cash in booking order with a running
// balance, from the customer's point of view: money into the basket's cash is a credit, money
// out is a debit, balance = opening + Σ(credit − debit). Hence over any range
// Σdebit − Σcredit = opening − closing, and the closing balance is the cash of that day.
import type { DayKey } from './days';
import type { Rial } from './money';

export type LedgerKind =
  | 'deposit'
  | 'withdrawal'
  | 'dividend'
  | 'coupon'
  | 'wage'
  | 'buy'
  | 'sell'
  | 'rightsExercise'
  | 'unitIssue'
  | 'unitRedemption';

export interface LedgerLine {
  /** Booking sequence of the basket, strictly increasing with time. */
  seq: number;
  /** The day the cash moved (a deal's settlement day). */
  day: DayKey;
  kind: LedgerKind;
  /** The event that caused the movement. */
  refId: string;
  instrumentId?: string;
  holderId?: string;
  /** For a deal: the trade day when it differs from `day`. */
  tradeDay?: DayKey;
  debit: Rial;
  credit: Rial;
  balance: Rial;
}

export interface LedgerStatement {
  from: DayKey;
  to: DayKey;
  /** مانده از قبل: the balance brought forward from before `from`. */
  opening: Rial;
  lines: LedgerLine[];
  totalDebit: Rial;
  totalCredit: Rial;
  closing: Rial;
}

/** The lines dated `from`…`to` (inclusive) with their opening and closing balances. */
export function ledgerStatement(
  ledger: readonly LedgerLine[],
  from: DayKey,
  to: DayKey,
): LedgerStatement {
  let opening = 0;
  const lines: LedgerLine[] = [];
  let totalDebit = 0;
  let totalCredit = 0;
  for (const line of ledger) {
    if (line.day < from) {
      opening = line.balance;
    } else if (line.day <= to) {
      lines.push(line);
      totalDebit += line.debit;
      totalCredit += line.credit;
    }
  }
  const last = lines[lines.length - 1];
  return {
    from,
    to,
    opening,
    lines,
    totalDebit,
    totalCredit,
    closing: last ? last.balance : opening,
  };
}
