// The read caches of one running app, all retired through the same change feed. What each
// holds, what retires it, and the bound on staleness are in cache/README.md.
import { VerifiedTokens } from '../auth/verified-tokens';
import type { CurrentTenant } from '../tenancy/tenant-resolver';
import type { UserGrants } from '../identity/current-user';
import type { LiveSession } from '../identity/live-sessions';
import type { CloseSeries } from '../portfolio/engine';
import type { CachedAnswer, CachedPdf } from '../reports/report-answers';
import type { SettingValues } from '../settings/settings.service';
import type { ChangeFeed } from './change-feed';
import { identityKey, marketKey, reportsKey, sessionsKey, userSessionsKey } from './change-feed';
import {
  LOCAL_IDENTITY_KEY,
  LOCAL_MARKET_KEY,
  LOCAL_REPORTS_KEY,
  LOCAL_SESSIONS_KEY,
} from './change-tracking.plugin';
import { StampedCache } from './stamped-cache';

export interface ReadCaches {
  changes: ChangeFeed;
  tokens: VerifiedTokens;
  tenants: StampedCache<CurrentTenant>;
  /** The tenant of a user id (users never move between tenants; unknown ids are not kept). */
  userTenants: StampedCache<string | undefined>;
  users: StampedCache<UserGrants | null>;
  sessions: StampedCache<LiveSession[]>;
  settings: StampedCache<SettingValues>;
  features: StampedCache<ReadonlyMap<string, string>>;
  /** Serialized report answers (reports/report-answers.ts). */
  reports: StampedCache<CachedAnswer>;
  /** Rendered report PDFs (a few hundred kilobytes each, so fewer are kept). */
  pdfs: StampedCache<CachedPdf>;
  /** Every close of an instrument, per tenant (market/closes-cache.ts). */
  closes: StampedCache<CloseSeries>;
}

export function createReadCaches(changes: ChangeFeed): ReadCaches {
  return {
    changes,
    tokens: new VerifiedTokens(),
    tenants: new StampedCache(changes, 10_000),
    userTenants: new StampedCache(changes, 50_000),
    users: new StampedCache(changes, 50_000),
    sessions: new StampedCache(changes, 50_000),
    settings: new StampedCache(changes, 50_000),
    features: new StampedCache(changes, 10_000),
    reports: new StampedCache(changes, 2_000),
    pdfs: new StampedCache(changes, 100),
    closes: new StampedCache(changes, 5_000),
  };
}

/** What identity rows (users, roles, grants, settings, features) of a tenant depend on. */
export const identityDeps = (tenantId: string) => [identityKey(tenantId), LOCAL_IDENTITY_KEY];

/** What a user's sessions depend on. */
export const sessionDeps = (tenantId: string, userId: string) => [
  userSessionsKey(tenantId, userId),
  sessionsKey(tenantId),
  LOCAL_SESSIONS_KEY,
];

/** What a tenant's instruments, closes and holidays depend on. */
export const marketDeps = (tenantId: string) => [marketKey(tenantId), LOCAL_MARKET_KEY];

/** What a report answer depends on: its inputs and who may see what. */
export const reportDeps = (tenantId: string) => [
  reportsKey(tenantId),
  LOCAL_REPORTS_KEY,
  ...identityDeps(tenantId),
];
