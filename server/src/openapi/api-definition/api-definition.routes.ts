// `GET /api/abp/api-definition[?includeTypes=true]`: ABP's description of the API for its proxy
// generators. Anonymous, as on ABP: it holds the same facts as the OpenAPI document (routes,
// shapes, whether a route is anonymous), never data or permission grants.
import type { FastifyInstance } from 'fastify';
import { ANONYMOUS } from '../../auth/route-policy';
import { parseInput } from '../../web/validate';
import { appDescribedRoutes } from '../openapi.routes';
import { apiDefinition, type ApiDefinition } from './api-definition';
import { apiDefinitionQuerySchema } from './api-definition-query';

export async function apiDefinitionRoutes(app: FastifyInstance): Promise<void> {
  const cached = new Map<boolean, ApiDefinition>();
  app.get(
    '/api/abp/api-definition',
    { config: { policy: ANONYMOUS, tenantFree: true } },
    async (request) => {
      const { includeTypes } = parseInput(apiDefinitionQuerySchema, request.query);
      if (!cached.has(includeTypes))
        cached.set(includeTypes, apiDefinition(appDescribedRoutes(app), includeTypes));
      return cached.get(includeTypes);
    },
  );
}
