// Baskets, their members and each user's selected basket.
import type { Insertable, Selectable } from 'kysely';
import type { TenantDb } from '../db/tenant-scope';
import type { BasketTable, WagePlanTable } from './baskets.tables';
import { pagedQuery } from '../db/paged-query';

export type BasketRow = Selectable<BasketTable>;
export type WagePlanRow = Selectable<WagePlanTable>;

export async function insertBasket(scope: TenantDb, row: Insertable<BasketTable>): Promise<void> {
  await scope.db.insertInto('basket').values(row).execute();
  await scope.db.insertInto('basket_series').values({ basket_id: row.id }).execute();
}

export function findBasket(scope: TenantDb, id: string): Promise<BasketRow | undefined> {
  return scope.db.selectFrom('basket').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface BasketFilter {
  filter?: string | undefined;
  kind?: 'special' | 'joint' | undefined;
  riskLevels?: readonly number[] | undefined;
  approvedOnly?: boolean;
  /** Only what a customer may choose: approved, active, joint or without a holder yet. */
  offerableOnly?: boolean;
  skip: number;
  take: number;
}

export async function listBaskets(
  scope: TenantDb,
  query: BasketFilter,
): Promise<{ items: BasketRow[]; totalCount: number }> {
  let base = scope.db.selectFrom('basket');
  if (query.filter) {
    const like = `%${query.filter}%`;
    base = base.where((eb) => eb.or([eb('name', 'ilike', like), eb('code', 'ilike', like)]));
  }
  if (query.kind) base = base.where('kind', '=', query.kind);
  if (query.riskLevels) base = base.where('risk_level', 'in', [...query.riskLevels, -1]);
  if (query.approvedOnly) base = base.where('is_approved', '=', true);
  if (query.offerableOnly) {
    base = base
      .where('is_approved', '=', true)
      .where('state', '=', 'active')
      .where((eb) =>
        eb.or([
          eb('kind', '=', 'joint'),
          eb.not(
            eb.exists(
              eb
                .selectFrom('basket_member')
                .select('basket_member.user_id')
                .whereRef('basket_member.basket_id', '=', 'basket.id'),
            ),
          ),
        ]),
      );
  }
  return pagedQuery(base, (q) => q.selectAll().orderBy('code'), query);
}

/** The user's baskets: where they are a member, optionally only approved memberships. */
export async function basketsOfUser(
  scope: TenantDb,
  userId: string,
  approvedOnly: boolean,
): Promise<BasketRow[]> {
  let query = scope.db
    .selectFrom('basket')
    .innerJoin('basket_member', 'basket_member.basket_id', 'basket.id')
    .selectAll('basket')
    .where('basket_member.user_id', '=', userId);
  if (approvedOnly) {
    query = query
      .where('basket_member.is_approved', '=', true)
      .where('basket.is_approved', '=', true)
      .where('basket.state', '!=', 'closed');
  }
  return query.orderBy('basket.kind', 'desc').orderBy('basket.code').execute();
}

export async function addMember(
  scope: TenantDb,
  basketId: string,
  userId: string,
  since: string,
  isApproved: boolean,
): Promise<void> {
  await scope.db
    .insertInto('basket_member')
    .values({ basket_id: basketId, user_id: userId, since, is_approved: isApproved })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'basket_id', 'user_id']).doUpdateSet({ is_approved: isApproved }),
    )
    .execute();
}

/** Whether the user holds the basket (an approved membership when `approvedOnly`). */
export async function isMember(
  scope: TenantDb,
  basketId: string,
  userId: string,
  approvedOnly = true,
) {
  let query = scope.db
    .selectFrom('basket_member')
    .select('user_id')
    .where('basket_id', '=', basketId)
    .where('user_id', '=', userId);
  if (approvedOnly) query = query.where('is_approved', '=', true);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function selectedBasketId(scope: TenantDb, userId: string) {
  const row = await scope.db
    .selectFrom('user_selected_basket')
    .select('basket_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.basket_id ?? null;
}

export async function saveSelectedBasket(scope: TenantDb, userId: string, basketId: string) {
  await scope.db
    .insertInto('user_selected_basket')
    .values({ user_id: userId, basket_id: basketId })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doUpdateSet({ basket_id: basketId }))
    .execute();
}

export async function updateBasketRisk(scope: TenantDb, id: string, riskLevel: number) {
  const result = await scope.db
    .updateTable('basket')
    .set({ risk_level: riskLevel })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertWagePlan(scope: TenantDb, row: Insertable<WagePlanTable>) {
  await scope.db.insertInto('wage_plan').values(row).execute();
}

export function findWagePlan(scope: TenantDb, id: string): Promise<WagePlanRow | undefined> {
  return scope.db.selectFrom('wage_plan').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listWagePlans(scope: TenantDb): Promise<WagePlanRow[]> {
  return scope.db.selectFrom('wage_plan').selectAll().orderBy('title').execute();
}
