// Validators for the Iranian codes and typed Jalali dates; each accepts Persian/Arabic digits.
import { isValidMobile } from '../../persian/mobile';
import { isValidNationalCode } from '../../persian/national-code';
import { jalaliInputToIso } from '../../persian/date-input';
import { isValidSheba } from '../../persian/sheba';
import type { ValidationKey, Validator } from '../types';
import { filledText } from './is-empty';

type TextInput = string | null | undefined;

function textRule(test: (text: string) => boolean, key: ValidationKey): Validator<TextInput> {
  return (value) => {
    const text = filledText(value);
    return text === null || test(text) ? null : { key };
  };
}

export const nationalCode = (): Validator<TextInput> =>
  textRule(isValidNationalCode, 'nationalCode');

export const mobile = (): Validator<TextInput> => textRule(isValidMobile, 'mobile');

export const sheba = (): Validator<TextInput> => textRule(isValidSheba, 'sheba');

/** A full typed Jalali date (yyyy-MM-dd or yyyy/M/d). */
export const jalaliDate = (): Validator<TextInput> =>
  textRule((text) => jalaliInputToIso(text) !== null, 'ngbDate');
