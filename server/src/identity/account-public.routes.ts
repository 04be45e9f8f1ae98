// ABP's anonymous account endpoints: self-registration and the forgotten-password flow. Every
// one is rate-limited per address; the reset request also per e-mail address, and it answers
// 204 at once whatever the address: the lookup and the e-mail happen after the answer. Only
// when the side can send no e-mail at all (no SMTP host, no outbox) does it say so, since that
// depends on the tenant's settings, never on the address.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { ANONYMOUS } from '../auth/route-policy';
import { inRequestTenant } from '../auth/scoped';
import { grantRevoker } from '../oidc/grant-revocation';
import { secretSubkey } from '../config/secret-key';
import { BadRequestError } from '../errors/app-error';
import { canSendEmail } from '../emailing/mailer';
import { cachedSettingValues } from '../settings/settings.service';
import { requestCulture } from '../web/culture';
import { enforceRateLimit } from '../web/rate-limit';
import { parseInput } from '../web/validate';
import { requestFacts } from './account-context';
import {
  registerSchema,
  resetPasswordSchema,
  sendResetCodeSchema,
  verifyResetTokenSchema,
} from './account.schemas';
import { userDto } from './identity.dto';
import { normalizeName } from './normalized-name';
import { hashPassword } from './passwords';
import {
  resetPassword,
  sendPasswordResetEmail,
  verifyPasswordResetToken,
} from './password-reset.service';
import {
  assertRegistrationPassword,
  assertSelfRegistrationEnabled,
  registerUser,
} from './registration.service';

/** Reset e-mails one address may ask for per minute, wherever the requests come from. */
const RESET_EMAILS_PER_ADDRESS = 5;

export async function accountPublicRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const config = { policy: ANONYMOUS };
  const resetKey = () => secretSubkey(deps.config, 'password-reset');
  const limit = deps.config.credentialRateLimit;
  const pending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  app.post('/api/account/register', { config }, async (request) => {
    await enforceRateLimit(deps.ephemeral, 'register', request, limit);
    const input = parseInput(registerSchema, request.body);
    const isHost = request.crm.tenant.isHost;
    await inRequestTenant(deps.db, request, async (scope) => {
      await assertSelfRegistrationEnabled(scope, isHost);
      await assertRegistrationPassword(scope, isHost, input);
    });
    const hash = await hashPassword(input.password);
    const user = await inRequestTenant(deps.db, request, (scope) =>
      registerUser(scope, input, hash),
    );
    return userDto(user);
  });

  app.post('/api/account/send-password-reset-code', { config }, async (request, reply) => {
    await enforceRateLimit(deps.ephemeral, 'password-reset', request, limit);
    const { email } = parseInput(sendResetCodeSchema, request.body);
    await enforceRateLimit(
      deps.ephemeral,
      'password-reset-address',
      { ip: normalizeName(email) },
      RESET_EMAILS_PER_ADDRESS,
    );
    const outboxDir = deps.config.emailOutboxDir;
    const values = await cachedSettingValues(deps.db, deps.caches, request.crm.tenant);
    if (!canSendEmail({ values, outboxDir }))
      throw new BadRequestError('Crm:PasswordResetEmailUnavailable');
    const context = {
      db: deps.db,
      key: resetKey(),
      mailKey: secretSubkey(deps.config, 'setting-encryption'),
      outboxDir,
      origin: deps.origin(),
      culture: requestCulture(request),
    };
    const job = sendPasswordResetEmail(context, requestFacts(request), email)
      .catch((error: unknown) => request.log.warn({ err: error }, 'password reset e-mail failed'))
      .finally(() => pending.delete(job));
    pending.add(job);
    return reply.status(204).send();
  });

  app.post('/api/account/verify-password-reset-token', { config }, async (request) => {
    await enforceRateLimit(deps.ephemeral, 'password-reset', request, limit);
    const input = parseInput(verifyResetTokenSchema, request.body);
    return verifyPasswordResetToken(deps.db, resetKey(), request.crm.tenant.id, input);
  });

  app.post('/api/account/reset-password', { config }, async (request, reply) => {
    await enforceRateLimit(deps.ephemeral, 'password-reset', request, limit);
    const input = parseInput(resetPasswordSchema, request.body);
    const revokeGrants = grantRevoker(deps.oidcStore);
    await resetPassword(deps.db, resetKey(), requestFacts(request), input, revokeGrants);
    return reply.status(204).send();
  });
}
