// The runtime manifest every page load reads, and the deploy endpoints behind the release and
// promote commands (authenticated with the deploy key). The administration page's endpoints
// (user permission `Platform.Remotes`) are in release-admin.routes.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { AuthenticationRequiredError } from '../errors/app-error';
import { sendRevalidated } from '../web/etag';
import { parseInput } from '../web/validate';
import { isDeployKey } from './deploy-key';
import { pinsAllowed } from './pin-permission';
import { listReleaseItems } from './release-list';
import {
  externalReleaseSchema,
  manifestQuerySchema,
  promoteSchema,
  registerReleaseSchema,
  remoteParamsSchema,
  uploadReleaseSchema,
} from './releases.schemas';
import {
  promoteRelease,
  registerExternalRelease,
  registerUploadedRelease,
  resolveManifest,
  rollbackRelease,
} from './releases.service';
import * as v from 'valibot';

const RELEASE_BODY_LIMIT = 80 * 1024 * 1024;

export async function releaseRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const requireDeployKey = async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const presented = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
    if (!isDeployKey(deps.deployKey, presented))
      throw new AuthenticationRequiredError('Platform:DeployKeyRequired');
  };
  // Read at request time: the allowed origins are configuration, not a value frozen at start-up.
  const storage = () => ({
    dataDir: deps.config.dataDir,
    remoteOrigins: deps.config.remoteOrigins,
  });

  app.get('/api/platform/remotes', async (request, reply) => {
    const { pins } = parseInput(manifestQuerySchema, request.query);
    reply.header('Cache-Control', 'no-cache');
    // The answer depends on the caller's token (whose pins apply): never shared by a cache.
    reply.header('Vary', 'Authorization');
    const allowed =
      pins.length > 0 ? await pinsAllowed(deps, request) : deps.config.remoteOverrides;
    const manifest = await resolveManifest(deps.db, pins, allowed, deps.config.devRemotes);
    reply.type('application/json; charset=utf-8');
    return sendRevalidated(request, reply, JSON.stringify(manifest));
  });

  app.get('/api/platform/releases', { preHandler: requireDeployKey }, async () => ({
    items: await listReleaseItems(deps.db),
  }));

  app.post(
    '/api/platform/releases',
    { preHandler: requireDeployKey, bodyLimit: RELEASE_BODY_LIMIT },
    async (request, reply) => {
      const body = parseInput(registerReleaseSchema, request.body);
      const result = v.is(uploadReleaseSchema, body)
        ? await registerUploadedRelease(deps.db, storage(), {
            ...body,
            files: body.files.map((file) => ({
              path: file.path,
              content: Buffer.from(file.content, 'base64'),
            })),
          })
        : await registerExternalRelease(
            deps.db,
            storage(),
            parseInput(externalReleaseSchema, body),
          );
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.post(
    '/api/platform/remotes/:name/promote',
    { preHandler: requireDeployKey },
    async (request) => {
      const { name } = parseInput(remoteParamsSchema, request.params);
      const { version } = parseInput(promoteSchema, request.body);
      await promoteRelease(deps.db, name, version);
      return { name, version };
    },
  );

  app.post(
    '/api/platform/remotes/:name/rollback',
    { preHandler: requireDeployKey },
    async (request) => {
      const { name } = parseInput(remoteParamsSchema, request.params);
      return { name, version: await rollbackRelease(deps.db, name) };
    },
  );
}
