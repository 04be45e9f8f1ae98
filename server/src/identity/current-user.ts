// The signed-in user behind a request: their row, role names and granted permissions, loaded
// once per request in one tenant transaction. A user who was deleted or deactivated, or whose
// session has ended (logout, revocation), is treated as not signed in.
import type { Db } from '../db/database';
import { inTenant } from '../db/tenant-scope';
import type { Principal } from '../auth/access-token';
import { grantedPermissions } from '../permissions/permission-checker';
import type { CurrentTenant } from '../tenancy/tenant-resolver';
import { findRolesOfUser } from './roles.repository';
import { isSessionLive } from './sessions.repository';
import { findUserById, type UserRow } from './users.repository';

export interface CurrentUser {
  user: UserRow;
  roles: string[];
  granted: ReadonlySet<string>;
  sessionId: string | null;
}

export function loadCurrentUser(
  db: Db,
  principal: Principal,
  tenant: CurrentTenant,
): Promise<CurrentUser | null> {
  return inTenant(db, tenant.id, async (scope) => {
    const user = await findUserById(scope, principal.userId);
    if (!user || !user.is_active) return null;
    if (principal.sessionId && !(await isSessionLive(scope, principal.sessionId))) return null;
    const roles = (await findRolesOfUser(scope, user.id)).map((role) => role.name);
    const granted = await grantedPermissions(scope, user.id, roles, tenant.isHost);
    return { user, roles, granted, sessionId: principal.sessionId };
  });
}
