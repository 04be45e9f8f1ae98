// Keeps a basket's stored daily series up to date. Writers of events and prices only mark the
// first changed day (`markDirty`); a refresh then recomputes from the last checkpoint before
// that day — never from scratch unless there is none — and replaces the stored output from
// there on. It also extends the series when newer prices move the valuation day forward.
import { NotFoundError } from '../errors/app-error';
import {
  addDays,
  computeSeries,
  emptyState,
  recomputeFrom,
  restoreState,
  storeState,
  tehranCalendar,
  type BasketEvent,
  type BasketSetup,
  type SeriesInputs,
} from '../portfolio/engine';
import type { TenantDb } from '../db/tenant-scope';
import { priceBookFrom } from '../market/closes-cache';
import {
  lastPriceDay,
  listHolidays,
  listInstruments,
  toInstrument,
} from '../market/market.repository';
import { instrumentOf } from './basket-events';
import { findBasket, findWagePlan, type BasketRow } from './baskets.repository';
import { eventSpan, eventsAfter, instrumentsOfBasket } from './events.repository';
import {
  checkpointBefore,
  deleteOutputsAfter,
  insertOutputs,
  lockSeriesStatus,
  setSeriesStatus,
} from './series.repository';

export interface RefreshResult {
  /** The first day recomputed; null when the series was already up to date. */
  recomputedFrom: string | null;
  /** The day of the checkpoint the run started from; null for a run from scratch. */
  checkpointDay: string | null;
  pointsWritten: number;
  valuedTo: string | null;
}

/** Checkpoints: the first of every month and the last day (where the next append starts). */
const keepStateOn = (lastDay: string) => (day: string) => day.endsWith('-01') || day === lastDay;

async function basketSetup(scope: TenantDb, basket: BasketRow): Promise<BasketSetup> {
  const plan = basket.wage_plan_id ? await findWagePlan(scope, basket.wage_plan_id) : undefined;
  return {
    id: basket.id,
    kind: basket.kind,
    settlementLags: basket.settlement_lags as unknown as BasketSetup['settlementLags'],
    ...(plan ? { wagePlan: { managementFeePpm: plan.management_fee_ppm } } : {}),
    ...(basket.initial_unit_price ? { initialUnitPrice: basket.initial_unit_price } : {}),
  };
}

/** The instruments a basket has events on: `allEvents`' own when they are all of them. */
async function instrumentsOf(scope: TenantDb, basketId: string, allEvents?: BasketEvent[]) {
  if (!allEvents) return instrumentsOfBasket(scope, basketId);
  return allEvents.map(instrumentOf).filter((id) => id !== undefined);
}

async function runContext(
  scope: TenantDb,
  basket: BasketRow,
  fromDay: string,
  keptCloses: boolean,
  allEvents?: BasketEvent[],
) {
  const instruments = new Map((await listInstruments(scope)).map((r) => [r.id, toInstrument(r)]));
  const ids = new Set(await instrumentsOf(scope, basket.id, allEvents));
  for (const id of [...ids]) {
    const underlying = instruments.get(id)?.underlyingId;
    if (underlying) ids.add(underlying);
  }
  return {
    basket: await basketSetup(scope, basket),
    instruments,
    prices: await priceBookFrom(scope, [...ids], fromDay, keptCloses),
    calendar: tehranCalendar(await listHolidays(scope)),
  };
}

export interface RefreshOptions {
  /**
   * The closes may come from the process's cache (market/closes-cache.ts): only for a
   * transaction that has written no instruments, closes or holidays.
   */
  keptCloses?: boolean;
}

/** Brings the stored series of a basket up to date (see the file comment). */
export async function refreshSeries(
  scope: TenantDb,
  basketId: string,
  { keptCloses = false }: RefreshOptions = {},
): Promise<RefreshResult> {
  const basket = await findBasket(scope, basketId);
  const status = await lockSeriesStatus(scope, basketId);
  if (!basket || !status) throw new NotFoundError('Crm:BasketNotFound');
  const span = await eventSpan(scope, basketId);
  const unchanged = { checkpointDay: null, pointsWritten: 0, valuedTo: status.valued_to };
  if (!span.first || !span.last) {
    if (status.valued_to) await deleteOutputsAfter(scope, basketId, null);
    await setSeriesStatus(scope, basketId, null);
    return { ...unchanged, recomputedFrom: null, valuedTo: null };
  }
  const priceDay = await lastPriceDay(scope);
  const lastDay = priceDay && priceDay > span.last ? priceDay : span.last;
  let start: string;
  if (!status.valued_to) start = span.first;
  else if (status.dirty_from) start = status.dirty_from;
  else if (lastDay > status.valued_to) start = addDays(status.valued_to, 1);
  else return { ...unchanged, recomputedFrom: null };

  const stored = start > span.first ? await checkpointBefore(scope, basketId, start) : undefined;
  const base = stored ? restoreState(stored) : emptyState(span.first);
  const events = await eventsAfter(scope, basketId, stored ? base.day : null);
  const inputs: SeriesInputs = {
    ...(await runContext(
      scope,
      basket,
      addDays(base.day, 1),
      keptCloses,
      stored ? undefined : events,
    )),
    events,
    lastDay,
  };
  const options = { keepState: keepStateOn(lastDay) };
  const result = stored
    ? recomputeFrom({ points: [], ledger: [], sells: [], unitBookings: [] }, base, inputs, options)
    : computeSeries({ ...inputs, firstDay: span.first }, options);
  await deleteOutputsAfter(scope, basketId, stored ? base.day : null);
  await insertOutputs(scope, basketId, result, result.checkpoints.map(storeState));
  await setSeriesStatus(scope, basketId, lastDay);
  return {
    recomputedFrom: addDays(base.day, 1),
    checkpointDay: stored ? base.day : null,
    pointsWritten: result.points.length,
    valuedTo: lastDay,
  };
}
