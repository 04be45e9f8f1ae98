// Iranian codes and card numbers: typed with Persian/Arabic digits, spaces or dashes, and
// returned in their canonical form (national code: 10 digits; mobile: 09xxxxxxxxx; Sheba:
// IR + 24 digits; card: digits only).
import * as v from 'valibot';
import { normalizeMobile } from '../../persian/mobile';
import { normalizeNationalCode } from '../../persian/national-code';
import { normalizeSheba } from '../../persian/sheba';
import { creditCard, normalizeCardNumber } from '../validators/credit-card';
import { mobile, nationalCode, sheba } from '../validators/codes';
import { required } from '../validators/required';
import type { Validator } from '../types';
import { requiredString, textAction } from './localized';

function codeSchema(normalize: (value: string) => string, rule: Validator<string>) {
  return v.pipe(requiredString(), v.transform(normalize), textAction(required()), textAction(rule));
}

export const nationalCodeSchema = () => codeSchema(normalizeNationalCode, nationalCode());

export const shebaSchema = () => codeSchema(normalizeSheba, sheba());

export const creditCardSchema = () => codeSchema(normalizeCardNumber, creditCard());

export const mobileSchema = () =>
  v.pipe(
    codeSchema((value) => value.trim(), mobile()),
    v.transform((value) => normalizeMobile(value) ?? value),
  );
