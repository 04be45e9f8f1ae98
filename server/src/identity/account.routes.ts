// The signed-in user's own account endpoints the shell calls: the multiple-login check
// (multiple-login.routes.ts), password expiry, password change and the user's
// security log. Change-password accepts ABP's query-string form and a JSON body (preferred:
// secrets in a URL end up in logs, which is why the server redacts those query values).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../auth/request-context';
import { AUTHENTICATED } from '../auth/route-policy';
import { inRequestTenant } from '../auth/scoped';
import { grantRevoker } from '../oidc/grant-revocation';
import { cachedSettingValues } from '../settings/settings.service';
import { enforceRateLimit } from '../web/rate-limit';
import { parseInput } from '../web/validate';
import {
  changeOwnPassword,
  isPasswordExpired,
  savePasswordExpiry,
} from './password-change.service';
import { ownSecurityLog } from './security-log.service';
import { multipleLoginRoutes } from './multiple-login.routes';

export const changePasswordSchema = v.strictObject({
  currentPassword: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  newPassword: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
});
export const securityLogQuerySchema = v.object({
  // At most ten million pages of 100: an offset the database can take (4e227 answered 500).
  pageNumber: v.pipe(
    v.optional(v.string(), '1'),
    v.transform(Number),
    v.integer(),
    v.minValue(1),
    v.maxValue(10_000_000),
  ),
  pageSize: v.pipe(
    v.optional(v.string(), '10'),
    v.transform(Number),
    v.integer(),
    v.minValue(1),
    v.maxValue(100),
  ),
});

export async function accountRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const config = { policy: AUTHENTICATED };

  multipleLoginRoutes(app, deps);

  const expiryDays = async (request: Parameters<typeof inRequestTenant>[1]) =>
    Number(
      (await cachedSettingValues(deps.db, deps.caches, request.crm.tenant)).get(
        'Crm.Identity.PasswordExpiryDays',
      ),
    ) || 0;

  app.get(
    '/api/app/user-password-expiration/check-password-is-expired',
    { config },
    async (request) => {
      const current = await requireUser(request);
      return isPasswordExpired(current.user, await expiryDays(request));
    },
  );

  app.post(
    '/api/app/user-password-expiration/save-password-expiration',
    { config },
    async (request) => {
      const current = await requireUser(request);
      const days = await expiryDays(request);
      return inRequestTenant(deps.db, request, (scope) =>
        savePasswordExpiry(scope, current.user, days),
      );
    },
  );

  const changePassword = async (request: Parameters<typeof inRequestTenant>[1], input: unknown) => {
    await enforceRateLimit(deps.ephemeral, 'password', request, deps.config.credentialRateLimit);
    const current = await requireUser(request);
    const fields = parseInput(changePasswordSchema, input);
    await changeOwnPassword(
      deps.db,
      {
        tenant: request.crm.tenant,
        user: current.user,
        sessionId: current.sessionId,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        revokeGrants: grantRevoker(deps.oidcStore),
      },
      fields,
    );
  };

  app.post('/api/app/user/change-password', { config }, async (request, reply) => {
    const body = request.body && typeof request.body === 'object' ? request.body : undefined;
    await changePassword(request, body ?? request.query);
    return reply.status(204).send();
  });

  app.post('/api/account/my-profile/change-password', { config }, async (request, reply) => {
    await changePassword(request, request.body);
    return reply.status(204).send();
  });

  app.get('/api/app/user/user-security-log', { config }, async (request) => {
    const current = await requireUser(request);
    const { pageNumber, pageSize } = parseInput(securityLogQuerySchema, request.query);
    return inRequestTenant(deps.db, request, (scope) =>
      ownSecurityLog(scope, current.user.id, { pageNumber, pageSize }),
    );
  });
}
