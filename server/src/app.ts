// The application as a Fastify instance: external plugins, then cross-cutting hooks, then the
// routes of each bounded context. The process concerns (logger, signals, listen) live in server.ts.
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import type { AppDeps } from './app-deps';
import { appConfigRoutes } from './app-config/app-config.routes';
import { registerRequestContext } from './auth/request-context';
import { installBusinessClock } from './clock/business-clock';
import {
  registerRouteTable,
  registerSelfCheckedRoutes,
  type RouteTableEntry,
} from './auth/route-policy';
import { frameworkErrorHandler, registerErrorHandling } from './errors/error-handler';
import { accountRoutes } from './identity/account.routes';
import { accountPublicRoutes } from './identity/account-public.routes';
import { myProfileRoutes } from './identity/my-profile.routes';
import { roleRoutes } from './identity/roles.routes';
import { userRoutes } from './identity/users.routes';
import { featureRoutes } from './features/features.routes';
import { basketRoutes } from './baskets/basket.routes';
import { contractRoutes } from './contracts/contract.routes';
import { contractSigningRoutes } from './contracts/contract-signing.routes';
import { questionnaireRoutes } from './questionnaire/questionnaire.routes';
import { reportRoutes } from './reports/report.routes';
import { wagePlanRoutes } from './wages/wage-plans.routes';
import { utilityRoutes } from './utilities/utilities.routes';
import { importRoutes } from './imports/import.routes';
import { apiDefinitionRoutes } from './openapi/api-definition/api-definition.routes';
import { openApiRoutes } from './openapi/openapi.routes';
import { swaggerUiRoutes } from './openapi/swagger-ui.routes';
import { registerRouteInventory, type ExposedRoute } from './openapi/route-inventory';
import { permissionManagementRoutes } from './permissions/permission-management.routes';
import { settingRoutes } from './settings/settings.routes';
import { emailingRoutes } from './emailing/emailing.routes';
import { tenantRoutes } from './tenancy/tenants.routes';
import { healthRoutes } from './health/health.routes';
import { registerCredentialLimits } from './oidc/credential-limits';
import { interactionRoutes } from './oidc/interaction.routes';
import { OidcService } from './oidc/oidc-service';
import { oidcRoutes } from './oidc/oidc.routes';
import { userinfoRoutes } from './oidc/userinfo.routes';
import { environmentRoutes } from './platform/environment.routes';
import { releaseRoutes } from './platform/releases.routes';
import { releaseAdminRoutes } from './platform/release-admin.routes';
import { remoteHealthRoutes } from './platform/remote-health.routes';
import { registerMetrics } from './observability/metrics.routes';
import { tenantLookupRoutes } from './tenancy/tenant-lookup.routes';
import { namedByUs, originFormOf, registerRequestTargetCheck } from './web/request-target';
import { registerSecurityHeaders } from './web/security-headers';
import { accountManageRoutes } from './oidc/account-manage.routes';
import { registerStaticFiles } from './web/static-files';
import { registerApiCors } from './web/cors';
import { registerXsrfCheck } from './web/xsrf';
import { keepClosesIn } from './market/closes-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every governed route with its declared policy (for tests and audits). */
    routeTable: readonly RouteTableEntry[];
    /** The `/api/platform/` routes, which check a deploy key themselves (for tests and audits). */
    selfCheckedRoutes: readonly RouteTableEntry[];
    /** Every route registered, whatever its prefix (for the API description's coverage). */
    exposedRoutes: readonly ExposedRoute[];
  }
}

export async function buildApp(
  deps: AppDeps,
  options: FastifyServerOptions = {},
): Promise<FastifyInstance> {
  installBusinessClock(deps.clock);
  keepClosesIn(deps.db, deps.caches.closes);
  const ourNames = namedByUs(deps);
  const app = Fastify({
    bodyLimit: 1024 * 1024,
    // CRM_TRUST_PROXY, for the API and the identity provider alike (oidc/oidc.routes.ts).
    trustProxy: deps.config.trustProxy,
    frameworkErrors: frameworkErrorHandler,
    rewriteUrl: (raw) => originFormOf(raw, ourNames),
    ...options,
  });
  app.decorate('routeTable', registerRouteTable(app));
  app.decorate('selfCheckedRoutes', registerSelfCheckedRoutes(app));
  app.decorate('exposedRoutes', registerRouteInventory(app));
  registerErrorHandling(app);
  // API answers are compressed on the fly at a cheap brotli level; static files come
  // precompressed (see web/precompress.ts).
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerSecurityHeaders(app, deps.config);
  registerRequestTargetCheck(app);
  registerMetrics(app, deps);
  registerCredentialLimits(app, deps);
  const oidc = new OidcService(deps);
  registerApiCors(app, () => oidc.allowedOrigins());
  registerRequestContext(app, deps);
  registerXsrfCheck(app);
  await app.register(healthRoutes, deps);
  await app.register(appConfigRoutes, deps);
  await app.register(tenantLookupRoutes, deps);
  await app.register(tenantRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(roleRoutes, deps);
  await app.register(permissionManagementRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(accountPublicRoutes, deps);
  await app.register(myProfileRoutes, deps);
  await app.register(settingRoutes, deps);
  await app.register(emailingRoutes, deps);
  await app.register(featureRoutes, deps);
  await app.register(basketRoutes, deps);
  await app.register(contractRoutes, deps);
  await app.register(contractSigningRoutes, deps);
  await app.register(questionnaireRoutes, deps);
  await app.register(reportRoutes, deps);
  await app.register(wagePlanRoutes, deps);
  await app.register(utilityRoutes, deps);
  await app.register(importRoutes, deps);
  await app.register(openApiRoutes, deps);
  await app.register(apiDefinitionRoutes);
  await app.register(swaggerUiRoutes);

  await app.register(oidcRoutes, { deps, oidc });
  await app.register(interactionRoutes, { deps, oidc });
  await app.register(accountManageRoutes);
  await app.register(userinfoRoutes, { deps, oidc });
  await app.register(releaseRoutes, deps);
  await app.register(environmentRoutes, deps);
  await app.register(releaseAdminRoutes, deps);
  await app.register(remoteHealthRoutes, deps);
  await registerStaticFiles(app, deps);
  return app;
}
