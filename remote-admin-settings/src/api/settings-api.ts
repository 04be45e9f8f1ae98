// The endpoints of the settings page: ABP's e-mail settings and test e-mail, whose failures go
// to the shell's error handler (spec §8), and the remote releases administration, whose failures
// its tab shows itself.
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
  /** `key:<name>`, `operator`, `user:<name>` or `system`; null before the server recorded it. */
  releasedBy: string | null;
  /** `forced`: registered with --force though it does not fit the host. */
  compatibility: 'checked' | 'unchecked' | 'forced';
  active: boolean;
  /** Rolled back (by the server or a person): not offered for promotion again. */
  withdrawn: { at: string; by: string | null } | null;
}

export interface CanaryItem {
  version: string;
  /** Percent of browsers. */
  share: number;
  tenants: { id: string; name: string }[];
  startedBy: string;
  startedAt: string;
  updatedBy: string;
  updatedAt: string;
}

/** Outcomes (loads whose end is known) and the limits of the automatic rollback. */
export interface HealthFigures {
  failures: number;
  outcomes: number;
  failureRate: number | null;
  stableFailures: number;
  stableOutcomes: number;
  stableRate: number | null;
  minOutcomes: number;
  maxFailurePercent: number;
  marginPoints: number;
}

export interface RolloutHealth {
  since: string;
  /** true: a canary runs and the figures are its and the stable's since it started. */
  canary: boolean;
  figures: HealthFigures;
}

/** A canary the server ended because it failed too often. */
export interface AutomaticRollback {
  version: string;
  at: string;
  details: (Partial<HealthFigures> & { stable?: string }) | null;
}

/** A remote's active (stable) release and its running canary. */
export interface RolloutItem {
  name: string;
  stable: string;
  canary: CanaryItem | null;
  health: RolloutHealth;
  lastAutomaticRollback: AutomaticRollback | null;
}

export interface ReleaseList {
  items: ReleaseItem[];
  rollouts: RolloutItem[];
  overridesAllowed: boolean;
}

/** A canary to start: a share (of every browser, or of the tenants named) and its limits. */
export interface CanaryStart {
  canary: number;
  tenants?: string[];
  minOutcomes?: number;
  maxFailurePercent?: number;
  marginPoints?: number;
}

const EMAILING = '/api/setting-management/emailing';
const PLATFORM = '/api/platform-management';

export const settingsApi = {
  getEmailSettings: () => http.get<EmailSettingsDto>(EMAILING),
  saveEmailSettings: (input: Omit<EmailSettingsDto, 'hasSmtpPassword'>) =>
    http.post(EMAILING, input),
  sendTestEmail: (input: SendTestEmailInput) => http.post(`${EMAILING}/send-test-email`, input),
  listReleases: () => http.get<ReleaseList>(`${PLATFORM}/releases`, quiet),
  /** Active for everyone (completing a canary of it), or with `canary` a share of browsers. */
  promote: (name: string, version: string, canary?: number) =>
    http.post(
      `${PLATFORM}/remotes/${encodeURIComponent(name)}/promote`,
      canary === undefined ? { version } : { version, canary },
      quiet,
    ),
  startCanary: (name: string, version: string, input: CanaryStart) =>
    http.post(
      `${PLATFORM}/remotes/${encodeURIComponent(name)}/promote`,
      { version, ...input },
      quiet,
    ),
  abortCanary: (name: string) =>
    http.post(`${PLATFORM}/remotes/${encodeURIComponent(name)}/canary/abort`, undefined, quiet),
};
