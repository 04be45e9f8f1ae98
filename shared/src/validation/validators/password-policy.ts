// The password policy comes from ABP settings (values are strings; booleans compare
// case-insensitively). A required length that is not a whole number counts as 1; the maximum
// is always 128, whatever the server says.
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_SETTINGS = {
  requiredLength: 'Abp.Identity.Password.RequiredLength',
  requireDigit: 'Abp.Identity.Password.RequireDigit',
  requireLowercase: 'Abp.Identity.Password.RequireLowercase',
  requireUppercase: 'Abp.Identity.Password.RequireUppercase',
  requireNonAlphanumeric: 'Abp.Identity.Password.RequireNonAlphanumeric',
} as const;

export interface PasswordPolicy {
  requiredLength: number;
  maxLength: number;
  requireDigit: boolean;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNonAlphanumeric: boolean;
}

export type SettingValues = Readonly<Record<string, string | null | undefined>>;

function requiredLengthOf(value: string | null | undefined): number {
  const text = value?.trim() ?? '';
  return /^\d+$/.test(text) ? Number(text) : 1;
}

const isTrue = (value: string | null | undefined) => value?.trim().toLowerCase() === 'true';

/** Reads the policy from `setting.values` of the application configuration. */
export function passwordPolicyFromSettings(values: SettingValues): PasswordPolicy {
  return {
    requiredLength: requiredLengthOf(values[PASSWORD_SETTINGS.requiredLength]),
    maxLength: PASSWORD_MAX_LENGTH,
    requireDigit: isTrue(values[PASSWORD_SETTINGS.requireDigit]),
    requireLowercase: isTrue(values[PASSWORD_SETTINGS.requireLowercase]),
    requireUppercase: isTrue(values[PASSWORD_SETTINGS.requireUppercase]),
    requireNonAlphanumeric: isTrue(values[PASSWORD_SETTINGS.requireNonAlphanumeric]),
  };
}
