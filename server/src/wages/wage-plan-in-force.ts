// The wage plan of a basket on a day: the active plan in force for its kind and exact risk
// level, else one for every level of its kind, else the plan the basket names itself.
import type { BasketRow } from '../baskets/baskets.repository';
import { businessToday } from '../clock/business-clock';
import type { TenantDb } from '../db/tenant-scope';
import { plansInForce, wagePlanById, type WagePlanRow } from './wage-plans.repository';

export async function planInForce(
  scope: TenantDb,
  basket: Pick<BasketRow, 'kind' | 'risk_level' | 'wage_plan_id'>,
  day = businessToday(),
): Promise<WagePlanRow | undefined> {
  const plans = await plansInForce(scope, basket.kind, basket.risk_level, day);
  const exact = plans.find((plan) => plan.risk_level === basket.risk_level);
  const general = plans.find((plan) => plan.risk_level === null);
  if (exact ?? general) return exact ?? general;
  return basket.wage_plan_id ? wagePlanById(scope, basket.wage_plan_id) : undefined;
}
