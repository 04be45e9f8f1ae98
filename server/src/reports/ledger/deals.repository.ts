// Deals of a basket from its stored events: share deals (with each sell's realised gain from
// basket_sell) and joint-basket unit issues and redemptions (basket_unit_booking), filtered by
// range, side and symbol, sorted and paged in SQL.
import { sql } from 'kysely';
import type { ShareDealDto, JointShareDealDto } from '@crm/shared/dto';
import type { BasketRow } from '../../baskets/baskets.repository';
import { isBackOffice } from '../../baskets/basket-access';
import type { TenantDb } from '../../db/tenant-scope';
import type { CurrentUser } from '../../identity/current-user';
import { pagedQuery } from '../../db/paged-query';

export interface DealPage {
  from: string;
  to: string;
  side?: string | undefined;
  filter?: string | undefined;
  sort: { column: string; direction: 'asc' | 'desc' };
  skip: number;
  take: number;
}

const value = sql<number>`e.quantity * e.price`;
const net = sql<number>`case when e.side = 'buy' then e.quantity * e.price + e.commission + e.tax
  else e.quantity * e.price - e.commission - e.tax end`;

export const SHARE_DEAL_SORT = {
  date: 'date',
  symbol: 'symbol',
  side: 'side',
  quantity: 'quantity',
  price: 'price',
  value: 'value',
  netamount: 'netAmount',
} as const;

function shareDealsBase(scope: TenantDb, basketId: string, page: DealPage) {
  let query = scope.db
    .selectFrom('basket_event as e')
    .innerJoin('instrument as i', 'i.id', 'e.instrument_id')
    .leftJoin('basket_sell as s', (join) =>
      join.onRef('s.basket_id', '=', 'e.basket_id').onRef('s.deal_id', '=', 'e.id'),
    )
    .where('e.basket_id', '=', basketId)
    .where('e.type', '=', 'deal')
    .where('e.day', '>=', page.from)
    .where('e.day', '<=', page.to);
  if (page.side === 'buy' || page.side === 'sell') query = query.where('e.side', '=', page.side);
  if (page.filter) {
    const like = `%${page.filter}%`;
    query = query.where((eb) =>
      eb.or([eb('i.symbol', 'ilike', like), eb('i.name', 'ilike', like)]),
    );
  }
  return query;
}

export async function shareDealPage(scope: TenantDb, basketId: string, page: DealPage) {
  const base = shareDealsBase(scope, basketId, page);
  const { items: rows, totalCount } = await pagedQuery(
    base,
    (q) =>
      q
        .select([
          'e.id',
          'e.seq',
          'e.day as date',
          'e.instrument_id',
          'i.symbol',
          'i.name',
          'e.side',
          'e.quantity',
          'e.price',
          'e.commission',
          'e.tax',
          's.realised_gain',
        ])
        .select([value.as('value'), net.as('netAmount')])
        .orderBy(sql.ref(page.sort.column), page.sort.direction)
        .orderBy('e.seq', page.sort.direction),
    page,
  );
  const items: ShareDealDto[] = rows.map((row) => ({
    id: row.id,
    date: row.date,
    instrumentId: row.instrument_id!,
    symbol: row.symbol,
    name: row.name,
    side: row.side === 'sell' ? 'sell' : 'buy',
    quantity: Number(row.quantity),
    price: Number(row.price),
    value: Number(row.value),
    commission: Number(row.commission),
    tax: Number(row.tax),
    netAmount: Number(row.netAmount),
    realisedGain: row.realised_gain === null ? null : Number(row.realised_gain),
  }));
  return { items, totalCount };
}

export const JOINT_DEAL_SORT = {
  date: 'date',
  side: 'side',
  units: 'units',
  navperunit: 'navPerUnit',
  amount: 'amount',
} as const;

export async function jointDealPage(
  scope: TenantDb,
  basketId: string,
  user: CurrentUser,
  page: DealPage,
) {
  let base = scope.db
    .selectFrom('basket_unit_booking as u')
    .where('u.basket_id', '=', basketId)
    .where('u.day', '>=', page.from)
    .where('u.day', '<=', page.to);
  // A customer sees their own issues and redemptions; the back office everyone's.
  if (!isBackOffice(user)) base = base.where('u.holder_id', '=', user.user.id);
  if (page.side === 'issue' || page.side === 'redeem') base = base.where('u.side', '=', page.side);
  const { items: rows, totalCount } = await pagedQuery(
    base,
    (q) =>
      q
        .select([
          'u.event_id',
          'u.day as date',
          'u.holder_id',
          'u.side',
          'u.units',
          'u.nav_per_unit as navPerUnit',
          'u.amount',
          'u.realised_gain',
        ])
        .orderBy(sql.ref(page.sort.column), page.sort.direction)
        .orderBy('u.event_id', page.sort.direction),
    page,
  );
  const items: JointShareDealDto[] = rows.map((row) => ({
    id: row.event_id,
    date: row.date,
    holderId: row.holder_id,
    side: row.side,
    units: Number(row.units),
    navPerUnit: Number(row.navPerUnit),
    amount: Number(row.amount),
    realisedGain: row.side === 'redeem' ? Number(row.realised_gain) : null,
  }));
  return { items, totalCount };
}

/** The dashboard's latest deals: share deals, or for a joint basket the caller's unit deals. */
export async function latestDeals(
  scope: TenantDb,
  basket: BasketRow,
  user: CurrentUser,
  take: number,
) {
  const page: DealPage = {
    from: '0001-01-01',
    to: '9999-12-31',
    sort: { column: 'date', direction: 'desc' },
    skip: 0,
    take,
  };
  if (basket.kind === 'joint') {
    const joint = await jointDealPage(scope, basket.id, user, page);
    return joint.items.map((deal) => ({
      date: deal.date,
      symbol: basket.code,
      side: deal.side,
      quantity: deal.units,
      amount: deal.amount,
    }));
  }
  const deals = await shareDealPage(scope, basket.id, page);
  return deals.items.map((deal) => ({
    date: deal.date,
    symbol: deal.symbol,
    side: deal.side,
    quantity: deal.quantity,
    amount: deal.netAmount,
  }));
}
