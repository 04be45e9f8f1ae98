// The basket form: code, name, kind, risk level, state and approval (only approved, active
// baskets are offered to customers).
import type { BasketAdminDto, BasketInput } from '@crm/shared/dto';
import { textSchema, textAction } from '@crm/shared/validation';
import * as v from 'valibot';

export const RISK_LEVELS = ['1', '2', '3', '4', '5'] as const;
export const BASKET_STATES = ['active', 'suspended', 'closed'] as const;
const CODE_PATTERN = /^[\w-]+$/;

export interface BasketFormValues {
  basketCode: string;
  basketName: string;
  kind: 'special' | 'joint';
  riskLevel: (typeof RISK_LEVELS)[number];
  state: (typeof BASKET_STATES)[number];
  isApproved: boolean;
}

export const basketFormSchema = v.object({
  basketCode: v.pipe(
    textSchema({ maxLength: 32 }),
    textAction((value) => (CODE_PATTERN.test(value) ? null : { key: 'pattern' })),
  ),
  basketName: textSchema({ maxLength: 200 }),
  kind: v.picklist(['special', 'joint']),
  riskLevel: v.picklist(RISK_LEVELS),
  state: v.picklist(BASKET_STATES),
  isApproved: v.boolean(),
});

export const newBasketValues = (): BasketFormValues => ({
  basketCode: '',
  basketName: '',
  kind: 'special',
  riskLevel: '3',
  state: 'active',
  isApproved: false,
});

export function basketValues(basket: BasketAdminDto): BasketFormValues {
  return {
    basketCode: basket.basketCode,
    basketName: basket.basketName,
    kind: basket.kind,
    riskLevel: String(basket.riskLevel) as BasketFormValues['riskLevel'],
    state: basket.state,
    isApproved: basket.isApproved,
  };
}

export function toBasketInput(values: v.InferOutput<typeof basketFormSchema>): BasketInput {
  return { ...values, riskLevel: Number(values.riskLevel) as BasketInput['riskLevel'] };
}
