// A user's live sign-in sessions (not ended, not expired), cached per user and retired when
// any of their sessions changes (a sign-in, a sign-out, a revocation). Whether a session still
// stands and whether its user has signed in again since are read from this list.
import type { ReadCaches } from '../cache/read-caches';
import { sessionDeps } from '../cache/read-caches';
import type { Db } from '../db/database';
import { inTenant } from '../db/tenant-scope';
import { findLiveSessions } from './sessions.repository';

export interface LiveSession {
  id: string;
  createdAtMs: number;
  expiresAtMs: number;
}

export function liveSessions(
  db: Db,
  caches: ReadCaches,
  tenantId: string,
  userId: string,
): Promise<LiveSession[]> {
  return caches.sessions.get(`${tenantId}:${userId}`, sessionDeps(tenantId, userId), () =>
    inTenant(db, tenantId, (scope) => findLiveSessions(scope, userId)),
  );
}

export interface SessionStanding {
  /** The session is live: the caller is still signed in. */
  live: boolean;
  /** The same user holds a newer live session. */
  signedInElsewhere: boolean;
}

export function sessionStanding(
  sessions: readonly LiveSession[],
  sessionId: string,
  nowMs = Date.now(),
): SessionStanding {
  const current = sessions.find((session) => session.id === sessionId);
  if (!current || current.expiresAtMs <= nowMs) return { live: false, signedInElsewhere: false };
  const signedInElsewhere = sessions.some(
    (session) =>
      session.id !== sessionId &&
      session.expiresAtMs > nowMs &&
      session.createdAtMs > current.createdAtMs,
  );
  return { live: true, signedInElsewhere };
}
