// The demo's baskets: each customer's special baskets and the joint pools, their members, and
// every event the generator streams, written in batches so that a million deals never sit in
// memory. Series are left to be computed on first use (`basket_series.valued_to` is null).
import { randomUUID } from 'node:crypto';
import { bulkInsert } from '../../db/bulk-insert';
import type { TenantDb } from '../../db/tenant-scope';
import { eventValues, type EventValues } from '../../baskets/basket-events';
import { insertEventRows } from '../../baskets/events.repository';
import type { BasketEvent } from '../../portfolio/engine';
import { DEMO_SETTLEMENT_LAGS, type DemoDataset } from '../dataset';

const BATCH = 20_000;

export interface DemoBasket {
  id: string;
  code: string;
  name: string;
  kind: 'special' | 'joint';
  riskLevel: number;
  wagePlanId: string;
  /** Members: user id and the day they joined. */
  members: { userId: string; since: string }[];
  events?: () => Iterable<BasketEvent>;
}

export async function insertDemoBaskets(scope: TenantDb, baskets: readonly DemoBasket[]) {
  const lags = JSON.stringify(DEMO_SETTLEMENT_LAGS);
  await bulkInsert(
    scope,
    'basket',
    [
      ['id', 'uuid'],
      ['code', 'text'],
      ['name', 'text'],
      ['kind', 'text'],
      ['risk_level', 'smallint'],
      ['is_approved', 'boolean'],
      ['wage_plan_id', 'uuid'],
      ['settlement_lags', 'jsonb'],
    ],
    baskets.map((b) => [b.id, b.code, b.name, b.kind, b.riskLevel, true, b.wagePlanId, lags]),
  );
  await bulkInsert(
    scope,
    'basket_series',
    [['basket_id', 'uuid']],
    baskets.map((b) => [b.id]),
  );
  await bulkInsert(
    scope,
    'basket_member',
    [
      ['basket_id', 'uuid'],
      ['user_id', 'uuid'],
      ['since', 'date'],
      ['is_approved', 'boolean'],
    ],
    baskets.flatMap((b) => b.members.map((m) => [b.id, m.userId, m.since, true])),
  );
}

/** Streams every basket's events into `basket_event`; returns how many deals were written. */
export async function insertDemoEvents(
  scope: TenantDb,
  baskets: readonly DemoBasket[],
  holderUserId: (holderKey: string) => string,
): Promise<{ events: number; deals: number }> {
  let buffer: EventValues[] = [];
  let events = 0;
  let deals = 0;
  for (const basket of baskets) {
    let seq = 0;
    for (const event of basket.events?.() ?? []) {
      seq += 1;
      if (event.type === 'deal') deals += 1;
      buffer.push(eventValues(basket.id, seq, event, 'demo', holderUserId));
      if (buffer.length >= BATCH) {
        events += await insertEventRows(scope, buffer);
        buffer = [];
      }
    }
  }
  events += await insertEventRows(scope, buffer);
  return { events, deals };
}

const POOL_NAMES = ['سبد مشترک رشد', 'سبد مشترک متوازن', 'سبد مشترک درآمد ثابت'];

/** The baskets of a dataset, for customers whose user ids are known. */
export function demoBasketsOf(
  dataset: DemoDataset,
  userIdOf: (customerKey: string) => string | undefined,
  wagePlanOf: (kind: 'special' | 'joint', feePpm: number) => string,
): DemoBasket[] {
  const days = dataset.market.days;
  const baskets: DemoBasket[] = [];
  for (const customer of dataset.customers) {
    const userId = userIdOf(customer.key);
    if (!userId) continue;
    for (const plan of customer.specialBaskets) {
      const n = baskets.length + 1;
      baskets.push({
        id: randomUUID(),
        code: `SB-${String(n).padStart(5, '0')}`,
        name: `سبد اختصاصی ${n}`,
        kind: 'special',
        riskLevel: 1 + ((customer.index + n) % 5),
        wagePlanId: wagePlanOf('special', plan.managementFeePpm),
        members: [{ userId, since: days[plan.startDay]! }],
        events: () => dataset.basketEvents(plan),
      });
    }
  }
  dataset.pools.forEach((pool, i) => {
    baskets.push({
      id: randomUUID(),
      code: `JB-${i + 1}`,
      name: POOL_NAMES[i % POOL_NAMES.length]!,
      kind: 'joint',
      riskLevel: 2 + (i % 3),
      wagePlanId: wagePlanOf('joint', pool.managementFeePpm),
      members: pool.holders.flatMap((h) => {
        const userId = userIdOf(h.holderId);
        return userId ? [{ userId, since: days[h.joinDay]! }] : [];
      }),
      events: () => dataset.poolEvents(pool),
    });
  });
  return baskets;
}
