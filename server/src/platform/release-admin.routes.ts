// The remote-releases administration page's API (users holding `Platform.Remotes`): the same
// operations as the deploy-key commands of releases.routes.ts, checked by the route policy and
// recorded with the user's name.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/request-context';
import { ForbiddenError } from '../errors/app-error';
import { countPromotion } from '../observability/metrics';
import { parseInput } from '../web/validate';
import { userActor } from './actor';
import { REMOTES_PERMISSION } from './pin-permission';
import { listReleaseItems } from './release-list';
import { promoteSchema, remoteParamsSchema } from './releases.schemas';
import { withHealth } from './rollout-health-view';
import { listHistory, listRollouts } from './rollout-view';
import { abortCanary, promote, rollback } from './rollout.service';

const BASE = '/api/platform-management';

async function actorOf(request: FastifyRequest) {
  return userActor((await requireUser(request)).user.user_name);
}

export async function releaseAdminRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const config = { policy: REMOTES_PERMISSION };

  app.get(`${BASE}/releases`, { config }, async () => {
    const [items, rollouts] = await Promise.all([listReleaseItems(deps.db), listRollouts(deps.db)]);
    return {
      items,
      rollouts: await withHealth(deps.db, rollouts, deps.clock.now()),
      overridesAllowed: deps.config.remoteOverrides,
    };
  });

  app.post(`${BASE}/remotes/:name/promote`, { config }, async (request) => {
    const { name } = parseInput(remoteParamsSchema, request.params);
    const input = parseInput(promoteSchema, request.body);
    // Reinstating a withdrawn release is an operator's decision, taken with the operator key.
    if (input.force) throw new ForbiddenError('Platform:ForceNeedsOperatorKey');
    const result = await promote(deps.db, name, input, await actorOf(request));
    countPromotion(app.metrics, result);
    return result;
  });

  app.post(`${BASE}/remotes/:name/rollback`, { config }, async (request) => {
    const { name } = parseInput(remoteParamsSchema, request.params);
    const result = await rollback(deps.db, name, await actorOf(request));
    app.metrics.manualRollbacks.inc({ remote: name });
    return result;
  });

  app.post(`${BASE}/remotes/:name/canary/abort`, { config }, async (request) => {
    const { name } = parseInput(remoteParamsSchema, request.params);
    const result = await abortCanary(deps.db, name, await actorOf(request));
    app.metrics.manualRollbacks.inc({ remote: name });
    return result;
  });

  app.get(`${BASE}/remotes/:name/history`, { config }, async (request) => {
    const { name } = parseInput(remoteParamsSchema, request.params);
    return { items: await listHistory(deps.db, name) };
  });
}
