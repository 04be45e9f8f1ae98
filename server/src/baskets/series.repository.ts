// The stored output of the holdings engine per basket: daily points, ledger lines, realised
// gains, unit bookings and state checkpoints, replaced from a day on when recomputed.
import { sql } from 'kysely';
import { bulkInsert } from '../db/bulk-insert';
import type { TenantDb } from '../db/tenant-scope';
import type { DailyPoint, SeriesOutputs, StoredState } from '../portfolio/engine';

/** The series' status, locked for this transaction: one recompute of a basket at a time. */
export async function lockSeriesStatus(scope: TenantDb, basketId: string) {
  return scope.db
    .selectFrom('basket_series')
    .select(['valued_to', 'dirty_from'])
    .where('basket_id', '=', basketId)
    .forUpdate()
    .executeTakeFirst();
}

export async function setSeriesStatus(scope: TenantDb, basketId: string, valuedTo: string | null) {
  await scope.db
    .updateTable('basket_series')
    .set({ valued_to: valuedTo, dirty_from: null })
    .where('basket_id', '=', basketId)
    .execute();
}

/** The latest checkpoint strictly before `day`. */
export async function checkpointBefore(scope: TenantDb, basketId: string, day: string) {
  const row = await scope.db
    .selectFrom('basket_checkpoint')
    .select(['day', 'state'])
    .where('basket_id', '=', basketId)
    .where('day', '<', day)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? (row.state as StoredState) : undefined;
}

const OUTPUT_TABLES = [
  'basket_point',
  'basket_ledger_line',
  'basket_sell',
  'basket_unit_booking',
  'basket_checkpoint',
] as const;

/** Removes every stored output dated after `day` (everything when null). */
export async function deleteOutputsAfter(scope: TenantDb, basketId: string, day: string | null) {
  for (const table of OUTPUT_TABLES) {
    let query = scope.db.deleteFrom(table).where('basket_id', '=', basketId);
    if (day) query = query.where('day', '>', day);
    await query.execute();
  }
}

const POINT_COLUMNS = [
  ['basket_id', 'uuid'],
  ['day', 'date'],
  ['cash', 'bigint'],
  ['securities', 'bigint'],
  ['receivables', 'bigint'],
  ['payables', 'bigint'],
  ['accrued_wages', 'bigint'],
  ['nav', 'bigint'],
  ['inflow', 'bigint'],
  ['outflow', 'bigint'],
  ['income', 'bigint'],
  ['realised_gain', 'bigint'],
  ['wage_accrual', 'bigint'],
  ['wages_paid', 'bigint'],
  ['units_outstanding', 'bigint'],
  ['nav_per_unit', 'float8'],
] as const;

export async function insertOutputs(
  scope: TenantDb,
  basketId: string,
  outputs: SeriesOutputs,
  checkpoints: readonly StoredState[],
): Promise<void> {
  const b = basketId;
  await bulkInsert(
    scope,
    'basket_point',
    POINT_COLUMNS,
    outputs.points.map((p) => [
      b,
      p.day,
      p.cash,
      p.securities,
      p.receivables,
      p.payables,
      p.accruedWages,
      p.nav,
      p.inflow,
      p.outflow,
      p.income,
      p.realisedGain,
      p.wageAccrual,
      p.wagesPaid,
      p.unitsOutstanding,
      p.navPerUnit,
    ]),
  );
  await bulkInsert(
    scope,
    'basket_ledger_line',
    [
      ['basket_id', 'uuid'],
      ['seq', 'int'],
      ['day', 'date'],
      ['kind', 'text'],
      ['ref_id', 'text'],
      ['instrument_id', 'text'],
      ['holder_id', 'uuid'],
      ['trade_day', 'date'],
      ['debit', 'bigint'],
      ['credit', 'bigint'],
      ['balance', 'bigint'],
    ],
    outputs.ledger.map((l) => [
      b,
      l.seq,
      l.day,
      l.kind,
      l.refId,
      l.instrumentId,
      l.holderId,
      l.tradeDay,
      l.debit,
      l.credit,
      l.balance,
    ]),
  );
  await bulkInsert(
    scope,
    'basket_sell',
    [
      ['basket_id', 'uuid'],
      ['deal_id', 'text'],
      ['day', 'date'],
      ['instrument_id', 'text'],
      ['quantity', 'bigint'],
      ['net_proceeds', 'bigint'],
      ['cost_of_sold', 'bigint'],
      ['realised_gain', 'bigint'],
    ],
    outputs.sells.map((s) => [
      b,
      s.dealId,
      s.day,
      s.instrumentId,
      s.quantity,
      s.netProceeds,
      s.costOfSold,
      s.realisedGain,
    ]),
  );
  await bulkInsert(
    scope,
    'basket_unit_booking',
    [
      ['basket_id', 'uuid'],
      ['event_id', 'text'],
      ['day', 'date'],
      ['holder_id', 'uuid'],
      ['side', 'text'],
      ['units', 'bigint'],
      ['nav_per_unit', 'float8'],
      ['amount', 'bigint'],
      ['realised_gain', 'bigint'],
    ],
    outputs.unitBookings.map((u) => [
      b,
      u.eventId,
      u.day,
      u.holderId,
      u.side,
      u.units,
      u.navPerUnit,
      u.amount,
      u.realisedGain,
    ]),
  );
  await bulkInsert(
    scope,
    'basket_checkpoint',
    [
      ['basket_id', 'uuid'],
      ['day', 'date'],
      ['state', 'jsonb'],
    ],
    checkpoints.map((state) => [b, state.day, JSON.stringify(state)]),
    '(tenant_id, basket_id, day) do update set state = excluded.state',
  );
}

