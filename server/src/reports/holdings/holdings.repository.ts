// Reads for the holdings reports: a bounded slice of a basket's events, instruments, the
// units of joint-basket holders and their names.
import { sql } from 'kysely';
import { toEvent } from '../../baskets/basket-events';
import type { TenantDb } from '../../db/tenant-scope';
import { listInstruments, toInstrument } from '../../market/market.repository';
import type { BasketEvent, DailyPrice, Instrument } from '../../portfolio/engine';

/** Events dated after `afterDay` up to `toDay`, in booking order. */
export async function eventsBetween(
  scope: TenantDb,
  basketId: string,
  afterDay: string,
  toDay: string,
): Promise<BasketEvent[]> {
  const rows = await scope.db
    .selectFrom('basket_event')
    .selectAll()
    .where('basket_id', '=', basketId)
    .where('day', '>', afterDay)
    .where('day', '<=', toDay)
    .orderBy('day')
    .orderBy('seq')
    .execute();
  return rows.map(toEvent);
}

export async function instrumentLookup(scope: TenantDb): Promise<Map<string, Instrument>> {
  return new Map((await listInstruments(scope)).map((row) => [row.id, toInstrument(row)]));
}

/** Display names of users (name and surname, else the user name). */
export async function userNames(
  scope: TenantDb,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await scope.db
    .selectFrom('app_user')
    .select(['id', 'name', 'surname', 'user_name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((row) => [row.id, [row.name, row.surname].filter(Boolean).join(' ') || row.user_name]),
  );
}

/** Instruments the baskets have any event on. */
export async function instrumentIdsOfBaskets(
  scope: TenantDb,
  basketIds: readonly string[],
): Promise<string[]> {
  if (basketIds.length === 0) return [];
  const rows = await scope.db
    .selectFrom('basket_event')
    .select('instrument_id')
    .distinct()
    .where('basket_id', 'in', [...basketIds])
    .where('instrument_id', 'is not', null)
    .execute();
  return rows.map((row) => row.instrument_id!);
}

/**
 * The closes a valuation from `afterDay` to `toDay` needs: each instrument's last close on or
 * before `afterDay` (one index probe per instrument) and every close after it up to `toDay`.
 */
export async function closesForValuation(
  scope: TenantDb,
  instrumentIds: readonly string[],
  afterDay: string,
  toDay: string,
): Promise<DailyPrice[]> {
  if (instrumentIds.length === 0) return [];
  const ids = [...instrumentIds];
  const carried = await sql<{ instrument_id: string; day: string; close: number }>`
    select i.id as instrument_id, p.day, p.close
    from unnest(${ids}::text[]) as i(id)
    cross join lateral (
      select day, close from daily_price
      where tenant_id = ${scope.tenantId} and instrument_id = i.id and day <= ${afterDay}
      order by day desc limit 1
    ) p`.execute(scope.db);
  const within =
    toDay > afterDay
      ? await scope.db
          .selectFrom('daily_price')
          .select(['instrument_id', 'day', 'close'])
          .where('instrument_id', 'in', ids)
          .where('day', '>', afterDay)
          .where('day', '<=', toDay)
          .execute()
      : [];
  return [...carried.rows, ...within].map((row) => ({
    instrumentId: row.instrument_id,
    day: row.day,
    close: Number(row.close),
  }));
}
