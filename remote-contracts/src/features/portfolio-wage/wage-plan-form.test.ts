import type { WagePlanDto } from '@crm/shared/dto';
import { setTestLanguage } from '@crm/shared/testing';
import { registerLocales } from '../../locales';
import * as v from 'valibot';
import {
  newWagePlanValues,
  toWagePlanInput,
  wagePlanFormSchema,
  wagePlanValues,
  type WagePlanFormValues,
} from './wage-plan-form';

const existing: WagePlanDto = {
  id: 'p1',
  title: 'متوازن',
  basketKind: 'special',
  riskLevel: 3,
  managementFeePercent: 2,
  performanceFeePercent: 0,
  hurdlePercent: 0,
  effectiveFrom: '2025-01-01',
  effectiveTo: '2025-12-31',
  isActive: true,
  usageCount: 2,
};

const valid: WagePlanFormValues = {
  ...newWagePlanValues(),
  title: 'کارمزد نو',
  riskLevel: '3',
  managementFeePercent: 1.5,
  effectiveFrom: '2026-01-01',
};

function problems(values: WagePlanFormValues, editingId?: string) {
  const result = v.safeParse(wagePlanFormSchema([existing], editingId), values, { lang: 'fa' });
  return result.success
    ? {}
    : Object.fromEntries(result.issues.map((i) => [v.getDotPath(i), i.message]));
}

describe('the wage plan form', () => {
  beforeAll(() => setTestLanguage('fa', registerLocales));

  it('takes fees from 0 to 100 percent', () => {
    expect(problems({ ...valid, managementFeePercent: 0, hurdlePercent: 100 })).toEqual({});
    const found = problems({ ...valid, managementFeePercent: 100.5, performanceFeePercent: -1 });
    expect(Object.keys(found).sort()).toEqual(['managementFeePercent', 'performanceFeePercent']);
    expect(found.managementFeePercent).toContain('۱۰۰');
    expect(problems({ ...valid, hurdlePercent: null }).hurdlePercent).toBe('این فیلد الزامی است.');
  });

  it('refuses a period that ends before it starts, even while other fields are wrong', () => {
    expect(problems({ ...valid, effectiveTo: '2025-12-31' })).toEqual({
      effectiveTo: 'پایان دوره نمی‌تواند پیش از آغاز آن باشد.',
    });
    expect(
      Object.keys(problems({ ...valid, managementFeePercent: 101, effectiveTo: '2025-12-31' })),
    ).toEqual(['managementFeePercent', 'effectiveTo']);
  });

  it('refuses a period overlapping another active plan of the same kind and level', () => {
    const overlapping = { ...valid, effectiveFrom: '2025-06-01' };
    expect(Object.keys(problems(overlapping))).toEqual(['effectiveFrom']);
    expect(problems({ ...overlapping, riskLevel: '4' })).toEqual({});
    expect(problems({ ...overlapping, basketKind: 'joint' })).toEqual({});
    expect(problems({ ...overlapping, isActive: false })).toEqual({});
    expect(problems(wagePlanValues(existing), 'p1')).toEqual({});
  });

  it('sends every level as null and an empty end as open-ended', () => {
    expect(toWagePlanInput({ ...valid, riskLevel: 'all', effectiveTo: '' })).toMatchObject({
      riskLevel: null,
      effectiveTo: null,
      managementFeePercent: 1.5,
    });
    expect(toWagePlanInput(valid).riskLevel).toBe(3);
  });
});
