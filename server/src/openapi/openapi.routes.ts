// The API's descriptions, generated once from the routes the app serves: the OpenAPI 3.1
// document at ABP's path `/swagger/v1/swagger.json` (and its old alias `/api/openapi.json`).
// Public, as on ABP: they describe shapes and permission names, never data.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { ANONYMOUS } from '../auth/route-policy';
import { SWAGGER_SCOPES } from '../oidc/clients';
import { OIDC_ROUTES } from '../oidc/provider';
import { describedRoutes, openApiDocument } from './openapi-document';

export const OPENAPI_PATH = '/swagger/v1/swagger.json';
export const OPENAPI_ALIAS = '/api/openapi.json';

/** Every route the app serves that has a description, with its policy (after `ready`). */
export function appDescribedRoutes(app: FastifyInstance) {
  return describedRoutes(app.exposedRoutes, [...app.routeTable, ...app.selfCheckedRoutes]);
}

export async function openApiRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  let document: Record<string, unknown> | undefined;
  const serve = async () => {
    document ??= openApiDocument(appDescribedRoutes(app), {
      authorizationUrl: `${deps.origin()}${OIDC_ROUTES.authorization}`,
      tokenUrl: `${deps.origin()}${OIDC_ROUTES.token}`,
      scopes: SWAGGER_SCOPES.split(' '),
    });
    return document;
  };
  const config = { policy: ANONYMOUS, tenantFree: true };
  app.get(OPENAPI_PATH, { config }, serve);
  app.get(OPENAPI_ALIAS, { config }, serve);
}
