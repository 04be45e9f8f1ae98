// `GET /metrics`: Prometheus' text format, for a scraper on this machine or one presenting an
// operator deploy key (metrics-access.ts). Registered before the routes, so that every route's
// answers are counted (http-metrics.ts).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { listRollouts } from '../platform/rollout-view';
import { registerHttpMetrics } from './http-metrics';
import { createAppMetrics, scrape, type AppMetrics, type RolloutFigure } from './metrics';
import { assertMetricsAccess } from './metrics-access';

export const METRICS_PATH = '/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus metrics (observability/metrics.ts). */
    metrics: AppMetrics;
  }
}

async function rolloutFigures(deps: AppDeps): Promise<RolloutFigure[]> {
  const rollouts = await listRollouts(deps.db);
  return rollouts.map(({ name, stable, canary }) => ({
    remote: name,
    stable,
    canary: canary
      ? { version: canary.version, share: canary.share, tenants: canary.tenants.length }
      : null,
  }));
}

export function registerMetrics(app: FastifyInstance, deps: AppDeps): void {
  const metrics = createAppMetrics(() => rolloutFigures(deps));
  app.decorate('metrics', metrics);
  registerHttpMetrics(app, metrics);
  app.get(METRICS_PATH, async (request, reply) => {
    await assertMetricsAccess(deps, request);
    const { contentType, body } = await scrape(metrics);
    return reply.type(contentType).header('Cache-Control', 'no-store').send(body);
  });
}
