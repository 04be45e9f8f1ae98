// Spec §4's multiple-login check, which every signed-in tab makes: true when the same user has
// signed in again elsewhere and the tenant allows one session (`Crm.Identity.SingleSession`).
// Lean by design: read from the caches of the user and their sessions (no query while they are
// current), no permission check. With `wait=true` it is a long poll (session-change-wait.ts):
// a `false` is held until the user's sessions change or the hold ends, so a tab asks about
// every 25 s, not every 5 s, and still hears of a sign-in elsewhere at once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/request-context';
import { AUTHENTICATED } from '../auth/route-policy';
import { AuthenticationRequiredError } from '../errors/app-error';
import { isTrue } from '../settings/setting-definitions';
import { cachedSettingValues } from '../settings/settings.service';
import { parseInput } from '../web/validate';
import { userGrants } from './current-user';
import { liveSessionsFor, sessionStanding } from './live-sessions';
import { sessionChangeWaits } from './session-change-wait';

export const MULTIPLE_LOGIN_PATH = '/api/app/user/has-current-user-multiple-login-session';

export const multipleLoginQuerySchema = v.object({
  /** `true`: hold a false answer until the user's sessions change (a long poll). */
  wait: v.optional(v.picklist(['true', 'false']), 'false'),
});

export function multipleLoginRoutes(app: FastifyInstance, deps: AppDeps): void {
  const waits = sessionChangeWaits(app, deps.caches.changes);

  const signedInElsewhere = async (request: FastifyRequest): Promise<boolean> => {
    const principal = request.crm.principal!;
    if (!principal.sessionId) {
      await requireUser(request);
      return false;
    }
    const { tenant } = request.crm;
    const [grants, sessions] = await Promise.all([
      userGrants(deps.db, deps.caches, principal.userId, tenant),
      liveSessionsFor(deps.db, deps.caches, tenant.id, principal.userId, principal.sessionId),
    ]);
    const standing = sessionStanding(sessions, principal.sessionId);
    if (!grants?.user.is_active || !standing.live) throw new AuthenticationRequiredError();
    if (!standing.signedInElsewhere) return false;
    const settings = await cachedSettingValues(deps.db, deps.caches, tenant);
    return isTrue(settings.get('Crm.Identity.SingleSession'));
  };

  app.get(
    MULTIPLE_LOGIN_PATH,
    { config: { policy: AUTHENTICATED, sessionOnly: true } },
    async (request, reply) => {
      const { wait } = parseInput(multipleLoginQuerySchema, request.query);
      const now = await signedInElsewhere(request);
      const holdMs = deps.config.pollHoldSeconds * 1000;
      if (now || wait !== 'true' || !holdMs || !request.crm.principal!.sessionId) return now;
      await waits.until(request.crm.tenant.id, request.crm.principal!.userId, reply, holdMs);
      if (reply.raw.destroyed) return false;
      return signedInElsewhere(request);
    },
  );
}
