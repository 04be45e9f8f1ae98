// basket-joint-share-asset-state: the units of a joint basket's holders on a day with their cost
// and value at the day's NAV per unit. A customer sees their own row, the back office every
// holder's.
import type { BasketJointShareAssetStateDto } from '@crm/shared/dto';
import { isBackOffice } from '../../baskets/basket-access';
import type { TenantDb } from '../../db/tenant-scope';
import { BadRequestError } from '../../errors/app-error';
import type { CurrentUser } from '../../identity/current-user';
import { holderUnitsOf } from '../../portfolio/engine';
import { openReport } from '../access/report-basket';
import { dayView } from './day-view';
import { userNames } from './holdings.repository';

export async function jointShareAssetState(
  scope: TenantDb,
  user: CurrentUser,
  query: { basketId: string; date?: string | undefined },
): Promise<BasketJointShareAssetStateDto> {
  const report = await openReport(scope, user, query.basketId);
  if (report.basket.kind !== 'joint') throw new BadRequestError('Crm:NotAJointBasket');
  const view = await dayView(scope, user, report, query.date);
  const rows = holderUnitsOf(view.state, view.point).filter(
    (row) => row.units > 0 && (isBackOffice(user) || row.holderId === user.user.id),
  );
  const names = await userNames(
    scope,
    rows.map((row) => row.holderId),
  );
  const outstanding = view.point.unitsOutstanding;
  return {
    header: report.header,
    date: view.day,
    navPerUnit: view.point.navPerUnit,
    unitsOutstanding: outstanding,
    nav: view.point.nav,
    items: rows
      .sort((a, b) => b.units - a.units)
      .map((row) => ({
        holderId: row.holderId,
        holderName: names.get(row.holderId) ?? '',
        units: row.units,
        cost: row.cost,
        value: row.value,
        unrealisedGain: row.value - row.cost,
        share: outstanding > 0 ? row.units / outstanding : 0,
      })),
  };
}
