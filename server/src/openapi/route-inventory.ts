// Every route registered on the app (method and URL, HEAD left out: Fastify adds one to each
// GET), so the description's coverage can be checked against what the server really serves.
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface ExposedRoute {
  method: string;
  url: string;
}

export function registerRouteInventory(app: FastifyInstance): ExposedRoute[] {
  const routes: ExposedRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  return routes;
}
