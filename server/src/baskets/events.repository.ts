// The events of baskets, and the day from which each basket's stored series is out of date.
import { sql } from 'kysely';
import { bulkInsert } from '../db/bulk-insert';
import type { TenantDb } from '../db/tenant-scope';
import { EVENT_COLUMNS, toEvent, type EventValues } from './basket-events';
import type { BasketEvent } from '../portfolio/engine';

/** Inserts event rows; rows whose id the basket already has are left alone. */
export function insertEventRows(scope: TenantDb, rows: readonly EventValues[]): Promise<number> {
  return bulkInsert(scope, 'basket_event', EVENT_COLUMNS, rows);
}

/** The next free booking sequence number of a basket. */
export async function nextEventSeq(scope: TenantDb, basketId: string): Promise<number> {
  const row = await scope.db
    .selectFrom('basket_event')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('basket_id', '=', basketId)
    .executeTakeFirst();
  return Number(row?.seq ?? 0) + 1;
}

/** Which of these event ids a basket already has. */
export async function existingEventIds(
  scope: TenantDb,
  basketId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await sql<{ id: string }>`select id from basket_event
    where tenant_id = ${scope.tenantId} and basket_id = ${basketId} and id = any(${[...ids]}::text[])`.execute(
    scope.db,
  );
  return new Set(rows.rows.map((row) => row.id));
}

/** The events of a basket dated after `afterDay` (all when null), in booking order. */
export async function eventsAfter(
  scope: TenantDb,
  basketId: string,
  afterDay: string | null,
): Promise<BasketEvent[]> {
  let query = scope.db.selectFrom('basket_event').selectAll().where('basket_id', '=', basketId);
  if (afterDay) query = query.where('day', '>', afterDay);
  const rows = await query.orderBy('day').orderBy('seq').execute();
  return rows.map(toEvent);
}

export async function eventSpan(scope: TenantDb, basketId: string) {
  const row = await scope.db
    .selectFrom('basket_event')
    .select((eb) => [eb.fn.min('day').as('first'), eb.fn.max('day').as('last')])
    .where('basket_id', '=', basketId)
    .executeTakeFirst();
  return { first: row?.first ?? null, last: row?.last ?? null };
}

/** Instruments a basket has events on. */
export async function instrumentsOfBasket(scope: TenantDb, basketId: string): Promise<string[]> {
  const rows = await scope.db
    .selectFrom('basket_event')
    .select('instrument_id')
    .distinct()
    .where('basket_id', '=', basketId)
    .where('instrument_id', 'is not', null)
    .execute();
  return rows.map((row) => row.instrument_id!);
}

/** Marks a basket's series out of date from `day` on (keeps an earlier mark). */
export async function markDirty(scope: TenantDb, basketId: string, day: string): Promise<void> {
  await sql`update basket_series set dirty_from = least(coalesce(dirty_from, ${day}::date), ${day}::date)
    where tenant_id = ${scope.tenantId} and basket_id = ${basketId}`.execute(scope.db);
}

/** Marks every basket with events on these instruments out of date from each one's day. */
export async function markDirtyByPrices(
  scope: TenantDb,
  changes: readonly { instrumentId: string; day: string }[],
): Promise<void> {
  const first = new Map<string, string>();
  for (const { instrumentId, day } of changes) {
    const known = first.get(instrumentId);
    if (!known || day < known) first.set(instrumentId, day);
  }
  if (first.size === 0) return;
  await sql`update basket_series s set dirty_from = least(coalesce(s.dirty_from, c.day), c.day)
    from (select distinct e.basket_id, min(p.day) as day
          from unnest(${[...first.keys()]}::text[], ${[...first.values()]}::date[]) as p(instrument_id, day)
          join basket_event e on e.tenant_id = ${scope.tenantId} and e.instrument_id = p.instrument_id
          group by e.basket_id) c
    where s.tenant_id = ${scope.tenantId} and s.basket_id = c.basket_id`.execute(scope.db);
}
