// Who may see a basket: the back office (Crm.PortfolioModify) any basket of the tenant, a
// customer only the baskets they hold with an approved membership. Anything else is answered
// as not found, so a basket id of someone else (or of another tenant) reveals nothing.
import { BACK_OFFICE_POLICY } from '@crm/shared/policy';
import type { CurrentUser } from '../identity/current-user';
import type { TenantDb } from '../db/tenant-scope';
import { NotFoundError } from '../errors/app-error';
import { findBasket, isMember, type BasketRow } from './baskets.repository';

/** The pages tell the back office apart by the same policy (`@crm/shared/policy`, audience.ts). */
export function isBackOffice(user: CurrentUser): boolean {
  return user.granted.has(BACK_OFFICE_POLICY);
}

export async function basketVisibleTo(
  scope: TenantDb,
  user: CurrentUser,
  basketId: string,
): Promise<BasketRow> {
  const basket = await findBasket(scope, basketId);
  if (basket && (isBackOffice(user) || (await isMember(scope, basketId, user.user.id))))
    return basket;
  throw new NotFoundError('Crm:BasketNotFound');
}
