// Password rules in ABP's order: the character classes, then the length limits. Classes are
// tested on the password without diacritics (é counts as a lowercase letter, as on ABP) and
// only ASCII digits and letters count; an empty password passes here and is left to `required`.
import type { ValidationError, ValidationKey, Validator } from '../types';
import { filledText } from './is-empty';
import type { PasswordPolicy } from './password-policy';
import { maxLength, minLength } from './string-length';

interface ClassRule {
  applies: (policy: PasswordPolicy) => boolean;
  pattern: RegExp;
  key: ValidationKey;
}

const CLASS_RULES: readonly ClassRule[] = [
  { applies: (p) => p.requireDigit, pattern: /[0-9]/, key: 'passwordRequiresDigit' },
  { applies: (p) => p.requireLowercase, pattern: /[a-z]/, key: 'passwordRequiresLower' },
  { applies: (p) => p.requireUppercase, pattern: /[A-Z]/, key: 'passwordRequiresUpper' },
  {
    applies: (p) => p.requireNonAlphanumeric,
    pattern: /[^0-9a-zA-Z]/,
    key: 'passwordRequiresNonAlphanumeric',
  },
];

function withoutDiacritics(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '');
}

/** Every rule of the policy the password breaks (empty for an empty password). */
export function passwordErrors(
  value: string | null | undefined,
  policy: PasswordPolicy,
): ValidationError[] {
  const text = filledText(value);
  if (text === null) return [];
  const plain = withoutDiacritics(text);
  const classErrors = CLASS_RULES.filter(
    (rule) => rule.applies(policy) && !rule.pattern.test(plain),
  ).map((rule): ValidationError => ({ key: rule.key }));
  const lengthErrors = [minLength(policy.requiredLength)(text), maxLength(policy.maxLength)(text)];
  return [...classErrors, ...lengthErrors.filter((error) => error !== null)];
}

/** The first rule of the policy the password breaks. */
export function password(policy: PasswordPolicy): Validator<string | null | undefined> {
  return (value) => passwordErrors(value, policy)[0] ?? null;
}
