// Managing deploy keys (`npm run deploy-key`): operator keys only.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { parseInput } from '../web/validate';
import { assertOperator, deployCaller } from './deploy-caller';
import { createDeployKey, listDeployKeys, revokeDeployKey } from './deploy-keys.service';
import { createDeployKeySchema, deployKeyParamsSchema } from './releases.schemas';

export const DEPLOY_KEYS_PATH = '/api/platform/deploy-keys';

export async function deployKeyRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get(DEPLOY_KEYS_PATH, async (request) => {
    assertOperator(await deployCaller(deps, request));
    return { items: await listDeployKeys(deps.db) };
  });

  app.post(DEPLOY_KEYS_PATH, async (request, reply) => {
    const caller = await deployCaller(deps, request);
    assertOperator(caller);
    const input = parseInput(createDeployKeySchema, request.body);
    reply.header('Cache-Control', 'no-store');
    return reply.status(201).send(await createDeployKey(deps.db, input, caller.actor));
  });

  app.delete(`${DEPLOY_KEYS_PATH}/:name`, async (request, reply) => {
    assertOperator(await deployCaller(deps, request));
    const { name } = parseInput(deployKeyParamsSchema, request.params);
    await revokeDeployKey(deps.db, name);
    return reply.status(204).send();
  });
}
