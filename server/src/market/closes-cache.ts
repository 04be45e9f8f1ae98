// The closes a basket's series is computed from, kept in process per tenant and instrument
// while the tenant's market rows (instruments, closes, holidays) are unchanged (cache/README.md).
// The first read of a basket needed tens of thousands of closes, read afresh each time, and the
// baskets of a tenant trade the same instruments. An instrument's series is kept whole (every
// close), which answers any day from any first day: a book of all of them values every day
// from the basket's first as one of closes from that day (and the one carried into it) does.
import type { Db } from '../db/database';
import type { TenantDb } from '../db/tenant-scope';
import type { ChangeFeed } from '../cache/change-feed';
import { marketDeps } from '../cache/dependencies';
import { StampedCache } from '../cache/stamped-cache';
import { PriceBook, type CloseSeries } from '../portfolio/engine';
import { allCloses, pricesFrom } from './market.repository';

const NO_CLOSES: CloseSeries = { days: [], closes: [] };

/** Every close of an instrument, per tenant and instrument (see above). */
export interface CloseCaches {
  closes: StampedCache<CloseSeries>;
}

export const createCloseCaches = (changes: ChangeFeed): CloseCaches => ({
  closes: new StampedCache(changes, 5_000),
});

const closesKeptFor = new WeakMap<Db, StampedCache<CloseSeries>>();

/** Keeps the closes read in tenant scopes on `db` in `cache` (buildApp). */
export function keepClosesIn(db: Db, cache: StampedCache<CloseSeries>): void {
  closesKeptFor.set(db, cache);
}

/**
 * The closes of `instrumentIds` from `fromDay` on, with the last one before it. With `kept`,
 * from the cache when the scope's database keeps them (the instruments not kept yet read in
 * one statement); else read for this call only. Only a transaction that has written no market
 * rows may use what is kept: what it reads is kept for everyone, and its own writes are not
 * committed yet.
 */
export async function priceBookFrom(
  scope: TenantDb,
  instrumentIds: readonly string[],
  fromDay: string,
  kept: boolean,
): Promise<PriceBook> {
  const cache = kept && scope.root ? closesKeptFor.get(scope.root) : undefined;
  if (!cache) return new PriceBook(await pricesFrom(scope, instrumentIds, fromDay));
  const dependsOn = marketDeps(scope.tenantId);
  const missing: string[] = [];
  let read: Promise<Map<string, CloseSeries>> | undefined;
  // The cache calls each load at once, on a miss: every id missed is listed before the one
  // statement that reads them all starts (on the next microtask).
  const series = instrumentIds.map((id) =>
    cache.get(`${scope.tenantId}|${id}`, dependsOn, () => {
      missing.push(id);
      read ??= Promise.resolve().then(() => allCloses(scope, missing));
      return read.then((found) => found.get(id) ?? NO_CLOSES);
    }),
  );
  const found = await Promise.all(series);
  return PriceBook.ofSeries(new Map(instrumentIds.map((id, index) => [id, found[index]!])));
}
