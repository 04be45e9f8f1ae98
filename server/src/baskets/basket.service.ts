// The basket calls: the catalogue, the customer's approved baskets, the selected basket and the
// date range of a basket's valuations (refreshing its stored series first).
import type { BasketDto, CurrentBasketInfoDto } from '@crm/shared/dto';
import type { TenantDb } from '../db/tenant-scope';
import { NotFoundError } from '../errors/app-error';
import type { CurrentUser } from '../identity/current-user';
import { basketVisibleTo, isBackOffice } from './basket-access';
import {
  basketsOfUser,
  listBaskets,
  saveSelectedBasket,
  selectedBasketId,
  type BasketFilter,
  type BasketRow,
} from './baskets.repository';
import { holderUnitsOn, pointOn, pointSpan } from './series.repository';
import { refreshSeries } from './series.service';
import { mulDivHalfUp } from '../portfolio/engine';

export function toBasketDto(row: BasketRow): BasketDto {
  return {
    basketID: row.id,
    basketName: row.name,
    basketCode: row.code,
    kind: row.kind,
    riskLevel: row.risk_level,
    state: row.state,
    isApproved: row.is_approved,
  };
}

/** The back office sees every basket; a customer the baskets on offer. */
export async function basketCatalogue(
  scope: TenantDb,
  user: CurrentUser,
  query: Omit<BasketFilter, 'offerableOnly'>,
) {
  const page = await listBaskets(scope, { ...query, offerableOnly: !isBackOffice(user) });
  return { items: page.items.map(toBasketDto), totalCount: page.totalCount };
}

export async function approvedBaskets(scope: TenantDb, user: CurrentUser) {
  const items = (await basketsOfUser(scope, user.user.id, true)).map(toBasketDto);
  return { items, totalCount: items.length };
}

export async function selectBasket(scope: TenantDb, user: CurrentUser, basketId: string) {
  const own = await basketsOfUser(scope, user.user.id, true);
  if (!own.some((basket) => basket.id === basketId)) throw new NotFoundError('Crm:BasketNotFound');
  await saveSelectedBasket(scope, user.user.id, basketId);
}

/** The first and last valued day of a basket the user may see. */
export async function basketDateRange(scope: TenantDb, user: CurrentUser, basketId: string) {
  await basketVisibleTo(scope, user, basketId);
  await refreshSeries(scope, basketId);
  return pointSpan(scope, basketId);
}

export async function currentBasketInfo(
  scope: TenantDb,
  user: CurrentUser,
): Promise<CurrentBasketInfoDto | null> {
  const own = await basketsOfUser(scope, user.user.id, true);
  const selectedId = await selectedBasketId(scope, user.user.id);
  const basket = own.find((b) => b.id === selectedId) ?? own[0];
  if (!basket) return null;
  await refreshSeries(scope, basket.id);
  const span = await pointSpan(scope, basket.id);
  const point = span.last ? await pointOn(scope, basket.id, span.last) : undefined;
  const joint = basket.kind === 'joint' && point && span.last;
  const units = joint ? await holderUnitsOn(scope, basket.id, user.user.id, span.last!) : null;
  const outstanding = Number(point?.units_outstanding ?? 0);
  return {
    ...toBasketDto(basket),
    isSelected: basket.id === selectedId,
    fromDate: span.first,
    toDate: span.last,
    nav: point ? Number(point.nav) : null,
    cash: point ? Number(point.cash) : null,
    units,
    navPerUnit: joint ? point.nav_per_unit : null,
    customerValue:
      units !== null && outstanding > 0
        ? mulDivHalfUp(units, Number(point!.nav), outstanding)
        : null,
  };
}
