// The product's one e-mail rule, for the forms and the server alike (@crm/shared/dto's
// emailAddressSchema): a local part of the characters mail systems accept, and a domain of at
// least two dot-separated labels ending in a real top-level domain of two or more letters (or an
// IDN's xn--): a bare `user@host` and `x@y.z` are refused, as they are never meant here.
import type { Validator } from '../types';
import { filledText } from './is-empty';

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LEVEL = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';
const EMAIL = new RegExp(
  `^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})*\\.${TOP_LEVEL}$`,
);
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
