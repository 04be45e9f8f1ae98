// Every setting the server knows, with its default. Values are strings (as in ABP); a value is
// looked up user (`U`) → tenant (`T`) → global (`G`) → default. Only settings visible to
// clients are sent in the application configuration and answered by `value-by-key`.
//
// Password rules follow ASVS 5.0 rather than ABP's defaults: a minimum length of 8 and no
// composition rules (6.2.1, 6.2.5); an operator can still switch ABP's rules on per tenant.

export type SettingProvider = 'G' | 'T' | 'U';

export interface SettingDefinition {
  name: string;
  defaultValue: string;
  visibleToClients: boolean;
  /** Providers a value may be stored for (`U` only for per-user preferences). */
  providers: readonly SettingProvider[];
  /** Never sent to a client, even an administrator (e.g. the SMTP password). */
  secret?: boolean;
}

const tenantWide = ['G', 'T'] as const;
const perUser = ['G', 'T', 'U'] as const;

function define(
  name: string,
  defaultValue: string,
  visibleToClients = true,
  providers: readonly SettingProvider[] = tenantWide,
  secret = false,
): SettingDefinition {
  return { name, defaultValue, visibleToClients, providers, secret };
}

export const SETTING_DEFINITIONS: readonly SettingDefinition[] = [
  define('Abp.Identity.Password.RequiredLength', '8'),
  define('Abp.Identity.Password.RequiredUniqueChars', '1'),
  define('Abp.Identity.Password.RequireNonAlphanumeric', 'False'),
  define('Abp.Identity.Password.RequireLowercase', 'False'),
  define('Abp.Identity.Password.RequireUppercase', 'False'),
  define('Abp.Identity.Password.RequireDigit', 'False'),
  define('Abp.Identity.Lockout.AllowedForNewUsers', 'True'),
  define('Abp.Identity.Lockout.LockoutDuration', '300'),
  define('Abp.Identity.Lockout.MaxFailedAccessAttempts', '5'),
  define('Abp.Identity.SignIn.RequireConfirmedEmail', 'False'),
  define('Abp.Identity.SignIn.EnablePhoneNumberConfirmation', 'True'),
  define('Abp.Identity.SignIn.RequireConfirmedPhoneNumber', 'False'),
  define('Abp.Identity.User.IsUserNameUpdateEnabled', 'True'),
  define('Abp.Identity.User.IsEmailUpdateEnabled', 'True'),
  define('Abp.Account.IsSelfRegistrationEnabled', 'False'),
  define('Abp.Account.EnableLocalLogin', 'True'),
  define('Abp.Localization.DefaultLanguage', 'fa', true, perUser),
  define('Abp.Timing.TimeZone', 'Asia/Tehran', true, perUser),
  // No SMTP server unless one is set (ABP assumes 127.0.0.1): e-mail then goes nowhere, or to
  // the outbox folder (emailing/outbox.ts), instead of failing against a server that is not there.
  define('Abp.Mailing.Smtp.Host', '', false),
  define('Abp.Mailing.Smtp.Port', '25', false),
  define('Abp.Mailing.Smtp.UserName', '', false),
  define('Abp.Mailing.Smtp.Password', '', false, tenantWide, true),
  define('Abp.Mailing.Smtp.Domain', '', false),
  define('Abp.Mailing.Smtp.EnableSsl', 'false', false),
  define('Abp.Mailing.Smtp.UseDefaultCredentials', 'true', false),
  define('Abp.Mailing.DefaultFromAddress', 'noreply@crm.local', false),
  define('Abp.Mailing.DefaultFromDisplayName', 'Portfolio CRM', false),
  /** 'TRUE': menu access requires a portfolio contract (spec §4, "Menu access"). */
  define('CHECK_USER_ACCESS_MENU', 'FALSE'),
  /** Days a password stays valid; 0 = never expires (ASVS 6.2.10 forbids forced rotation). */
  define('Crm.Identity.PasswordExpiryDays', '0'),
  /** Whether `grant_type=password` is accepted at /connect/token (ASVS 10.4.4: off). */
  define('Crm.Account.PasswordFlowEnabled', 'False'),
  define('Crm.Identity.SingleSession', 'True'),
];

export const SETTINGS: ReadonlyMap<string, SettingDefinition> = new Map(
  SETTING_DEFINITIONS.map((definition) => [definition.name, definition]),
);

/** ABP compares boolean setting values case-insensitively. */
export function isTrue(value: string | undefined): boolean {
  return value?.toLowerCase() === 'true';
}
