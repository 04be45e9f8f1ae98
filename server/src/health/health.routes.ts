// Liveness and readiness in one: 200 when every dependency answers, 503 naming the one that
// does not (health.service.ts).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { dependencyHealth } from './health.service';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/health', async (_request, reply) => {
    const { healthy, checks } = await dependencyHealth(deps);
    return reply
      .status(healthy ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: healthy ? 'ok' : 'degraded', checks });
  });
}
