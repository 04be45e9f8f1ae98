// Rial amounts: a JSON number or typed text (Persian digits and separators allowed), always a
// safe integer out. Bounds default to non-negative and unbounded.
import * as v from 'valibot';
import { parseLocalizedInteger } from '../../persian/number-input';
import { range } from '../validators/range';
import { localized, validatorAction } from './localized';
import { isEmptyValue } from '../validators/is-empty';

function toSafeInteger(value: number | string): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  const parsed = parseLocalizedInteger(value);
  return parsed !== null && Number.isSafeInteger(Number(parsed)) ? Number(parsed) : null;
}

export interface AmountSchemaOptions {
  /** Default 0. */
  min?: number;
  /** Default unbounded. */
  max?: number;
}

export const rialAmountSchema = ({ min = 0, max = Infinity }: AmountSchemaOptions = {}) =>
  v.pipe(
    v.union([v.number(), v.string()], localized('required')),
    v.rawTransform<number | string, number>(({ dataset, addIssue, NEVER }) => {
      if (isEmptyValue(dataset.value)) {
        addIssue({ message: localized('required') });
        return NEVER;
      }
      const amount = toSafeInteger(dataset.value);
      if (amount === null) addIssue({ message: localized('integer') });
      return amount ?? NEVER;
    }),
    validatorAction<number>(range({ min, max })),
  );
