import type { Validator } from '../types';
import { isEmptyValue } from './is-empty';

export interface RequiredOptions {
  /** Accept any string, even an empty one (null and undefined still fail). */
  allowEmptyStrings?: boolean;
}

/** Fails null, undefined, blank strings and empty arrays; `false` and `0` are values. */
export function required({ allowEmptyStrings = false }: RequiredOptions = {}): Validator {
  return (value) => {
    if (allowEmptyStrings && typeof value === 'string') return null;
    return isEmptyValue(value) ? { key: 'required' } : null;
  };
}
