// The deploy endpoints behind the release and promote commands, authenticated with a deploy key
// (a key of one remote reaches that remote only), and with them the runtime manifest and the
// key management. The administration page's endpoints (user permission `Platform.Remotes`) are
// in release-admin.routes.ts.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import { countPromotion } from '../observability/metrics';
import { parseInput } from '../web/validate';
import { assertOperator, assertRemoteAllowed, deployCaller } from './deploy-caller';
import { deployKeyRoutes } from './deploy-keys.routes';
import { manifestRoutes } from './manifest.routes';
import { listReleaseItems } from './release-list';
import {
  externalReleaseSchema,
  promoteSchema,
  registerReleaseSchema,
  releaseListQuerySchema,
  remoteParamsSchema,
  uploadReleaseSchema,
} from './releases.schemas';
import { registerExternalRelease, registerUploadedRelease } from './releases.service';
import { listHistory, listRollouts } from './rollout-view';
import { promote, rollback } from './rollout.service';

const RELEASE_BODY_LIMIT = 80 * 1024 * 1024;

export async function releaseRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Read at request time: the allowed origins are configuration, not a value frozen at start-up.
  const storage = () => ({
    dataDir: deps.config.dataDir,
    remoteOrigins: deps.config.remoteOrigins,
    hostDist: deps.config.hostDist,
  });

  await manifestRoutes(app, deps);
  await deployKeyRoutes(app, deps);

  app.get('/api/platform/releases', async (request) => {
    const caller = await deployCaller(deps, request);
    const { remote } = parseInput(releaseListQuerySchema, request.query);
    if (remote) assertRemoteAllowed(caller, remote);
    const only = remote ?? caller.remote;
    const items = await listReleaseItems(deps.db);
    return { items: only ? items.filter((item) => item.name === only) : items };
  });

  app.get('/api/platform/rollouts', async (request) => {
    const caller = await deployCaller(deps, request);
    const rollouts = await listRollouts(deps.db);
    return {
      items: caller.remote ? rollouts.filter((item) => item.name === caller.remote) : rollouts,
    };
  });

  app.post('/api/platform/releases', { bodyLimit: RELEASE_BODY_LIMIT }, async (request, reply) => {
    const caller = await deployCaller(deps, request);
    const body = parseInput(registerReleaseSchema, request.body);
    assertRemoteAllowed(caller, body.name);
    // A team's key cannot override the gate: the host is shared by every team.
    if (body.force) assertOperator(caller);
    const options = { actor: caller.actor, force: body.force };
    const result = v.is(uploadReleaseSchema, body)
      ? await registerUploadedRelease(
          deps.db,
          storage(),
          {
            ...body,
            files: body.files.map((file) => ({
              path: file.path,
              content: Buffer.from(file.content, 'base64'),
            })),
          },
          options,
        )
      : await registerExternalRelease(
          deps.db,
          storage(),
          parseInput(externalReleaseSchema, body),
          options,
        );
    return reply.status(result.created ? 201 : 200).send(result);
  });

  app.post('/api/platform/remotes/:name/promote', async (request) => {
    const caller = await deployCaller(deps, request);
    const { name } = parseInput(remoteParamsSchema, request.params);
    assertRemoteAllowed(caller, name);
    const input = parseInput(promoteSchema, request.body);
    if (input.force) assertOperator(caller);
    const result = await promote(deps.db, name, input, caller.actor);
    countPromotion(app.metrics, result);
    return result;
  });

  app.post('/api/platform/remotes/:name/rollback', async (request) => {
    const caller = await deployCaller(deps, request);
    const { name } = parseInput(remoteParamsSchema, request.params);
    assertRemoteAllowed(caller, name);
    const result = await rollback(deps.db, name, caller.actor);
    app.metrics.manualRollbacks.inc({ remote: name });
    return result;
  });

  app.get('/api/platform/remotes/:name/history', async (request) => {
    const caller = await deployCaller(deps, request);
    const { name } = parseInput(remoteParamsSchema, request.params);
    assertRemoteAllowed(caller, name);
    return { items: await listHistory(deps.db, name) };
  });
}
