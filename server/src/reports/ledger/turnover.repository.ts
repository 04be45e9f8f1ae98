// The stored ledger of a basket (basket_ledger_line, booking order = seq): the balance brought
// forward to a day, the totals of a range and one page of its lines.
import { sql } from 'kysely';
import type { TenantDb } from '../../db/tenant-scope';

/** The running balance after the last line dated before `day` (0 when there is none). */
export async function balanceBefore(scope: TenantDb, basketId: string, day: string) {
  const row = await scope.db
    .selectFrom('basket_ledger_line')
    .select('balance')
    .where('basket_id', '=', basketId)
    .where('day', '<', day)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

export async function ledgerTotals(scope: TenantDb, basketId: string, from: string, to: string) {
  const row = await scope.db
    .selectFrom('basket_ledger_line')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number>('debit'), sql<number>`0`).as('debit'),
      eb.fn.coalesce(eb.fn.sum<number>('credit'), sql<number>`0`).as('credit'),
    ])
    .where('basket_id', '=', basketId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), debit: Number(row.debit), credit: Number(row.credit) };
}

export async function ledgerPage(
  scope: TenantDb,
  basketId: string,
  range: { from: string; to: string },
  page: { skip: number; take: number; descending: boolean },
) {
  const rows = await scope.db
    .selectFrom('basket_ledger_line as l')
    .leftJoin('instrument as i', 'i.id', 'l.instrument_id')
    .select([
      'l.seq',
      'l.day',
      'l.kind',
      'l.trade_day',
      'l.debit',
      'l.credit',
      'l.balance',
      'i.symbol',
    ])
    .where('l.basket_id', '=', basketId)
    .where('l.day', '>=', range.from)
    .where('l.day', '<=', range.to)
    .orderBy('l.seq', page.descending ? 'desc' : 'asc')
    .offset(page.skip)
    .limit(page.take)
    .execute();
  return rows.map((row) => ({
    seq: Number(row.seq),
    date: row.day,
    kind: row.kind,
    tradeDate: row.trade_day,
    symbol: row.symbol,
    debit: Number(row.debit),
    credit: Number(row.credit),
    balance: Number(row.balance),
  }));
}
