// The JSON endpoints behind the product's login page (`/account/login?interaction=<uid>`), see
// docs/api/login-interaction.md. They live under `/account/login/` because the provider's
// interaction cookie is scoped to the login page's path: the cookie binds the interaction to
// the browser that started it.
import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify';
import type { InteractionResults } from 'oidc-provider';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import { ANONYMOUS } from '../auth/route-policy';
import { BadRequestError, NotFoundError, undefinedIfNotFound } from '../errors/app-error';
import { signIn, type SignInFailure } from '../identity/sign-in.service';
import { requestedTenantKey, resolveTenantByKey } from '../tenancy/tenant-resolver';
import { parseInput } from '../web/validate';
import { enforceAccountNameLimit } from './credential-limits';
import type { OidcService } from './oidc-service';

export const INTERACTION_PATH = '/account/login/interaction/:uid';

const uidParams = v.object({ uid: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{10,64}$/)) });
const loginBody = v.strictObject({
  userNameOrEmailAddress: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(256)),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  rememberMe: v.optional(v.boolean(), false),
});

/** ABP's AbpLoginResult codes, returned in `error.data.result`. */
const LOGIN_FAILURES: Record<SignInFailure, { code: string; result: number }> = {
  InvalidUserNameOrPassword: { code: 'Crm:Login:InvalidUserNameOrPassword', result: 2 },
  NotAllowed: { code: 'Crm:Login:NotAllowed', result: 3 },
  LockedOut: { code: 'Crm:Login:LockedOut', result: 4 },
  LocalLoginDisabled: { code: 'Crm:Login:LocalLoginDisabled', result: 3 },
};

export async function interactionRoutes(
  app: FastifyInstance,
  { deps, oidc }: { deps: AppDeps; oidc: OidcService },
): Promise<void> {
  const details = async (request: FastifyRequest, reply: FastifyReply) => {
    const { uid } = parseInput(uidParams, request.params);
    reply.header('Cache-Control', 'no-store');
    try {
      const interaction = await oidc.get().interactionDetails(request.raw, reply.raw);
      if (interaction.uid === uid) return interaction;
    } catch {
      // Missing cookie, expired or unknown interaction: all the same to the caller.
    }
    throw new NotFoundError('Crm:InteractionNotFound');
  };

  const finish = async (
    request: FastifyRequest,
    reply: FastifyReply,
    result: InteractionResults,
  ) => {
    const redirectTo = await oidc.get().interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return { redirectTo };
  };

  app.get(INTERACTION_PATH, { config: { policy: ANONYMOUS } }, async (request, reply) => {
    const interaction = await details(request, reply);
    const client = await oidc.get().Client.find(String(interaction.params.client_id));
    const tenantKey = interaction.params.__tenant;
    const tenant =
      typeof tenantKey === 'string' && tenantKey
        ? await resolveTenantByKey(deps.db, tenantKey).catch(undefinedIfNotFound)
        : undefined;
    return {
      uid: interaction.uid,
      prompt: interaction.prompt.name,
      client: { clientId: client?.clientId ?? null, clientName: client?.clientName ?? null },
      tenant: tenant ? { id: tenant.id, name: tenant.name } : null,
      loginHint:
        typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : null,
      culture:
        typeof interaction.params['ui-culture'] === 'string'
          ? interaction.params['ui-culture']
          : null,
      isCodeFlow: true,
    };
  });

  app.post(INTERACTION_PATH, { config: { policy: ANONYMOUS } }, async (request, reply) => {
    // Limited per address before routing (credential-limits.ts), per account name here.
    const interaction = await details(request, reply);
    const body = parseInput(loginBody, request.body);
    const interactionTenant = interaction.params.__tenant;
    const tenant =
      requestedTenantKey(request, deps.config.tenantHostPattern) === undefined &&
      typeof interactionTenant === 'string'
        ? await resolveTenantByKey(deps.db, interactionTenant)
        : request.crm.tenant;
    await enforceAccountNameLimit(deps, tenant.id, body.userNameOrEmailAddress);
    const result = await signIn(deps.db, {
      tenant,
      userNameOrEmail: body.userNameOrEmailAddress,
      password: body.password,
      clientId: String(interaction.params.client_id ?? ''),
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      identity: 'Identity',
    });
    if (!result.ok) {
      const failure = LOGIN_FAILURES[result.reason];
      throw new BadRequestError(failure.code, [], { data: { result: failure.result } });
    }
    const finished = await finish(request, reply, {
      login: { accountId: result.user.id, remember: body.rememberMe, amr: ['pwd'] },
    });
    return { ...finished, mustChangePassword: result.user.should_change_password };
  });

  app.post(
    `${INTERACTION_PATH}/abort`,
    { config: { policy: ANONYMOUS } },
    async (request, reply) => {
      await details(request, reply);
      return finish(request, reply, {
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
      });
    },
  );
}
