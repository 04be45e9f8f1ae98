// The stale-series job (`npm run series:refresh`): it finds every series a read would recompute
// — never computed, marked dirty, or valued before the last price day — brings it up to date,
// and leaves other tenants alone.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { randomUUID } from 'node:crypto';
import { markDirty } from '../../src/baskets/events.repository';
import { refreshSeries } from '../../src/baskets/series.service';
import { staleBasketIds } from '../../src/baskets/series.repository';
import { refreshStaleSeries } from '../../src/baskets/stale-series';
import { inTenant, type TenantDb } from '../../src/db/tenant-scope';
import { upsertPrices } from '../../src/market/market.repository';
import { addDays } from '../../src/portfolio/engine';
import { loadDemoBasket, smallDataset } from '../helpers/demo-basket';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

describe('refreshing stale basket series ahead of readers', () => {
  let database: TestDatabase;
  const dataset = smallDataset();
  const lastDay = dataset.market.days[dataset.market.days.length - 1]!;
  const tenantA = randomUUID();
  const tenantB = randomUUID();
  let basketA: string;
  let basketB: string;
  const run = <T>(tenantId: string, work: (scope: TenantDb) => Promise<T>) =>
    inTenant(database.db, tenantId, work);

  before(async () => {
    database = await createTestDatabase();
    ({ basketId: basketA } = await run(tenantA, (scope) => loadDemoBasket(scope, dataset)));
    ({ basketId: basketB } = await run(tenantB, (scope) => loadDemoBasket(scope, dataset)));
  });
  after(() => database.dispose());

  it('computes a never-computed series once, and only for the tenants asked', async () => {
    expect(await run(tenantA, staleBasketIds)).toEqual([basketA]);
    const refreshed: string[] = [];
    const result = await refreshStaleSeries(database.db, {
      tenantIds: [tenantA],
      onRefreshed: ({ basketId }) => refreshed.push(basketId),
    });
    expect(refreshed).toEqual([basketA]);
    expect(result.baskets).toBe(1);
    expect(result.pointsWritten).toBeGreaterThan(200);
    expect(await run(tenantA, staleBasketIds)).toEqual([]);
    expect(await run(tenantB, staleBasketIds)).toEqual([basketB]);
    expect(await refreshStaleSeries(database.db, { tenantIds: [tenantA] })).toEqual({
      baskets: 0,
      pointsWritten: 0,
    });
  });

  it('leaves nothing for the next read to do', async () => {
    const read = await run(tenantA, (scope) => refreshSeries(scope, basketA));
    expect(read).toMatchObject({ recomputedFrom: null, valuedTo: lastDay });
  });

  it('picks up a basket marked dirty and one valued before a new price day', async () => {
    await run(tenantA, (scope) => markDirty(scope, basketA, '2021-11-02'));
    expect(await run(tenantA, staleBasketIds)).toEqual([basketA]);
    await refreshStaleSeries(database.db, { tenantIds: [tenantA] });
    expect(await run(tenantA, staleBasketIds)).toEqual([]);

    const nextDay = addDays(lastDay, 3);
    const instrumentId = dataset.market.instruments[0]!.id;
    await run(tenantA, (scope) =>
      upsertPrices(scope, [{ instrumentId, day: nextDay, close: 7_000 }]),
    );
    expect(await run(tenantA, staleBasketIds)).toEqual([basketA]);
    await refreshStaleSeries(database.db, { tenantIds: [tenantA] });
    const read = await run(tenantA, (scope) => refreshSeries(scope, basketA));
    expect(read).toMatchObject({ recomputedFrom: null, valuedTo: nextDay });
  });
});
