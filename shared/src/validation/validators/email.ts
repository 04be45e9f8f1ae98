// A practical e-mail shape: a local part of the characters mail systems accept, and a domain of
// at least two dot-separated labels (a bare `user@host` is refused, as it is never meant here).
import type { Validator } from '../types';
import { filledText } from './is-empty';

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})+$`);
const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;

/** True for a well-formed e-mail address. */
export function isEmail(value: string): boolean {
  const local = value.slice(0, value.lastIndexOf('@'));
  return value.length <= MAX_EMAIL_LENGTH && local.length <= MAX_LOCAL_LENGTH && EMAIL.test(value);
}

export function email(): Validator<string | null | undefined> {
  return (value) => {
    const text = filledText(value);
    return text === null || isEmail(text.trim()) ? null : { key: 'email' };
  };
}
