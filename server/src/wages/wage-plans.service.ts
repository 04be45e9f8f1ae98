// Wage plans (design/domain.md): a management fee a year on NAV and a performance fee above a
// hurdle, per basket kind and risk level, in force for a period. Two active plans of the same
// kind and level may not be in force on the same day; a plan named by a basket or a contract
// cannot be deleted (deactivate it or end its period instead).
import { randomUUID } from 'node:crypto';
import type { wagePlanInputSchema } from '@crm/shared/dto';
import { overlappingWagePlans, type WagePlanDto, type WagePlanTermsDto } from '@crm/shared/dto';
import type * as v from 'valibot';
import { isBackOffice } from '../baskets/basket-access';
import { findBasket, isMember, listBaskets } from '../baskets/baskets.repository';
import type { TenantDb } from '../db/tenant-scope';
import { ConflictError, NotFoundError, ValidationError } from '../errors/app-error';
import type { CurrentUser } from '../identity/current-user';
import { planInForce } from './wage-plan-in-force';
import {
  allWagePlans,
  deletePlan,
  insertPlan,
  planUsage,
  updatePlan,
  wagePlanById,
  type WagePlanRow,
} from './wage-plans.repository';

type PlanInput = v.InferOutput<typeof wagePlanInputSchema>;

const PPM_PER_PERCENT = 10_000;
const toPpm = (percent: number) => Math.round(percent * PPM_PER_PERCENT);
const toPercent = (ppm: number) => ppm / PPM_PER_PERCENT;

export function toWagePlanTerms(row: WagePlanRow): WagePlanTermsDto {
  return {
    id: row.id,
    title: row.title,
    basketKind: row.basket_kind,
    riskLevel: row.risk_level as WagePlanTermsDto['riskLevel'],
    managementFeePercent: toPercent(row.management_fee_ppm),
    performanceFeePercent: toPercent(row.performance_fee_ppm),
    hurdlePercent: toPercent(row.hurdle_ppm),
    effectiveFrom: row.effective_from,
    effectiveTo: row.effective_to,
  };
}

function toWagePlanDto(row: WagePlanRow, usage: Map<string, number>): WagePlanDto {
  return { ...toWagePlanTerms(row), isActive: row.is_active, usageCount: usage.get(row.id) ?? 0 };
}

export async function listPlans(scope: TenantDb) {
  const [rows, usage] = await Promise.all([allWagePlans(scope), planUsage(scope)]);
  return { items: rows.map((row) => toWagePlanDto(row, usage)), totalCount: rows.length };
}

async function refuseOverlap(scope: TenantDb, input: PlanInput, id?: string) {
  const others = (await allWagePlans(scope)).map((row) => ({
    id: row.id,
    basketKind: row.basket_kind,
    riskLevel: row.risk_level,
    effectiveFrom: row.effective_from,
    effectiveTo: row.effective_to,
    isActive: row.is_active,
  }));
  if (overlappingWagePlans({ ...input, id }, others).length > 0)
    throw new ValidationError(
      [
        {
          message: 'The period overlaps another plan of the same basket kind and risk level.',
          members: ['effectiveFrom', 'effectiveTo'],
          key: 'Crm::Crm:WagePlanOverlaps',
        },
      ],
      'Crm:WagePlanOverlaps',
    );
}

function columnsOf(input: PlanInput) {
  return {
    title: input.title,
    basket_kind: input.basketKind,
    risk_level: input.riskLevel,
    management_fee_ppm: toPpm(input.managementFeePercent),
    performance_fee_ppm: toPpm(input.performanceFeePercent),
    hurdle_ppm: toPpm(input.hurdlePercent),
    effective_from: input.effectiveFrom,
    effective_to: input.effectiveTo,
    is_active: input.isActive,
  };
}

async function dtoOf(scope: TenantDb, id: string) {
  return toWagePlanDto((await wagePlanById(scope, id))!, await planUsage(scope));
}

export async function createPlan(scope: TenantDb, input: PlanInput) {
  await refuseOverlap(scope, input);
  const id = randomUUID();
  await insertPlan(scope, { id, ...columnsOf(input) });
  return dtoOf(scope, id);
}

export async function changePlan(scope: TenantDb, id: string, input: PlanInput) {
  if (!(await wagePlanById(scope, id))) throw new NotFoundError('Crm:WagePlanNotFound');
  await refuseOverlap(scope, input, id);
  await updatePlan(scope, id, columnsOf(input));
  return dtoOf(scope, id);
}

export async function removePlan(scope: TenantDb, id: string) {
  if (!(await wagePlanById(scope, id))) throw new NotFoundError('Crm:WagePlanNotFound');
  if ((await planUsage(scope)).get(id)) throw new ConflictError('Crm:WagePlanInUse');
  await deletePlan(scope, id);
}

/**
 * The terms in force for a basket (null: none). A customer may ask about baskets on offer and
 * their own; anything else does not exist.
 */
export async function basketWagePlan(
  scope: TenantDb,
  user: CurrentUser,
  basketId: string,
): Promise<WagePlanTermsDto | null> {
  const basket = await findBasket(scope, basketId);
  const visible =
    basket &&
    (isBackOffice(user) ||
      (await isMember(scope, basketId, user.user.id, false)) ||
      (await listBaskets(scope, { offerableOnly: true, skip: 0, take: 1000 })).items.some(
        (offered) => offered.id === basketId,
      ));
  if (!visible) throw new NotFoundError('Crm:BasketNotFound');
  const plan = await planInForce(scope, basket);
  return plan ? toWagePlanTerms(plan) : null;
}
