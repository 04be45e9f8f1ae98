// The userinfo endpoint for our access tokens. The provider's own refuses tokens issued for a
// resource (ours all are: audience `Crm`), so this route answers it instead, with the claims
// of the scopes the sign-in granted.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/request-context';
import { AUTHENTICATED } from '../auth/route-policy';
import { accountClaims } from './account';
import type { OidcService } from './oidc-service';
import { OIDC_ROUTES } from './provider';

const CLAIMS_OF_SCOPE: Readonly<Record<string, readonly string[]>> = {
  openid: ['sub', 'tenantid'],
  profile: ['preferred_username', 'unique_name', 'name', 'given_name', 'family_name'],
  email: ['email', 'email_verified'],
  phone: ['phone_number', 'phone_number_verified'],
  roles: ['role'],
};

export async function userinfoRoutes(
  app: FastifyInstance,
  { oidc }: { deps: AppDeps; oidc: OidcService },
): Promise<void> {
  const handler = async (request: FastifyRequest) => {
    const current = await requireUser(request);
    const { principal, tenant } = request.crm;
    const grant = principal?.sessionId
      ? await oidc.get().Grant.find(principal.sessionId)
      : undefined;
    const scopes = (grant?.getOIDCScope() ?? 'openid').split(' ');
    const allowed = new Set(scopes.flatMap((scope) => CLAIMS_OF_SCOPE[scope] ?? []));
    const claims = accountClaims({
      user: current.user,
      tenantId: tenant.id,
      roles: [...current.roles],
    });
    return Object.fromEntries(
      Object.entries(claims).filter(([name, value]) => allowed.has(name) && value !== undefined),
    );
  };
  app.get(OIDC_ROUTES.userinfo, { config: { policy: AUTHENTICATED } }, handler);
  app.post(OIDC_ROUTES.userinfo, { config: { policy: AUTHENTICATED } }, handler);
}
