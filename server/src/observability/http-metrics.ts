// Counts and times every HTTP answer by method, the route's pattern (`/api/identity/users/:id`,
// never the raw URL, so that ids and probes of unknown paths add no series) and status class.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppMetrics } from './metrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The route's pattern; `unmatched` for a request no route took (a 404 of the router). */
export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

export function statusClass(statusCode: number): string {
  return `${Math.floor(statusCode / 100)}xx`;
}

export function registerHttpMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: METHODS.has(request.method) ? request.method : 'OTHER',
      route: routeLabel(request),
      status_class: statusClass(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}
