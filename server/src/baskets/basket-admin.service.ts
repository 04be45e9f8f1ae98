// The back office creates and changes baskets: code, name, kind, risk level, state and
// approval (only approved, active baskets are offered to customers). A basket names the wage
// plan in force for its kind and risk level when it is saved (the valuation engine accrues the
// management fee from it). The kind of a basket with members cannot change.
import { randomUUID } from 'node:crypto';
import type { basketInputSchema } from '@crm/shared/dto';
import { type BasketAdminDto } from '@crm/shared/dto';
import type * as v from 'valibot';
import type { TenantDb } from '../db/tenant-scope';
import { ConflictError, NotFoundError } from '../errors/app-error';
import type { SettlementLags } from '../portfolio/engine';
import { planInForce } from '../wages/wage-plan-in-force';
import { wagePlanById } from '../wages/wage-plans.repository';
import { basketCodeTaken, memberCounts, updateBasket } from './basket-admin.repository';
import { toBasketDto } from './basket.service';
import { findBasket, insertBasket, listBaskets, type BasketRow } from './baskets.repository';

type BasketInput = v.InferOutput<typeof basketInputSchema>;

/** Tehran Stock Exchange settlement: shares, rights and fund units T+2, bonds T+1. */
export const STANDARD_SETTLEMENT_LAGS: SettlementLags = {
  share: 2,
  right: 2,
  fundUnit: 2,
  bond: 1,
};

async function toAdminDto(
  scope: TenantDb,
  row: BasketRow,
  members: Map<string, number>,
): Promise<BasketAdminDto> {
  const plan = await planInForce(scope, row);
  return {
    ...toBasketDto(row),
    memberCount: members.get(row.id) ?? 0,
    wagePlanId: plan?.id ?? null,
    wagePlanTitle: plan?.title ?? null,
  };
}

export async function basketAdminList(
  scope: TenantDb,
  query: { filter?: string | undefined; skip: number; take: number },
) {
  const page = await listBaskets(scope, query);
  const members = await memberCounts(
    scope,
    page.items.map((row) => row.id),
  );
  const items = [];
  for (const row of page.items) items.push(await toAdminDto(scope, row, members));
  return { items, totalCount: page.totalCount };
}

async function adminDtoOf(scope: TenantDb, id: string) {
  return toAdminDto(scope, (await findBasket(scope, id))!, await memberCounts(scope, [id]));
}

async function planIdFor(scope: TenantDb, input: BasketInput, current: string | null = null) {
  const plan = await planInForce(scope, {
    kind: input.kind,
    risk_level: input.riskLevel,
    wage_plan_id: null,
  });
  if (plan) return plan.id;
  const named = current ? await wagePlanById(scope, current) : undefined;
  return named?.basket_kind === input.kind ? current : null;
}

export async function createBasket(scope: TenantDb, input: BasketInput) {
  if (await basketCodeTaken(scope, input.basketCode))
    throw new ConflictError('Crm:BasketCodeTaken', [input.basketCode]);
  const id = randomUUID();
  await insertBasket(scope, {
    id,
    code: input.basketCode,
    name: input.basketName,
    kind: input.kind,
    risk_level: input.riskLevel,
    state: input.state,
    is_approved: input.isApproved,
    wage_plan_id: await planIdFor(scope, input),
    settlement_lags: JSON.stringify(STANDARD_SETTLEMENT_LAGS),
    initial_unit_price: null,
  });
  return adminDtoOf(scope, id);
}

/** The basket, or 404: looked up before the input is read, so ids of others reveal nothing. */
export async function existingBasket(scope: TenantDb, id: string) {
  const basket = await findBasket(scope, id);
  if (!basket) throw new NotFoundError('Crm:BasketNotFound');
  return basket;
}

export async function changeBasket(scope: TenantDb, basket: BasketRow, input: BasketInput) {
  if (await basketCodeTaken(scope, input.basketCode, basket.id))
    throw new ConflictError('Crm:BasketCodeTaken', [input.basketCode]);
  const members = (await memberCounts(scope, [basket.id])).get(basket.id) ?? 0;
  if (members > 0 && input.kind !== basket.kind) throw new ConflictError('Crm:BasketKindFixed');
  await updateBasket(scope, basket.id, {
    code: input.basketCode,
    name: input.basketName,
    kind: input.kind,
    risk_level: input.riskLevel,
    state: input.state,
    is_approved: input.isApproved,
    wage_plan_id: await planIdFor(scope, input, basket.wage_plan_id),
  });
  return adminDtoOf(scope, basket.id);
}
