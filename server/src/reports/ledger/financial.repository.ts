// Sums over a range of a special basket's stored series and events, for its financial summary.
import { sql } from 'kysely';
import type { TenantDb } from '../../db/tenant-scope';

export async function seriesSums(scope: TenantDb, basketId: string, from: string, to: string) {
  const row = await scope.db
    .selectFrom('basket_point')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('inflow'), sql<number>`0`).as('inflow'),
      eb.fn.coalesce(eb.fn.sum<number>('outflow'), sql<number>`0`).as('outflow'),
      eb.fn.coalesce(eb.fn.sum<number>('income'), sql<number>`0`).as('income'),
      eb.fn.coalesce(eb.fn.sum<number>('wage_accrual'), sql<number>`0`).as('wageAccrual'),
      eb.fn.coalesce(eb.fn.sum<number>('wages_paid'), sql<number>`0`).as('wagesPaid'),
    ])
    .where('basket_id', '=', basketId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirstOrThrow();
  return {
    inflow: Number(row.inflow),
    outflow: Number(row.outflow),
    income: Number(row.income),
    wageAccrual: Number(row.wageAccrual),
    wagesPaid: Number(row.wagesPaid),
  };
}

/** Realised gains of the sells traded in the range. */
export async function realisedGainBetween(
  scope: TenantDb,
  basketId: string,
  from: string,
  to: string,
) {
  const row = await scope.db
    .selectFrom('basket_sell')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('realised_gain'), sql<number>`0`).as('gain'))
    .where('basket_id', '=', basketId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirstOrThrow();
  return Number(row.gain);
}

/** Commissions and taxes of the deals traded in the range. */
export async function dealCostsBetween(
  scope: TenantDb,
  basketId: string,
  from: string,
  to: string,
) {
  const row = await scope.db
    .selectFrom('basket_event')
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number>(sql`commission + tax`), sql<number>`0`).as('costs'),
    )
    .where('basket_id', '=', basketId)
    .where('type', '=', 'deal')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirstOrThrow();
  return Number(row.costs);
}
