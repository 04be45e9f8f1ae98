// User names are Latin letters and digits by default; a project may pass its own pattern.
import type { Validator } from '../types';
import { filledText } from './is-empty';

export const DEFAULT_USERNAME_PATTERN = /^[A-Za-z0-9]+$/;

export function username({ pattern = DEFAULT_USERNAME_PATTERN } = {}): Validator<
  string | null | undefined
> {
  return (value) => {
    const text = filledText(value);
    return text === null || pattern.test(text)
      ? null
      : { key: 'usernamePattern', params: { actualValue: text } };
  };
}

/** A general pattern check with the generic "invalid pattern" message. */
export function pattern(regex: RegExp): Validator<string | null | undefined> {
  return (value) => {
    const text = filledText(value);
    return text === null || regex.test(text) ? null : { key: 'pattern' };
  };
}
