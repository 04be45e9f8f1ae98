// Length limits count characters as people see them (code points), so a Persian letter or an
// emoji counts once.
import type { Validator } from '../types';
import { filledText } from './is-empty';

type TextInput = string | null | undefined;

const lengthOf = (value: string) => [...value].length;

export function minLength(requiredLength: number): Validator<TextInput> {
  return (value) => {
    const text = filledText(value);
    if (text === null) return null;
    const actualLength = lengthOf(text);
    return actualLength >= requiredLength
      ? null
      : { key: 'minlength', params: { requiredLength, actualLength } };
  };
}

export function maxLength(requiredLength: number): Validator<TextInput> {
  return (value) => {
    const text = filledText(value);
    if (text === null) return null;
    const actualLength = lengthOf(text);
    return actualLength <= requiredLength
      ? null
      : { key: 'maxlength', params: { requiredLength, actualLength } };
  };
}

export interface StringLengthOptions {
  /** Default 0. */
  min?: number;
  /** Default unbounded. */
  max?: number;
}

export function stringLength({
  min = 0,
  max = Infinity,
}: StringLengthOptions = {}): Validator<TextInput> {
  const tooShort = minLength(min);
  const tooLong = maxLength(max);
  return (value) => tooShort(value) ?? tooLong(value);
}
