// Card numbers: 13–19 digits with a valid Luhn check digit; spaces and dashes are ignored and
// Persian/Arabic digits accepted, as cards are copied from banking apps in either form.
import { normalizeCodeInput } from '../../persian/text';
import type { Validator } from '../types';
import { filledText } from './is-empty';

/** Digits only, Latin; unchecked. */
export function normalizeCardNumber(value: string): string {
  return normalizeCodeInput(value, '-');
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** True for a 13–19 digit card number with a valid Luhn check digit. */
export function isCreditCardNumber(value: string): boolean {
  const digits = normalizeCardNumber(value);
  return /^\d{13,19}$/.test(digits) && passesLuhn(digits);
}

export function creditCard(): Validator<string | null | undefined> {
  return (value) => {
    const text = filledText(value);
    return text === null || isCreditCardNumber(text) ? null : { key: 'creditCard' };
  };
}
