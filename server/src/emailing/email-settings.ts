// ABP's e-mail settings (`Abp.Mailing.*`) as its EmailSettingsDto. The SMTP password is stored
// encrypted and never sent back: the DTO always carries `smtpPassword: null`.
import { isTrue } from '../settings/setting-definitions';

export const EMAIL_SETTING_NAMES = {
  smtpHost: 'Abp.Mailing.Smtp.Host',
  smtpPort: 'Abp.Mailing.Smtp.Port',
  smtpUserName: 'Abp.Mailing.Smtp.UserName',
  smtpPassword: 'Abp.Mailing.Smtp.Password',
  smtpDomain: 'Abp.Mailing.Smtp.Domain',
  smtpEnableSsl: 'Abp.Mailing.Smtp.EnableSsl',
  smtpUseDefaultCredentials: 'Abp.Mailing.Smtp.UseDefaultCredentials',
  defaultFromAddress: 'Abp.Mailing.DefaultFromAddress',
  defaultFromDisplayName: 'Abp.Mailing.DefaultFromDisplayName',
} as const;

export type EmailSettingField = keyof typeof EMAIL_SETTING_NAMES;

export function emailSettingsDto(values: ReadonlyMap<string, string>) {
  const get = (field: EmailSettingField) => values.get(EMAIL_SETTING_NAMES[field]) ?? '';
  return {
    smtpHost: get('smtpHost'),
    smtpPort: Number(get('smtpPort')) || 25,
    smtpUserName: get('smtpUserName'),
    smtpPassword: null,
    smtpDomain: get('smtpDomain'),
    smtpEnableSsl: isTrue(get('smtpEnableSsl')),
    smtpUseDefaultCredentials: isTrue(get('smtpUseDefaultCredentials')),
    defaultFromAddress: get('defaultFromAddress'),
    defaultFromDisplayName: get('defaultFromDisplayName'),
  };
}
