// /api/app/portfolio-wage: wage plans (management fee a year on NAV, performance fee above a
// hurdle) per basket kind and risk level, each in force for a period of days.
import * as v from 'valibot';
import { basketKindSchema, riskLevelSchema } from './basket';
import { isoDaySchema, uuidSchema } from './common';

/** A percentage 0–100 with at most four decimals (stored as parts per million). */
export const feePercentSchema = v.pipe(
  v.number(),
  v.minValue(0),
  v.maxValue(100),
  v.check((value) => Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6),
);

/** A plan's terms, as a customer choosing a basket sees them. */
export const wagePlanTermsSchema = v.object({
  id: uuidSchema,
  title: v.string(),
  basketKind: basketKindSchema,
  /** null: every risk level of the kind (a plan for the exact level wins). */
  riskLevel: v.nullable(riskLevelSchema),
  managementFeePercent: v.number(),
  performanceFeePercent: v.number(),
  hurdlePercent: v.number(),
  effectiveFrom: isoDaySchema,
  /** Last day in force; null: open-ended. */
  effectiveTo: v.nullable(isoDaySchema),
});

export const wagePlanSchema = v.object({
  ...wagePlanTermsSchema.entries,
  isActive: v.boolean(),
  /** Baskets and contracts that name this plan (it cannot be deleted while any do). */
  usageCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const wagePlanListSchema = v.object({
  items: v.array(wagePlanSchema),
  totalCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const wagePlanInputSchema = v.pipe(
  v.strictObject({
    title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
    basketKind: basketKindSchema,
    riskLevel: v.nullable(riskLevelSchema),
    managementFeePercent: feePercentSchema,
    performanceFeePercent: feePercentSchema,
    hurdlePercent: feePercentSchema,
    effectiveFrom: isoDaySchema,
    effectiveTo: v.nullable(isoDaySchema),
    isActive: v.optional(v.boolean(), true),
  }),
  v.forward(
    v.check(
      (plan) => plan.effectiveTo === null || plan.effectiveTo >= plan.effectiveFrom,
      'The period ends before it starts.',
    ),
    ['effectiveTo'],
  ),
);

export interface WagePeriod {
  id?: string;
  basketKind: 'special' | 'joint';
  riskLevel: number | null;
  effectiveFrom: string;
  effectiveTo: string | null;
  isActive: boolean;
}

/** Whether two plans would both be in force on some day for the same basket kind and level. */
export function wagePeriodsOverlap(a: WagePeriod, b: WagePeriod): boolean {
  if (!a.isActive || !b.isActive || (a.id !== undefined && a.id === b.id)) return false;
  if (a.basketKind !== b.basketKind || a.riskLevel !== b.riskLevel) return false;
  const endsBefore = (x: WagePeriod, y: WagePeriod) =>
    x.effectiveTo !== null && x.effectiveTo < y.effectiveFrom;
  return !endsBefore(a, b) && !endsBefore(b, a);
}

/** The plans already in force that a candidate would overlap. */
export function overlappingWagePlans<T extends WagePeriod>(
  candidate: WagePeriod,
  plans: readonly T[],
) {
  return plans.filter((plan) => wagePeriodsOverlap(candidate, plan));
}

export type WagePlanTermsDto = v.InferOutput<typeof wagePlanTermsSchema>;
export type WagePlanDto = v.InferOutput<typeof wagePlanSchema>;
export type WagePlanInput = v.InferInput<typeof wagePlanInputSchema>;
