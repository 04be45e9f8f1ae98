// The read caches of one running app: each context's own, composed, all retired through the
// same change feed. What each holds, what retires it, and the bound on staleness are in
// cache/README.md; cache/ itself holds only the mechanism.
import { VerifiedTokens } from './auth/verified-tokens';
import type { ChangeFeed } from './cache/change-feed';
import { createFeatureCaches, type FeatureCaches } from './features/features.service';
import { createUserCaches, type UserCaches } from './identity/current-user';
import { createSessionCaches, type SessionCaches } from './identity/live-sessions';
import { createCloseCaches, type CloseCaches } from './market/closes-cache';
import { createAccountCaches, type AccountCaches } from './oidc/account';
import { createReportCaches, type ReportCaches } from './reports/report-answers';
import { createSettingCaches, type SettingCaches } from './settings/settings.service';
import { createTenantCaches, type TenantCaches } from './tenancy/tenant-resolver';

export type ReadCaches = { changes: ChangeFeed; tokens: VerifiedTokens } & TenantCaches &
  AccountCaches &
  UserCaches &
  SessionCaches &
  SettingCaches &
  FeatureCaches &
  ReportCaches &
  CloseCaches;

export function createReadCaches(changes: ChangeFeed): ReadCaches {
  return {
    changes,
    tokens: new VerifiedTokens(),
    ...createTenantCaches(changes),
    ...createAccountCaches(changes),
    ...createUserCaches(changes),
    ...createSessionCaches(changes),
    ...createSettingCaches(changes),
    ...createFeatureCaches(changes),
    ...createReportCaches(changes),
    ...createCloseCaches(changes),
  };
}
