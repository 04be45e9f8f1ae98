// The signed-in user behind a request: their row, role names and granted permissions (cached
// per user, retired by any identity change of the tenant), and their session (cached per user,
// retired by any change of their sessions). A user who was deleted or deactivated, or whose
// session has ended (logout, revocation) or expired, is treated as not signed in.
import type { Principal } from '../auth/access-token';
import type { ChangeFeed } from '../cache/change-feed';
import { identityDeps } from '../cache/dependencies';
import { StampedCache } from '../cache/stamped-cache';
import type { Db } from '../db/database';
import { inTenant } from '../db/tenant-scope';
import { grantedPermissions } from '../permissions/permission-checker';
import type { CurrentTenant } from '../tenancy/tenant-resolver';
import { liveSessionsFor, sessionStanding, type SessionCaches } from './live-sessions';
import { findRolesOfUser } from './roles.repository';
import { findUserById, type UserRow } from './users.repository';

export interface UserGrants {
  user: UserRow;
  roles: readonly string[];
  granted: ReadonlySet<string>;
  /** `granted` as ABP's policy map (name → true), for policy checks and the configuration. */
  grantedPolicies: Readonly<Record<string, boolean>>;
}

/** Each user's grants, retired by any identity change of their tenant. */
export interface UserCaches {
  users: StampedCache<UserGrants | null>;
}

export const createUserCaches = (changes: ChangeFeed): UserCaches => ({
  users: new StampedCache(changes, 50_000),
});

export interface CurrentUser extends UserGrants {
  sessionId: string | null;
}

function readUserGrants(db: Db, userId: string, tenant: CurrentTenant): Promise<UserGrants | null> {
  return inTenant(db, tenant.id, async (scope) => {
    const user = await findUserById(scope, userId);
    if (!user) return null;
    const roles = (await findRolesOfUser(scope, user.id)).map((role) => role.name);
    const granted = await grantedPermissions(scope, user.id, roles, tenant.isHost);
    // Shared by every request of the user while cached: read-only.
    const grantedPolicies = Object.freeze(
      Object.fromEntries([...granted].map((name) => [name, true])),
    );
    return Object.freeze({
      user: Object.freeze(user),
      roles: Object.freeze(roles),
      granted,
      grantedPolicies,
    });
  });
}

/** The user's row, roles and grants, whatever the state of their sessions. */
export function userGrants(
  db: Db,
  caches: UserCaches,
  userId: string,
  tenant: CurrentTenant,
): Promise<UserGrants | null> {
  return caches.users.get(`${tenant.id}:${userId}`, identityDeps(tenant.id), () =>
    readUserGrants(db, userId, tenant),
  );
}

export async function loadCurrentUser(
  db: Db,
  caches: UserCaches & SessionCaches,
  principal: Principal,
  tenant: CurrentTenant,
): Promise<CurrentUser | null> {
  const grants = await userGrants(db, caches, principal.userId, tenant);
  if (!grants || !grants.user.is_active) return null;
  if (principal.sessionId) {
    const sessions = await liveSessionsFor(
      db,
      caches,
      tenant.id,
      principal.userId,
      principal.sessionId,
    );
    if (!sessionStanding(sessions, principal.sessionId).live) return null;
  }
  return { ...grants, sessionId: principal.sessionId };
}
