import { passwordPolicyFromSettings } from '@crm/shared/validation';
import * as v from 'valibot';
import {
  changePasswordSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
} from './account-schemas';

const policy = passwordPolicyFromSettings({
  'Abp.Identity.Password.RequiredLength': '8',
  'Abp.Identity.Password.RequireDigit': 'True',
});
const issuesOf = (schema: v.GenericSchema, input: unknown, lang = 'en') => {
  const result = v.safeParse(schema, input, { lang });
  return result.success
    ? {}
    : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]));
};

describe('the account forms’ rules', () => {
  it('register: the policy from settings, a valid e-mail, a user name, a matching confirmation', () => {
    expect(
      issuesOf(registerSchema(policy), {
        userName: 'sara rezaei',
        emailAddress: 'sara@',
        password: 'abcdefgh',
        confirmPassword: 'abcdefgX',
      }),
    ).toEqual({
      userName: 'Invalid pattern. Please review your input.',
      emailAddress: 'Please enter a valid email address.',
      password: expect.stringContaining('digit'),
      confirmPassword: 'Passwords do not match.',
    });
    expect(
      issuesOf(registerSchema(policy), {
        userName: 'sara.rezaei',
        emailAddress: 'sara@example.com',
        password: 'abcdefg1',
        confirmPassword: 'abcdefg1',
      }),
    ).toEqual({});
  });

  it('messages follow the parse language (Persian digits in Persian)', () => {
    const issues = issuesOf(
      resetPasswordSchema(policy),
      { password: 'a1', confirmPassword: 'a1' },
      'fa',
    );
    expect(issues.password).toContain('۸');
  });

  it('change password: current password required, the new one checked and confirmed', () => {
    expect(
      Object.keys(
        issuesOf(changePasswordSchema(policy), {
          currentPassword: '',
          newPassword: 'short',
          confirmPassword: 'other',
        }),
      ).sort(),
    ).toEqual(['confirmPassword', 'currentPassword', 'newPassword']);
  });

  it('profile: name, surname and phone are optional; e-mail and user name are required', () => {
    const output = v.parse(profileSchema(), {
      userName: 'sara',
      email: 'sara@example.com',
      name: '',
      surname: 'رضایی',
      phoneNumber: '',
    });
    expect(output).toEqual({
      userName: 'sara',
      email: 'sara@example.com',
      name: '',
      surname: 'رضایی',
      phoneNumber: '',
    });
    expect(
      Object.keys(
        issuesOf(profileSchema(), {
          userName: '',
          email: '',
          name: '',
          surname: '',
          phoneNumber: '0'.repeat(17),
        }),
      ).sort(),
    ).toEqual(['email', 'phoneNumber', 'userName']);
  });

  it('profile: names and phone are normalised as the user form and the server store them', () => {
    const output = v.parse(profileSchema(), {
      userName: 'sara',
      email: 'sara@example.com',
      name: ' علي ',
      surname: 'كريمي',
      phoneNumber: '۰۹۱۲۳۴۵۶۷۸۹',
    });
    expect(output).toMatchObject({ name: 'علی', surname: 'کریمی', phoneNumber: '09123456789' });
  });
});
