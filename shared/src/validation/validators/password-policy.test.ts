import { PASSWORD_MAX_LENGTH, passwordPolicyFromSettings } from './password-policy';

describe('passwordPolicyFromSettings', () => {
  it('reads ABP identity settings, booleans case-insensitively', () => {
    expect(
      passwordPolicyFromSettings({
        'Abp.Identity.Password.RequiredLength': '8',
        'Abp.Identity.Password.RequireDigit': 'True',
        'Abp.Identity.Password.RequireLowercase': 'TRUE',
        'Abp.Identity.Password.RequireUppercase': 'false',
        'Abp.Identity.Password.RequireNonAlphanumeric': 'true',
      }),
    ).toEqual({
      requiredLength: 8,
      maxLength: 128,
      requireDigit: true,
      requireLowercase: true,
      requireUppercase: false,
      requireNonAlphanumeric: true,
    });
  });

  it.each([undefined, null, '', 'abc', '6.5', '-3', ' '])(
    'uses a minimum of 1 when the required length is %j',
    (value) => {
      const policy = passwordPolicyFromSettings({ 'Abp.Identity.Password.RequiredLength': value });
      expect(policy.requiredLength).toBe(1);
    },
  );

  it('keeps the maximum at 128 and requires nothing when settings are missing', () => {
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(passwordPolicyFromSettings({})).toEqual({
      requiredLength: 1,
      maxLength: 128,
      requireDigit: false,
      requireLowercase: false,
      requireUppercase: false,
      requireNonAlphanumeric: false,
    });
  });
});
