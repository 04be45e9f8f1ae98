// Wage plans: the back office's list, changes, and the plan in force for a basket on a day.
import type { Insertable, Updateable } from 'kysely';
import type { TenantDb } from '../db/tenant-scope';
import type { BasketKind, WagePlanTable } from '../baskets/baskets.tables';
import type { WagePlanRow } from '../baskets/baskets.repository';

export type { WagePlanRow };

export function allWagePlans(scope: TenantDb): Promise<WagePlanRow[]> {
  return scope.db
    .selectFrom('wage_plan')
    .selectAll()
    .orderBy('basket_kind')
    .orderBy('risk_level')
    .orderBy('effective_from')
    .execute();
}

export function wagePlanById(scope: TenantDb, id: string): Promise<WagePlanRow | undefined> {
  return scope.db.selectFrom('wage_plan').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPlan(scope: TenantDb, row: Insertable<WagePlanTable>) {
  await scope.db.insertInto('wage_plan').values(row).execute();
}

export async function updatePlan(scope: TenantDb, id: string, changes: Updateable<WagePlanTable>) {
  await scope.db.updateTable('wage_plan').set(changes).where('id', '=', id).execute();
}

export async function deletePlan(scope: TenantDb, id: string) {
  await scope.db.deleteFrom('wage_plan').where('id', '=', id).execute();
}

/** How many baskets and contracts name each plan. */
export async function planUsage(scope: TenantDb): Promise<Map<string, number>> {
  const [baskets, contracts] = await Promise.all([
    scope.db
      .selectFrom('basket')
      .select(['wage_plan_id as id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('wage_plan_id', 'is not', null)
      .groupBy('wage_plan_id')
      .execute(),
    scope.db
      .selectFrom('portfolio_contract')
      .select(['wage_plan_id as id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('wage_plan_id', 'is not', null)
      .groupBy('wage_plan_id')
      .execute(),
  ]);
  const usage = new Map<string, number>();
  for (const row of [...baskets, ...contracts])
    if (row.id) usage.set(row.id, (usage.get(row.id) ?? 0) + Number(row.n));
  return usage;
}

/** Active plans of a basket kind in force on a day: for the exact level, or for all levels. */
export function plansInForce(scope: TenantDb, kind: BasketKind, riskLevel: number, day: string) {
  return scope.db
    .selectFrom('wage_plan')
    .selectAll()
    .where('is_active', '=', true)
    .where('basket_kind', '=', kind)
    .where((eb) => eb.or([eb('risk_level', '=', riskLevel), eb('risk_level', 'is', null)]))
    .where('effective_from', '<=', day)
    .where((eb) => eb.or([eb('effective_to', 'is', null), eb('effective_to', '>=', day)]))
    .execute();
}
