// The server and the forms read the password policy from the same settings in the same way, so
// a password the form accepts is never refused for the policy by the server, nor the reverse —
// including settings an administrator mistyped.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { passwordPolicyFromSettings, PASSWORD_SETTINGS } from '@crm/shared/validation';
import { passwordProblems } from '../../src/identity/passwords';

const codes = (password: string, values: Record<string, string>) =>
  passwordProblems(password, (name) => values[name], 'password').map((p) => p.message);

describe('password policy: the server and the forms agree', () => {
  for (const requiredLength of ['8', ' 10 ', '8x', '', 'abc', '0']) {
    it(`reads RequiredLength "${requiredLength}" as the forms do`, () => {
      const values = { [PASSWORD_SETTINGS.requiredLength]: requiredLength };
      const { requiredLength: formsLength } = passwordPolicyFromSettings(values);
      for (let length = 1; length <= 12; length++) {
        const tooShort = codes('abcdefghijkl'.slice(0, length), values).includes(
          'PasswordTooShort',
        );
        expect({ length, tooShort }).toEqual({ length, tooShort: length < formsLength });
      }
    });
  }

  it('requires the same character classes as the forms', () => {
    const values = {
      [PASSWORD_SETTINGS.requiredLength]: '1',
      [PASSWORD_SETTINGS.requireDigit]: 'TRUE',
      [PASSWORD_SETTINGS.requireUppercase]: 'true',
      [PASSWORD_SETTINGS.requireLowercase]: 'False',
      [PASSWORD_SETTINGS.requireNonAlphanumeric]: 'yes',
    };
    const policy = passwordPolicyFromSettings(values);
    expect(policy).toMatchObject({
      requireDigit: true,
      requireUppercase: true,
      requireLowercase: false,
      requireNonAlphanumeric: false,
    });
    expect(codes('qzv', values).sort()).toEqual(['PasswordRequiresDigit', 'PasswordRequiresUpper']);
  });
});
