// Ending sessions ends their tokens (RFC 9700 §4.14.2). A product session is one grant of the
// identity provider (the session's id is the grant's), so a password change (the user's other
// sessions), a reset, an administrator's new password and deactivation (every session) revoke
// those grants as well: otherwise their refresh tokens would go on renewing for their 14 days
// at the provider, for any resource server that trusts its tokens. A lockout ends nothing: it
// follows failed guesses, not a success, and ending the sessions then would let anyone sign
// anyone out.
//
// The provider's store may be Redis, outside the database's transaction. So the grants of the
// sessions live before the change are revoked first (should that fail, nothing has changed and
// the request can be repeated) and those of any session that began meanwhile once it commits.
import type { Db } from '../db/database';
import { inTenant } from '../db/tenant-scope';
import { findLiveSessions } from './sessions.repository';

/** Revokes the provider's grants of ended sessions, all but `keptGrantId` (oidc/grant-revocation.ts). */
export type RevokeGrants = (grantIds: readonly string[], keptGrantId?: string) => Promise<void>;

export interface SessionsToEnd {
  tenantId: string;
  userId: string;
  /** The session that goes on: the one that changed its own password. */
  keptSessionId?: string | undefined;
}

/** What the change returns, and the ids of the sessions it ended. */
export interface SessionsEnded<T> {
  value: T;
  ended: readonly string[];
}

export async function endingSessions<T>(
  db: Db,
  revoke: RevokeGrants,
  sessions: SessionsToEnd,
  change: () => Promise<SessionsEnded<T>>,
): Promise<T> {
  const { tenantId, userId, keptSessionId } = sessions;
  const live = await inTenant(db, tenantId, (scope) => findLiveSessions(scope, userId));
  const before = new Set(live.map((session) => session.id));
  await revoke([...before], keptSessionId);
  const { value, ended } = await change();
  const later = ended.filter((id) => !before.has(id));
  if (later.length > 0) await revoke(later, keptSessionId);
  return value;
}
