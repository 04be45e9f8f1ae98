// What a cached value depends on: the change-feed keys whose versions it is stored under (a
// change of any retires it). Each context's cache names its dependencies with these.
import { identityKey, marketKey, reportsKey, sessionsKey, userSessionsKey } from './change-feed';
import {
  LOCAL_IDENTITY_KEY,
  LOCAL_MARKET_KEY,
  LOCAL_REPORTS_KEY,
  LOCAL_SESSIONS_KEY,
} from './change-tracking.plugin';

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
