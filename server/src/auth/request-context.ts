// Per-request identity for every governed route: the access token (verified, with its DPoP
// proof when bound: authenticate.ts; a refused bearer token is ignored on an anonymous route),
// the tenant, and the policy check of the route's declared policy.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPolicy } from '@crm/shared/policy';
import type { AppDeps } from '../app-deps';
import { AppError, AuthenticationRequiredError, ForbiddenError } from '../errors/app-error';
import { dependencyOf } from '../errors/dependency-errors';
import { loadCurrentUser, type CurrentUser } from '../identity/current-user';
import {
  HOST,
  requestedTenantKey,
  resolveTenantById,
  resolveTenantByKey,
  type CurrentTenant,
} from '../tenancy/tenant-resolver';
import { presentedToken, type Principal } from './access-token';
import { authenticate } from './authenticate';
import { ANONYMOUS, AUTHENTICATED } from './route-policy';
import { dpopChallenge, SenderConstraintError } from './sender-constraint';

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

/**
 * Why a presented token is not accepted. A dependency's outage (the replay cache's Redis) is
 * no answer about the token, so it is thrown on. Under the DPoP scheme the refusal carries the
 * DPoP challenge (RFC 9449 §7.1); an address over its limit of failed proofs gets the 429.
 */
function tokenRefusal(request: FastifyRequest, error: unknown): AppError {
  if (dependencyOf(error)) throw error;
  if (error instanceof SenderConstraintError) return error;
  if (error instanceof AppError && error.status === 429) return error;
  const dpop = presentedToken(request.headers.authorization)?.scheme === 'DPoP';
  return new AuthenticationRequiredError(
    'Crm:InvalidToken',
    dpop
      ? { headers: { 'WWW-Authenticate': dpopChallenge('invalid_token', 'invalid access token') } }
      : {},
  );
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
    let principal: Principal | null = null;
    let refusal: AppError | undefined;
    try {
      principal = await authenticate(deps, request);
    } catch (error) {
      refusal = tokenRefusal(request, error);
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
    // An anonymous route ignores a refused bearer token, as ABP does. A request under the DPoP
    // scheme is refused even there: its client proved a key and expects to be itself, and the
    // 401 lets it renew and retry (with a proof dated by the server's clock it has just read)
    // rather than go on as a visitor and drop its session. So is a DPoP-bound token sent as
    // Bearer (a SenderConstraintError): it is valid, but only in its key holder's hands.
    const dpopScheme = presentedToken(request.headers.authorization)?.scheme === 'DPoP';
    const ignorable =
      request.routeOptions.config.policy === ANONYMOUS &&
      !dpopScheme &&
      !(refusal instanceof SenderConstraintError);
    if (refusal && !ignorable) throw refusal;
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
