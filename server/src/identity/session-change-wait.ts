// The multiple-login check as a long poll (issue 40): instead of every tab asking every 5 s,
// each costing a token and DPoP proof check, a tab asks with `wait=true` and the server holds
// the answer until the user's sessions change (a sign-in elsewhere) or CRM_POLL_HOLD_SECONDS
// (25 s by default: below the 30 s idle timeouts of common proxies) pass. The
// change reaches every replica through the database's change feed (cache/change-feed.ts:
// PostgreSQL NOTIFY, or PGlite in process), so the replica holding the request answers at
// once whichever replica the other sign-in went to.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sessionsKey, userSessionsKey, type ChangeFeed } from '../cache/change-feed';

export interface SessionChangeWaits {
  /** Resolves when the user's sessions change, `holdMs` pass, the client leaves or the app closes. */
  until(tenantId: string, userId: string, reply: FastifyReply, holdMs: number): Promise<void>;
}

export function sessionChangeWaits(app: FastifyInstance, feed: ChangeFeed): SessionChangeWaits {
  const pending = new Set<() => void>();
  // Held answers would hold the server's close for their full hold: answer them now.
  app.addHook('preClose', async () => {
    for (const done of [...pending]) done();
  });
  return {
    until: (tenantId, userId, reply, holdMs) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          stopWatching();
          reply.raw.off('close', done);
          pending.delete(done);
          resolve();
        };
        // The user's own key, and the tenant's for changes that name no user; not the local
        // key this replica bumps on every session write of anyone, which would wake them all.
        const stopWatching = feed.watchOnce(
          [userSessionsKey(tenantId, userId), sessionsKey(tenantId)],
          done,
        );
        const timer = setTimeout(done, holdMs);
        reply.raw.once('close', done);
        pending.add(done);
      }),
  };
}
