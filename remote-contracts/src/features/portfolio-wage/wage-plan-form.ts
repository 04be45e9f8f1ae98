// The wage plan form: fees in percent (0–100, up to four decimals), the basket kind and risk
// level it applies to (or every level of the kind), and its period. A period overlapping
// another active plan of the same kind and level is refused here as the server refuses it.
import { localize } from '@crm/shared';
import {
  overlappingWagePlans,
  type WagePeriod,
  type WagePlanDto,
  type WagePlanInput,
} from '@crm/shared/dto';
import { range, required, textSchema, validatorAction } from '@crm/shared/validation';
import * as v from 'valibot';

export const ALL_LEVELS = 'all';
export const PLAN_LEVELS = [ALL_LEVELS, '1', '2', '3', '4', '5'] as const;
export type PlanLevel = (typeof PLAN_LEVELS)[number];

export interface WagePlanFormValues {
  title: string;
  basketKind: 'special' | 'joint';
  riskLevel: PlanLevel;
  managementFeePercent: number | null;
  performanceFeePercent: number | null;
  hurdlePercent: number | null;
  effectiveFrom: string | null;
  effectiveTo: string | null;
  isActive: boolean;
}

const percent = () =>
  v.pipe(
    v.nullable(v.number()),
    validatorAction<number | null>(required()),
    validatorAction<number | null>(range({ min: 0, max: 100 })),
  );

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const day = (isRequired: boolean) =>
  v.pipe(
    v.nullable(v.string()),
    validatorAction<string | null>(isRequired ? required() : () => null),
    validatorAction<string | null>((value) =>
      value === null || value === '' || isoDay.test(value) ? null : { key: 'ngbDate' },
    ),
  );

const levelOf = (level: PlanLevel) => (level === ALL_LEVELS ? null : Number(level));

export function periodOf(
  values: Pick<
    WagePlanFormValues,
    'basketKind' | 'riskLevel' | 'effectiveFrom' | 'effectiveTo' | 'isActive'
  >,
  id?: string,
): WagePeriod {
  return {
    id,
    basketKind: values.basketKind,
    riskLevel: levelOf(values.riskLevel),
    effectiveFrom: values.effectiveFrom ?? '',
    effectiveTo: values.effectiveTo || null,
    isActive: values.isActive,
  };
}

/** The schema, given the other plans (for the overlap rule) and the id of the one edited. */
export function wagePlanFormSchema(plans: readonly WagePlanDto[], editingId?: string) {
  return v.pipe(
    v.object({
      title: textSchema({ maxLength: 200 }),
      basketKind: v.picklist(['special', 'joint']),
      riskLevel: v.picklist(PLAN_LEVELS),
      managementFeePercent: percent(),
      performanceFeePercent: percent(),
      hurdlePercent: percent(),
      effectiveFrom: day(true),
      effectiveTo: day(false),
      isActive: v.boolean(),
    }),
    // Partial checks run once the fields they read are valid, whatever the other fields say.
    v.forward(
      v.partialCheck(
        [['effectiveFrom'], ['effectiveTo']],
        (values) =>
          !values.effectiveTo ||
          !values.effectiveFrom ||
          values.effectiveTo >= values.effectiveFrom,
        () => localize('contracts::Wage.PeriodBackwards'),
      ),
      ['effectiveTo'],
    ),
    v.forward(
      v.partialCheck(
        [['basketKind'], ['riskLevel'], ['effectiveFrom'], ['effectiveTo'], ['isActive']],
        (values) => overlappingWagePlans(periodOf(values, editingId), plans).length === 0,
        () => localize('contracts::Wage.Overlaps'),
      ),
      ['effectiveFrom'],
    ),
  );
}

export const newWagePlanValues = (): WagePlanFormValues => ({
  title: '',
  basketKind: 'special',
  riskLevel: ALL_LEVELS,
  managementFeePercent: null,
  performanceFeePercent: 0,
  hurdlePercent: 0,
  effectiveFrom: null,
  effectiveTo: null,
  isActive: true,
});

export function wagePlanValues(plan: WagePlanDto): WagePlanFormValues {
  return {
    title: plan.title,
    basketKind: plan.basketKind,
    riskLevel: plan.riskLevel === null ? ALL_LEVELS : (String(plan.riskLevel) as PlanLevel),
    managementFeePercent: plan.managementFeePercent,
    performanceFeePercent: plan.performanceFeePercent,
    hurdlePercent: plan.hurdlePercent,
    effectiveFrom: plan.effectiveFrom,
    effectiveTo: plan.effectiveTo,
    isActive: plan.isActive,
  };
}

export function toWagePlanInput(values: WagePlanFormValues): WagePlanInput {
  return {
    title: values.title,
    basketKind: values.basketKind,
    riskLevel: levelOf(values.riskLevel) as WagePlanInput['riskLevel'],
    managementFeePercent: values.managementFeePercent ?? 0,
    performanceFeePercent: values.performanceFeePercent ?? 0,
    hurdlePercent: values.hurdlePercent ?? 0,
    effectiveFrom: values.effectiveFrom ?? '',
    effectiveTo: values.effectiveTo || null,
    isActive: values.isActive,
  };
}
