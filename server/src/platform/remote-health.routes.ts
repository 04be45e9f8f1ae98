// `POST /api/platform/remote-health`: the host's reports of how each remote loaded
// (remote-health.service.ts). Anonymous, since the sign-in page is a remote too, and
// platform-level: no tenant is resolved, as releases serve every tenant. Bounded by a small body
// (50 events), a rate limit per address, pages of this site only (report-origin.ts), and per
// event by the ticket of the page load it reports (health-admission.ts).
import { remoteHealthBatchSchema } from '@crm/shared/platform';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { secretSubkey } from '../config/secret-key';
import { countRemoteHealth } from '../observability/metrics';
import { enforceRateLimit } from '../web/rate-limit';
import { parseInput } from '../web/validate';
import { admitHealthEvents } from './health-admission';
import { HEALTH_RETENTION_MS, remoteHealthRecorder } from './remote-health.service';
import { assertOwnOrigin } from './report-origin';

export const REMOTE_HEALTH_PATH = '/api/platform/remote-health';
/** 50 events with the longest names, versions, rollout ids and tickets fit in 72 KB. */
export const REMOTE_HEALTH_BODY_LIMIT = 72 * 1024;
/** Reports one address may send per minute: a page load sends one or two. */
export const REMOTE_HEALTH_RATE_LIMIT = 120;

export async function remoteHealthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const record = remoteHealthRecorder(deps.db, () => deps.clock.now());
  const rules = {
    key: secretSubkey(deps.config, 'health-ticket'),
    outcomesPerAddress: deps.config.canaryOutcomesPerAddress,
    canaryClaimMs: HEALTH_RETENTION_MS,
  };
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
      const source = { address: request.ip, at: deps.clock.now() };
      const admitted = await admitHealthEvents(deps.db, rules, events, source);
      const { accepted } = await record(admitted);
      countRemoteHealth(app.metrics, accepted);
      const stored = accepted.reduce((sum, count) => sum + count.count, 0);
      return { accepted: stored, ignored: events.length - stored };
    },
  );
}
