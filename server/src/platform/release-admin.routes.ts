// The remote-releases administration page's API (users holding `Platform.Remotes`): the same
// operations as the deploy-key commands of releases.routes.ts, checked by the route policy.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { parseInput } from '../web/validate';
import { REMOTES_PERMISSION } from './pin-permission';
import { listReleaseItems } from './release-list';
import { promoteSchema, remoteParamsSchema } from './releases.schemas';
import { promoteRelease, rollbackRelease } from './releases.service';

const BASE = '/api/platform-management';

export async function releaseAdminRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const config = { policy: REMOTES_PERMISSION };

  app.get(`${BASE}/releases`, { config }, async () => ({
    items: await listReleaseItems(deps.db),
    overridesAllowed: deps.config.remoteOverrides,
  }));

  app.post(`${BASE}/remotes/:name/promote`, { config }, async (request) => {
    const { name } = parseInput(remoteParamsSchema, request.params);
    const { version } = parseInput(promoteSchema, request.body);
    await promoteRelease(deps.db, name, version);
    return { name, version };
  });

  app.post(`${BASE}/remotes/:name/rollback`, { config }, async (request) => {
    const { name } = parseInput(remoteParamsSchema, request.params);
    return { name, version: await rollbackRelease(deps.db, name) };
  });
}
