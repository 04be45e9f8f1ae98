// A known small special basket in tenant `demo` (no portfolio demo loaded), held by a new
// customer: four instruments, a week of closes and seven events with hand-computed figures.
// Settlement is same-day and there is no wage plan, so every figure below follows from the
// deals alone (the numbers of returns-math §4.2).
import { randomUUID } from 'node:crypto';
import { addMember, insertBasket } from '../../baskets/baskets.repository';
import { eventValues } from '../../baskets/basket-events';
import { insertEventRows } from '../../baskets/events.repository';
import { inTenant } from '../../db/tenant-scope';
import { insertInstruments, upsertPrices } from '../../market/market.repository';
import { SAME_DAY_SETTLEMENT, type BasketEvent, type Instrument } from '../../portfolio/engine';
import { findTenantByName } from '../../tenancy/tenants.repository';
import { createUser, signIn, tenantAdmin } from '../../../test/helpers/sign-in';
import type { TestApp } from '../../../test/helpers/test-app';

export const INSTRUMENTS: Instrument[] = [
  {
    id: 'FOLD',
    symbol: 'فولاد',
    name: 'فولاد مبارکه اصفهان',
    isin: 'IRO1FOLD0001',
    kind: 'share',
    sector: 'فلزات اساسی',
  },
  {
    id: 'KHOD',
    symbol: 'خودرو',
    name: 'ایران خودرو',
    isin: 'IRO1IKCO0001',
    kind: 'share',
    sector: 'خودرو و ساخت قطعات',
  },
  {
    id: 'FOLDH',
    symbol: 'فولادح',
    name: 'ح . فولاد مبارکه اصفهان',
    isin: 'IRR1FOLD0101',
    kind: 'right',
    sector: 'فلزات اساسی',
    underlyingId: 'FOLD',
  },
];

const CLOSES: [string, string, number][] = [
  ['FOLD', '2024-01-06', 10_000],
  ['KHOD', '2024-01-06', 5_000],
  ['FOLD', '2024-01-07', 11_000],
  ['FOLD', '2024-01-08', 12_000],
  ['KHOD', '2024-01-09', 5_500],
  ['FOLD', '2024-01-10', 11_500],
  ['FOLDH', '2024-01-10', 1_200],
];

const deal = (
  id: string,
  day: string,
  instrumentId: string,
  side: 'buy' | 'sell',
  quantity: number,
  price: number,
  commission: number,
  tax = 0,
): BasketEvent => ({ type: 'deal', id, day, instrumentId, side, quantity, price, commission, tax });

export const EVENTS: BasketEvent[] = [
  { type: 'cashFlow', id: 'e1', day: '2024-01-06', flow: 'deposit', amount: 100_000_000 },
  deal('e2', '2024-01-06', 'FOLD', 'buy', 1_000, 10_000, 37_120),
  deal('e3', '2024-01-07', 'KHOD', 'buy', 2_000, 5_000, 37_120),
  deal('e4', '2024-01-08', 'FOLD', 'sell', 400, 12_000, 18_240, 24_000),
  {
    type: 'cashFlow',
    id: 'e5',
    day: '2024-01-09',
    flow: 'dividend',
    amount: 500_000,
    instrumentId: 'KHOD',
  },
  { type: 'cashFlow', id: 'e6', day: '2024-01-10', flow: 'withdrawal', amount: 20_000_000 },
  deal('e7', '2024-01-10', 'FOLDH', 'buy', 100, 1_000, 0),
];

/** Hand-computed figures (see the file comment). */
export const EXPECTED = {
  firstDate: '2024-01-06',
  lastDate: '2024-01-10',
  cash: 65_083_520,
  securities: 18_020_000,
  nav: 83_103_520,
  navOn: { '2024-01-06': 99_962_880, '2024-01-09': 103_383_520 } as Record<string, number>,
  cashAfter0107: 79_925_760,
  cashAfter0109: 85_183_520,
  realisedGain: 742_912,
  fold: { quantity: 600, cost: 6_022_272, marketValue: 6_900_000, unrealisedGain: 877_728 },
  khod: { quantity: 2_000, cost: 10_037_120, marketValue: 11_000_000, unrealisedGain: 962_880 },
  foldh: { quantity: 100, cost: 100_000, marketValue: 120_000, unrealisedGain: 20_000 },
  dealCosts: 37_120 * 2 + 18_240 + 24_000,
};

export interface SmallBasket {
  basketId: string;
  headers: Record<string, string>;
  /** Another customer of the tenant, holding nothing. */
  strangerHeaders: Record<string, string>;
}

export async function loadSmallBasket(t: TestApp): Promise<SmallBasket> {
  const admin = (await tenantAdmin(t)).headers;
  const owner = await createUser(t, admin, ['customer']);
  const stranger = await createUser(t, admin, ['customer']);
  const tenant = await findTenantByName(t.database.db, 'demo');
  const basketId = randomUUID();
  await inTenant(t.database.db, tenant!.id, async (scope) => {
    await insertInstruments(scope, INSTRUMENTS);
    await upsertPrices(
      scope,
      CLOSES.map(([instrumentId, day, close]) => ({ instrumentId, day, close })),
    );
    await insertBasket(scope, {
      id: basketId,
      code: 'KS-1',
      name: 'سبد آزمون',
      kind: 'special',
      risk_level: 3,
      wage_plan_id: null,
      settlement_lags: JSON.stringify(SAME_DAY_SETTLEMENT),
      initial_unit_price: null,
      is_approved: true,
    });
    await addMember(scope, basketId, owner.id, EXPECTED.firstDate, true);
    await insertEventRows(
      scope,
      EVENTS.map((event, i) => eventValues(basketId, i + 1, event, 'test')),
    );
  });
  return {
    basketId,
    headers: (await signIn(t, owner.userName, owner.password, 'demo')).headers,
    strangerHeaders: (await signIn(t, stranger.userName, stranger.password, 'demo')).headers,
  };
}
