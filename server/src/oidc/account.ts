// The identity provider's view of a user: `sub` is the user id, the tenant comes from the
// database (the provider only knows the subject). Claims follow ABP's OpenIddict tokens.
import type { Account, KoaContextWithOIDC } from 'oidc-provider';
import type { ChangeFeed } from '../cache/change-feed';
import { StampedCache } from '../cache/stamped-cache';
import type { Db } from '../db/database';
import { inTenant } from '../db/tenant-scope';
import { undefinedIfNotFound } from '../errors/app-error';
import { userGrants, type UserCaches } from '../identity/current-user';
import { findRolesOfUser } from '../identity/roles.repository';
import { findUserById, tenantIdOfUser, type UserRow } from '../identity/users.repository';
import { resolveTenantById, type TenantCaches } from '../tenancy/tenant-resolver';
import { HOST_TENANT_ID } from '../tenancy/tenancy.tables';

/** The tenant of a user id (users never move between tenants; unknown ids are not kept). */
export interface AccountCaches {
  userTenants: StampedCache<string | undefined>;
}

export const createAccountCaches = (changes: ChangeFeed): AccountCaches => ({
  userTenants: new StampedCache(changes, 50_000),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function readTenantOfUser(db: Db, userId: string): Promise<string | undefined> {
  return UUID.test(userId) ? tenantIdOfUser(db, userId) : undefined;
}

/**
 * The tenant a user belongs to (through a definer function: it works under row-level security).
 * Cached when `caches` is given: a user never changes tenant, and an id not found is not kept.
 */
export async function tenantOfUser(
  db: Db,
  userId: string,
  caches?: AccountCaches,
): Promise<string | undefined> {
  if (!caches) return readTenantOfUser(db, userId);
  const tenantId = await caches.userTenants.get(userId, [], () => readTenantOfUser(db, userId));
  if (tenantId === undefined) caches.userTenants.forget(userId);
  return tenantId;
}

export interface AccountData {
  user: UserRow;
  tenantId: string;
  roles: string[];
}

export async function loadAccount(db: Db, userId: string): Promise<AccountData | undefined> {
  const tenantId = await tenantOfUser(db, userId);
  if (!tenantId) return undefined;
  return inTenant(db, tenantId, async (scope) => {
    const user = await findUserById(scope, userId);
    if (!user || !user.is_active) return undefined;
    const roles = (await findRolesOfUser(scope, userId)).map((role) => role.name);
    return { user, tenantId, roles };
  });
}

export function accountClaims({ user, tenantId, roles }: AccountData) {
  return {
    sub: user.id,
    tenantid: tenantId === HOST_TENANT_ID ? undefined : tenantId,
    preferred_username: user.user_name,
    unique_name: user.user_name,
    name: [user.name, user.surname].filter(Boolean).join(' ') || user.user_name,
    given_name: user.name ?? undefined,
    family_name: user.surname ?? undefined,
    email: user.email,
    email_verified: user.email_confirmed,
    phone_number: user.phone_number ?? undefined,
    phone_number_verified: user.phone_number ? user.phone_number_confirmed : undefined,
    role: roles,
  };
}

/**
 * The active account from the request caches (undefined when the user, its tenant or the
 * tenant's activity is gone): a token refresh reads no identity rows while unchanged.
 */
export async function cachedAccount(
  db: Db,
  caches: AccountCaches & TenantCaches & UserCaches,
  userId: string,
): Promise<AccountData | undefined> {
  const tenantId = await tenantOfUser(db, userId, caches);
  if (!tenantId) return undefined;
  const tenant = await resolveTenantById(db, tenantId, caches).catch(undefinedIfNotFound);
  if (!tenant) return undefined;
  const grants = await userGrants(db, caches, userId, tenant);
  if (!grants || !grants.user.is_active) return undefined;
  return { user: grants.user, tenantId, roles: [...grants.roles] };
}

export function accountFinder(db: Db, caches: AccountCaches & TenantCaches & UserCaches) {
  return async (_ctx: KoaContextWithOIDC, sub: string): Promise<Account | undefined> => {
    const account = await cachedAccount(db, caches, sub);
    if (!account) return undefined;
    return { accountId: sub, claims: () => accountClaims(account) };
  };
}
