// Per-request identity for every governed route: the bearer token (verified, or ignored on an
// anonymous route when invalid), the tenant, and the policy check of the route's declared policy.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPolicy } from '@crm/shared/policy';
import type { AppDeps } from '../app-deps';
import { AuthenticationRequiredError, ForbiddenError } from '../errors/app-error';
import { loadCurrentUser, type CurrentUser } from '../identity/current-user';
import {
  HOST,
  requestedTenantKey,
  resolveTenantById,
  resolveTenantByKey,
  type CurrentTenant,
} from '../tenancy/tenant-resolver';
import { bearerToken, verifyAccessToken, type Principal } from './access-token';
import { ANONYMOUS, AUTHENTICATED } from './route-policy';

export interface RequestContext {
  tenant: CurrentTenant;
  /** The verified token's subject; null when anonymous. */
  principal: Principal | null;
  /** The signed-in user (loaded once), or null. */
  currentUser(): Promise<CurrentUser | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    crm: RequestContext;
  }
}

/** The signed-in user of a governed route whose policy already required one. */
export async function requireUser(request: FastifyRequest): Promise<CurrentUser> {
  const user = await request.crm.currentUser();
  if (!user) throw new AuthenticationRequiredError();
  return user;
}

export function registerRequestContext(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('crm', null as unknown as RequestContext);

  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config?.policy) return;
    const token = bearerToken(request.headers.authorization);
    let principal: Principal | null = null;
    let invalidToken = false;
    if (token) {
      try {
        principal = await deps.caches.tokens.verify(token, (text) =>
          verifyAccessToken(text, deps.keys.verifyKey, deps.origin()),
        );
      } catch {
        invalidToken = true;
      }
    }
    const tenant = principal
      ? await resolveTenantById(deps.db, principal.tenantId, deps.caches)
      : request.routeOptions.config.tenantFree
        ? HOST
        : await resolveTenantByKey(
            deps.db,
            requestedTenantKey(request, deps.config.tenantHostPattern),
            deps.caches,
          );
    let loaded: Promise<CurrentUser | null> | undefined;
    request.crm = {
      tenant,
      principal,
      currentUser: () =>
        (loaded ??= principal
          ? loadCurrentUser(deps.db, deps.caches, principal, tenant)
          : Promise.resolve(null)),
    };
    if (invalidToken && request.routeOptions.config.policy !== ANONYMOUS) {
      throw new AuthenticationRequiredError('Crm:InvalidToken');
    }
  });

  app.addHook('preHandler', async (request) => {
    const policy = request.routeOptions.config?.policy;
    if (!policy || policy === ANONYMOUS) return;
    if (policy === AUTHENTICATED && request.routeOptions.config.sessionOnly) {
      if (!request.crm.principal) throw new AuthenticationRequiredError();
      return;
    }
    const user = await request.crm.currentUser();
    if (!user) throw new AuthenticationRequiredError();
    if (policy === AUTHENTICATED) return;
    if (!hasPolicy(user.grantedPolicies, policy)) throw new ForbiddenError();
  });
}
