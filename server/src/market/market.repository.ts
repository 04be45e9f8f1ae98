// Instruments, daily closes, market holidays and dated fee schedules of a tenant.
import { sql, type Selectable } from 'kysely';
import { bulkInsert } from '../db/bulk-insert';
import type { TenantDb } from '../db/tenant-scope';
import type {
  CloseSeries,
  DailyPrice,
  FeeSchedule,
  Instrument,
  KindFees,
  InstrumentKind,
} from '../portfolio/engine';
import type { InstrumentTable } from './market.tables';

export type InstrumentRow = Selectable<InstrumentTable>;

export function toInstrument(row: InstrumentRow): Instrument {
  return {
    id: row.id,
    symbol: row.symbol,
    name: row.name,
    isin: row.isin,
    kind: row.kind,
    sector: row.sector,
    ...(row.underlying_id ? { underlyingId: row.underlying_id } : {}),
  };
}

export async function insertInstruments(scope: TenantDb, instruments: readonly Instrument[]) {
  return bulkInsert(
    scope,
    'instrument',
    [
      ['id', 'text'],
      ['symbol', 'text'],
      ['name', 'text'],
      ['isin', 'text'],
      ['kind', 'text'],
      ['sector', 'text'],
      ['underlying_id', 'text'],
    ],
    instruments.map((i) => [i.id, i.symbol, i.name, i.isin, i.kind, i.sector, i.underlyingId]),
  );
}

export async function listInstruments(scope: TenantDb): Promise<InstrumentRow[]> {
  return scope.db.selectFrom('instrument').selectAll().orderBy('symbol').execute();
}

/** Whether the tenant has any instrument yet (market data is loaded once). */
export async function hasInstruments(scope: TenantDb): Promise<boolean> {
  return Boolean(await scope.db.selectFrom('instrument').select('id').limit(1).executeTakeFirst());
}

export async function instrumentKinds(scope: TenantDb): Promise<Map<string, InstrumentKind>> {
  const rows = await scope.db.selectFrom('instrument').select(['id', 'kind']).execute();
  return new Map(rows.map((row) => [row.id, row.kind]));
}

/**
 * Upserts closes; returns the (instrument, day) pairs that are new or changed, so that an
 * identical re-import changes (and dirties) nothing.
 */
export async function upsertPrices(
  scope: TenantDb,
  prices: readonly DailyPrice[],
): Promise<{ instrumentId: string; day: string }[]> {
  const changed: { instrumentId: string; day: string }[] = [];
  const existing = await closesOf(scope, prices);
  const fresh = prices.filter((p) => existing.get(`${p.instrumentId}|${p.day}`) !== p.close);
  await bulkInsert(
    scope,
    'daily_price',
    [
      ['instrument_id', 'text'],
      ['day', 'date'],
      ['close', 'bigint'],
    ],
    fresh.map((p) => [p.instrumentId, p.day, p.close]),
    '(tenant_id, instrument_id, day) do update set close = excluded.close',
  );
  for (const p of fresh) changed.push({ instrumentId: p.instrumentId, day: p.day });
  return changed;
}

async function closesOf(scope: TenantDb, prices: readonly DailyPrice[]) {
  const found = new Map<string, number>();
  if (prices.length === 0) return found;
  const ids = [...new Set(prices.map((p) => p.instrumentId))];
  const days = prices.map((p) => p.day).sort();
  const rows = await scope.db
    .selectFrom('daily_price')
    .select(['instrument_id', 'day', 'close'])
    .where('instrument_id', 'in', ids)
    .where('day', '>=', days[0]!)
    .where('day', '<=', days[days.length - 1]!)
    .execute();
  for (const row of rows) found.set(`${row.instrument_id}|${row.day}`, row.close);
  return found;
}

/**
 * The closes the engine needs to value `instrumentIds` from `fromDay` on: every close from that
 * day, plus the last one before it (a price carried into the period).
 */
export async function pricesFrom(
  scope: TenantDb,
  instrumentIds: readonly string[],
  fromDay: string,
): Promise<DailyPrice[]> {
  if (instrumentIds.length === 0) return [];
  const ids = [...instrumentIds];
  const rows = await scope.db
    .selectFrom('daily_price')
    .select(['instrument_id', 'day', 'close'])
    .where('instrument_id', 'in', ids)
    .where('day', '>=', fromDay)
    .execute();
  // One index probe per instrument (its last close before the day), not every earlier close.
  const carried = await sql<{ instrument_id: string; day: string; close: number }>`
    select i.id as instrument_id, p.day, p.close
    from unnest(${ids}::text[]) as i(id)
    cross join lateral (
      select day, close from daily_price
      where tenant_id = ${scope.tenantId} and instrument_id = i.id and day < ${fromDay}
      order by day desc
      limit 1
    ) p`.execute(scope.db);
  return [...carried.rows, ...rows].map((r) => ({
    instrumentId: r.instrument_id,
    day: r.day,
    close: Number(r.close),
  }));
}

/** Every close of each of `instrumentIds`, by ascending day (instruments without any: absent). */
export async function allCloses(
  scope: TenantDb,
  instrumentIds: readonly string[],
): Promise<Map<string, CloseSeries>> {
  const found = new Map<string, { days: string[]; closes: number[] }>();
  if (instrumentIds.length === 0) return found;
  const rows = await scope.db
    .selectFrom('daily_price')
    .select(['instrument_id', 'day', 'close'])
    .where('instrument_id', 'in', [...instrumentIds])
    .orderBy('instrument_id')
    .orderBy('day')
    .execute();
  for (const row of rows) {
    let series = found.get(row.instrument_id);
    if (!series) found.set(row.instrument_id, (series = { days: [], closes: [] }));
    series.days.push(row.day);
    series.closes.push(Number(row.close));
  }
  return found;
}

/** The last day with any close: the day the tenant's baskets are valued to. */
export async function lastPriceDay(scope: TenantDb): Promise<string | null> {
  const row = await scope.db
    .selectFrom('daily_price')
    .select((eb) => eb.fn.max('day').as('day'))
    .executeTakeFirst();
  return row?.day ?? null;
}

export async function insertHolidays(scope: TenantDb, days: readonly string[]) {
  return bulkInsert(
    scope,
    'market_holiday',
    [['day', 'date']],
    days.map((day) => [day]),
  );
}

export async function listHolidays(scope: TenantDb): Promise<string[]> {
  const rows = await scope.db.selectFrom('market_holiday').select('day').execute();
  return rows.map((row) => row.day);
}

export async function insertFeeSchedules(scope: TenantDb, schedules: readonly FeeSchedule[]) {
  return bulkInsert(
    scope,
    'fee_schedule',
    [
      ['id', 'text'],
      ['effective_from', 'date'],
      ['title', 'text'],
      ['by_kind', 'jsonb'],
    ],
    schedules.map((s) => [s.id, s.effectiveFrom, s.title, JSON.stringify(s.byKind)]),
  );
}

export async function listFeeSchedules(scope: TenantDb): Promise<FeeSchedule[]> {
  const rows = await scope.db.selectFrom('fee_schedule').selectAll().execute();
  return rows.map((row) => ({
    id: row.id,
    effectiveFrom: row.effective_from,
    title: row.title,
    byKind: row.by_kind as Record<InstrumentKind, KindFees>,
  }));
}
