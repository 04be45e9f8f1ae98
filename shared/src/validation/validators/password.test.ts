import { password, passwordErrors } from './password';
import type { PasswordPolicy } from './password-policy';

const everything: PasswordPolicy = {
  requiredLength: 6,
  maxLength: 128,
  requireDigit: true,
  requireLowercase: true,
  requireUppercase: true,
  requireNonAlphanumeric: true,
};
const nothing: PasswordPolicy = {
  requiredLength: 1,
  maxLength: 128,
  requireDigit: false,
  requireLowercase: false,
  requireUppercase: false,
  requireNonAlphanumeric: false,
};

const keys = (value: string, policy: PasswordPolicy) =>
  passwordErrors(value, policy).map((error) => error.key);

describe('passwordErrors', () => {
  it('passes a password meeting every rule', () => {
    expect(passwordErrors('Abc12!', everything)).toEqual([]);
  });

  it('names each missing class', () => {
    expect(keys('ABCDE!', { ...nothing, requireDigit: true })).toEqual(['passwordRequiresDigit']);
    expect(keys('ABCD1!', { ...nothing, requireLowercase: true })).toEqual([
      'passwordRequiresLower',
    ]);
    expect(keys('abcd1!', { ...nothing, requireUppercase: true })).toEqual([
      'passwordRequiresUpper',
    ]);
    expect(keys('Abcd12', { ...nothing, requireNonAlphanumeric: true })).toEqual([
      'passwordRequiresNonAlphanumeric',
    ]);
  });

  it('checks a class only when the policy requires it', () => {
    expect(keys('aaaaaa', nothing)).toEqual([]);
  });

  it('reports classes first, then length, with the lengths as parameters', () => {
    expect(passwordErrors('ab', everything)).toEqual([
      { key: 'passwordRequiresDigit' },
      { key: 'passwordRequiresUpper' },
      { key: 'passwordRequiresNonAlphanumeric' },
      { key: 'minlength', params: { requiredLength: 6, actualLength: 2 } },
    ]);
  });

  it('never allows more than the maximum', () => {
    expect(passwordErrors('a'.repeat(129), nothing)).toEqual([
      { key: 'maxlength', params: { requiredLength: 128, actualLength: 129 } },
    ]);
    expect(passwordErrors('a'.repeat(128), nothing)).toEqual([]);
  });

  it('passes empty values, leaving them to required', () => {
    expect(passwordErrors('', everything)).toEqual([]);
    expect(passwordErrors(null, everything)).toEqual([]);
  });

  it('counts accented letters as their base letter', () => {
    expect(keys('É', { ...nothing, requireUppercase: true })).toEqual([]);
    expect(keys('é', { ...nothing, requireLowercase: true })).toEqual([]);
  });

  it('counts only ASCII digits as digits', () => {
    expect(keys('۱۲۳۴', { ...nothing, requireDigit: true })).toEqual(['passwordRequiresDigit']);
    expect(keys('۱۲۳۴', { ...nothing, requireNonAlphanumeric: true })).toEqual([]);
  });
});

describe('password', () => {
  it('returns the first broken rule', () => {
    expect(password(everything)('abcdef')).toEqual({ key: 'passwordRequiresDigit' });
    expect(password(everything)('Abc12!')).toBeNull();
  });
});
