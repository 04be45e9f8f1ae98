// A user's live sign-in sessions (not ended, not expired), cached per user and retired when
// any of their sessions changes (a sign-in, a sign-out, a revocation). Whether a session still
// stands and whether its user has signed in again since are read from this list.
import type { ChangeFeed } from '../cache/change-feed';
import { sessionDeps } from '../cache/dependencies';
import { StampedCache } from '../cache/stamped-cache';
import type { Db } from '../db/database';
import { inTenant } from '../db/tenant-scope';
import { findLiveSessions, type LiveSession } from './sessions.repository';

export type { LiveSession };

/** Each user's live sessions, retired by any change of that user's sessions. */
export interface SessionCaches {
  sessions: StampedCache<LiveSession[]>;
}

export const createSessionCaches = (changes: ChangeFeed): SessionCaches => ({
  sessions: new StampedCache(changes, 50_000),
});

export function liveSessions(
  db: Db,
  caches: SessionCaches,
  tenantId: string,
  userId: string,
): Promise<LiveSession[]> {
  return caches.sessions.get(`${tenantId}:${userId}`, sessionDeps(tenantId, userId), () =>
    inTenant(db, tenantId, (scope) => findLiveSessions(scope, userId)),
  );
}

/**
 * The user's live sessions as they stand for `sessionId`: a list kept without it is read again
 * once. The session may have begun on another replica whose notification has not arrived here
 * yet; trusting the kept list would refuse a fresh sign-in's first request (an ended session is
 * read twice, and refused).
 */
export async function liveSessionsFor(
  db: Db,
  caches: SessionCaches,
  tenantId: string,
  userId: string,
  sessionId: string,
): Promise<LiveSession[]> {
  const kept = await liveSessions(db, caches, tenantId, userId);
  if (kept.some((session) => session.id === sessionId)) return kept;
  caches.sessions.forget(`${tenantId}:${userId}`);
  return liveSessions(db, caches, tenantId, userId);
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
