// `POST /api/platform/remote-health`: the host's reports of how each remote loaded
// (remote-health.service.ts). Anonymous, since the sign-in page is a remote too, and
// platform-level: no tenant is resolved, as releases serve every tenant. Bounded by a small body
// (50 events), a rate limit per address, and pages of this site only (report-origin.ts).
import { remoteHealthBatchSchema } from '@crm/shared/platform';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { countRemoteHealth } from '../observability/metrics';
import { enforceRateLimit } from '../web/rate-limit';
import { parseInput } from '../web/validate';
import { remoteHealthRecorder } from './remote-health.service';
import { assertOwnOrigin } from './report-origin';

export const REMOTE_HEALTH_PATH = '/api/platform/remote-health';
/** 50 events with the longest names, versions and rollout ids fit in 16 KB. */
export const REMOTE_HEALTH_BODY_LIMIT = 16 * 1024;
/** Reports one address may send per minute: a page load sends one or two. */
export const REMOTE_HEALTH_RATE_LIMIT = 120;

export async function remoteHealthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const record = remoteHealthRecorder(deps.db, () => deps.clock.now());
  app.post(
    REMOTE_HEALTH_PATH,
    {
      bodyLimit: REMOTE_HEALTH_BODY_LIMIT,
      // Before the body is read: a refused report costs no parsing.
      onRequest: async (request) => {
        await enforceRateLimit(deps.ephemeral, 'remote-health', request, REMOTE_HEALTH_RATE_LIMIT);
        assertOwnOrigin(deps, request);
      },
    },
    async (request) => {
      const events = parseInput(remoteHealthBatchSchema, request.body);
      const { accepted, ignored } = await record(events);
      countRemoteHealth(app.metrics, accepted);
      return { accepted: events.length - ignored, ignored };
    },
  );
}
