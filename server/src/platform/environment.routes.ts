// The SPA's remote environment document (spec §7): what this deployment changes in the
// front end's built-in environment — here the sign-in mode. The page names it in a
// `<meta name="crm-remote-env">` (see web/host-page.ts) only when there is something to change.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { ANONYMOUS } from '../auth/route-policy';

export const ENVIRONMENT_PATH = '/api/platform/environment';

export async function environmentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get(ENVIRONMENT_PATH, { config: { policy: ANONYMOUS } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { oAuthConfig: { responseType: deps.config.authMode } };
  });
}