/** The first and last day of the stored series (up to `toDay` for the first). */
export async function pointSpan(scope: TenantDb, basketId: string) {
  const row = await scope.db
    .selectFrom('basket_point')
    .select((eb) => [eb.fn.min('day').as('first'), eb.fn.max('day').as('last')])
    .where('basket_id', '=', basketId)
    .executeTakeFirst();
  return { first: row?.first ?? null, last: row?.last ?? null };
}

export function pointOn(scope: TenantDb, basketId: string, day: string) {
  return scope.db
    .selectFrom('basket_point')
    .selectAll()
    .where('basket_id', '=', basketId)
    .where('day', '=', day)
    .executeTakeFirst();
}

export function pointsBetween(scope: TenantDb, basketId: string, from: string, to: string) {
  return scope.db
    .selectFrom('basket_point')
    .selectAll()
    .where('basket_id', '=', basketId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
}

export type PointRow = Awaited<ReturnType<typeof pointsBetween>>[number];

/** A stored point as the engine's `DailyPoint` (without `unpriced`). */
export function toDailyPoint(row: PointRow): DailyPoint {
  return {
    day: row.day,
    cash: Number(row.cash),
    securities: Number(row.securities),
    receivables: Number(row.receivables),
    payables: Number(row.payables),
    accruedWages: Number(row.accrued_wages),
    nav: Number(row.nav),
    inflow: Number(row.inflow),
    outflow: Number(row.outflow),
    income: Number(row.income),
    realisedGain: Number(row.realised_gain),
    wageAccrual: Number(row.wage_accrual),
    wagesPaid: Number(row.wages_paid),
    unitsOutstanding: Number(row.units_outstanding),
    navPerUnit: row.nav_per_unit === null ? null : Number(row.nav_per_unit),
  };
}

/** A joint-basket holder's units up to a day (issues less redemptions). */
export async function holderUnitsOn(
  scope: TenantDb,
  basketId: string,
  holderId: string,
  day: string,
): Promise<number> {
  const row = await scope.db
    .selectFrom('basket_unit_booking')
    .select((eb) =>
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('side', '=', 'issue')
            .then(eb.ref('units'))
            .else(eb.neg(eb.ref('units')))
            .end(),
        )
        .as('units'),
    )
    .where('basket_id', '=', basketId)
    .where('holder_id', '=', holderId)
    .where('day', '<=', day)
    .executeTakeFirst();
  return Number(row?.units ?? 0);
}

/**
 * Baskets whose stored series a read would recompute: marked dirty, valued before the last
 * price day, or never computed although the basket has events.
 */
export async function staleBasketIds(scope: TenantDb): Promise<string[]> {
  const { rows } = await sql<{ basket_id: string }>`
    select s.basket_id from basket_series s
    where s.tenant_id = ${scope.tenantId}
      and (s.dirty_from is not null
        or s.valued_to < (select max(p.day) from daily_price p where p.tenant_id = ${scope.tenantId})
        or (s.valued_to is null and exists (select 1 from basket_event e
              where e.tenant_id = ${scope.tenantId} and e.basket_id = s.basket_id)))
    order by s.basket_id`.execute(scope.db);
  return rows.map((row) => row.basket_id);
}
