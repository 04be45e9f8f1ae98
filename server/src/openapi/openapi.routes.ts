// `GET /api/openapi.json`: the OpenAPI document of the business calls (public, cached once).
import type { FastifyInstance } from 'fastify';
import { ANONYMOUS } from '../auth/route-policy';
import { openApiDocument } from './openapi-document';

export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  let document: Record<string, unknown> | undefined;
  app.get('/api/openapi.json', { config: { policy: ANONYMOUS, tenantFree: true } }, async () => {
    document ??= openApiDocument(app.routeTable);
    return document;
  });
}
