// The stored daily series through the service: computed once in full, then recomputed only from
// the checkpoint before the first changed day when a deal or a price arrives, and always equal
// to the engine's computation from scratch.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { randomUUID } from 'node:crypto';
import { eventValues } from '../../src/baskets/basket-events';
import {
  insertEventRows,
  markDirty,
  markDirtyByPrices,
  nextEventSeq,
} from '../../src/baskets/events.repository';
import { pointsBetween, toDailyPoint } from '../../src/baskets/series.repository';
import { refreshSeries } from '../../src/baskets/series.service';
import { inTenant, type TenantDb } from '../../src/db/tenant-scope';
import { upsertPrices } from '../../src/market/market.repository';
import {
  daysBetween,
  type BasketEvent,
  type DailyPoint,
  type DealEvent,
} from '../../src/portfolio/engine';
import { fullSeries, loadDemoBasket, smallDataset } from '../helpers/demo-basket';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

describe('basket series service', () => {
  let database: TestDatabase;
  const tenantId = randomUUID();
  const dataset = smallDataset();
  const lastDay = dataset.market.days[dataset.market.days.length - 1]!;
  let basketId: string;
  let events: BasketEvent[];
  const run = <T>(work: (scope: TenantDb) => Promise<T>) => inTenant(database.db, tenantId, work);
  const stored = async (): Promise<DailyPoint[]> =>
    (await run((s) => pointsBetween(s, basketId, '1900-01-01', '2100-01-01'))).map(toDailyPoint);
  const withoutUnpriced = (points: DailyPoint[]) => points.map(({ unpriced: _, ...p }) => p);

  before(async () => {
    database = await createTestDatabase();
    ({ basketId, events } = await run((scope) => loadDemoBasket(scope, dataset)));
  });
  after(() => database.dispose());

  it('computes the whole series on the first refresh and nothing on the second', async () => {
    const first = await run((s) => refreshSeries(s, basketId));
    expect(first).toMatchObject({
      recomputedFrom: events[0]!.day,
      checkpointDay: null,
      valuedTo: lastDay,
    });
    expect(await stored()).toEqual(withoutUnpriced(fullSeries(dataset, events, lastDay).points));
    const second = await run((s) => refreshSeries(s, basketId));
    expect(second).toMatchObject({ recomputedFrom: null, pointsWritten: 0 });
  });

  it('recomputes from the checkpoint before a new deal only', async () => {
    const day = '2021-06-15';
    const instrumentId = dataset.market.instruments[0]!.id;
    const deal: DealEvent = {
      type: 'deal',
      id: 'late-buy',
      day,
      instrumentId,
      side: 'buy',
      quantity: 10,
      price: 5_000,
      commission: 100,
      tax: 0,
    };
    await run(async (s) => {
      await insertEventRows(s, [
        eventValues(basketId, await nextEventSeq(s, basketId), deal, 'manual'),
      ]);
      await markDirty(s, basketId, day);
    });
    const result = await run((s) => refreshSeries(s, basketId));
    expect(result.checkpointDay).toBe('2021-06-01');
    expect(result.recomputedFrom).toBe('2021-06-02');
    expect(result.pointsWritten).toBeLessThan(250);
    const dayOrder = [
      ...events.filter((e) => e.day <= day),
      deal,
      ...events.filter((e) => e.day > day),
    ];
    events = dayOrder;
    expect(await stored()).toEqual(withoutUnpriced(fullSeries(dataset, events, lastDay).points));
  });

  it('recomputes from before a changed close of a held instrument', async () => {
    const deal = events.find((e): e is DealEvent => e.type === 'deal' && e.day > '2021-09-01')!;
    const changed = { instrumentId: deal.instrumentId, day: deal.day, close: deal.price + 7 };
    await run(async (s) => markDirtyByPrices(s, await upsertPrices(s, [changed])));
    const again = await run(async (s) => upsertPrices(s, [changed]));
    expect(again).toEqual([]);
    const result = await run((s) => refreshSeries(s, basketId));
    expect(result.checkpointDay! < deal.day).toBe(true);
    expect(daysBetween(result.checkpointDay!, deal.day)).toBeLessThanOrEqual(31);
    expect(await stored()).toEqual(
      withoutUnpriced(fullSeries(dataset, events, lastDay, [changed]).points),
    );
  });
});
