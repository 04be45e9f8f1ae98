// The endpoints of the settings page: ABP's e-mail settings and test e-mail, and the remote
// releases administration. Failures are shown by the page, so the global handler is skipped.
import { http } from '@crm/shared';

const quiet = { skipHandleError: true } as const;

export interface EmailSettingsDto {
  smtpHost: string;
  smtpPort: number;
  smtpUserName: string;
  smtpPassword: string | null;
  smtpDomain: string;
  smtpEnableSsl: boolean;
  smtpUseDefaultCredentials: boolean;
  defaultFromAddress: string;
  defaultFromDisplayName: string;
  /** The server keeps a password (it never sends it back). */
  hasSmtpPassword?: boolean;
}

export interface SendTestEmailInput {
  senderEmailAddress: string;
  targetEmailAddress: string;
  subject: string;
  body: string;
}

export interface ReleaseItem {
  name: string;
  version: string;
  baseUrl: string;
  integrity: string;
  source: string;
  areas: string[];
  createdAt: string;
  active: boolean;
}

const EMAILING = '/api/setting-management/emailing';
const PLATFORM = '/api/platform-management';

export const settingsApi = {
  getEmailSettings: () => http.get<EmailSettingsDto>(EMAILING, quiet),
  saveEmailSettings: (input: Omit<EmailSettingsDto, 'hasSmtpPassword'>) =>
    http.post(EMAILING, input, quiet),
  sendTestEmail: (input: SendTestEmailInput) =>
    http.post(`${EMAILING}/send-test-email`, input, quiet),
  listReleases: () =>
    http.get<{ items: ReleaseItem[]; overridesAllowed: boolean }>(`${PLATFORM}/releases`, quiet),
  promote: (name: string, version: string) =>
    http.post(`${PLATFORM}/remotes/${encodeURIComponent(name)}/promote`, { version }, quiet),
  rollback: (name: string) =>
    http.post<{ name: string; version: string }>(
      `${PLATFORM}/remotes/${encodeURIComponent(name)}/rollback`,
      undefined,
      quiet,
    ),
};
