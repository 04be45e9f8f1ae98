// The identity provider's credential endpoints are rate-limited per client address by what a
// request means, not by how its target is spelled (web/request-target.ts): every POST under
// `/connect/` (token, revocation, logout, …) and to the sign-in interaction counts, in any case,
// with a trailing slash, percent-encoded or in absolute-form, whether a router then serves it or
// answers 404. A
// hook on the whole app, ahead of routing's outcome: a spelling no route matches still spends
// the budget and gets 429 once it is spent. The sign-in is also limited per account name, in its
// route (interaction.routes.ts), where the name is known.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { dependencyOf, RETRY_AFTER_SECONDS } from '../errors/dependency-errors';
import { normalizeName } from '../identity/normalized-name';
import { isUnder } from '../web/path-meaning';
import {
  RATE_LIMIT_WINDOW_SECONDS,
  takeAttempt,
  takeKeyedAttempt,
  tooManyRequests,
} from '../web/rate-limit';
import { servedPathMeaning } from '../web/request-target';
import { TEMPORARILY_UNAVAILABLE } from './outage';

/** The provider's endpoints take four times the sign-in's budget (a renewal per tab and so on). */
const PROVIDER_LIMIT_FACTOR = 4;
const PROVIDER_PATH = '/connect';
const SIGN_IN_PATH = '/account/login/interaction';

/** RFC 6749 §5.2's shape: the provider's clients read its errors, not ABP's. */
const TOO_MANY_REQUESTS = {
  error: 'invalid_request',
  error_description: 'Too many requests. Please try again shortly.',
};

/** The provider's endpoints' limit; its counters' store being down is no reason for a 500. */
async function providerGate(
  deps: AppDeps,
  request: FastifyRequest,
): Promise<'pass' | 'limited' | 'unavailable'> {
  const limit = deps.config.credentialRateLimit * PROVIDER_LIMIT_FACTOR;
  try {
    return (await takeAttempt(deps.ephemeral, 'connect', request, limit)) ? 'pass' : 'limited';
  } catch (error) {
    const dependency = dependencyOf(error);
    if (!dependency) throw error;
    request.log.warn({ dependency, cause: String(error) }, 'dependency unavailable');
    return 'unavailable';
  }
}

function answerProviderGate(reply: FastifyReply, gate: 'limited' | 'unavailable') {
  const limited = gate === 'limited';
  return reply
    .status(limited ? 429 : 503)
    .header('Retry-After', String(limited ? RATE_LIMIT_WINDOW_SECONDS : RETRY_AFTER_SECONDS))
    .header('Cache-Control', 'no-store')
    .send(limited ? TOO_MANY_REQUESTS : TEMPORARILY_UNAVAILABLE);
}

export function registerCredentialLimits(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    const path = servedPathMeaning(request);
    if (isUnder(path, PROVIDER_PATH)) {
      const gate = await providerGate(deps, request);
      if (gate !== 'pass') return answerProviderGate(reply, gate);
    } else if (isUnder(path, SIGN_IN_PATH)) {
      const limit = deps.config.credentialRateLimit;
      if (!(await takeAttempt(deps.ephemeral, 'login', request, limit))) throw tooManyRequests();
    }
  });
}

/**
 * The sign-in's second budget: per account name in its tenant, wherever the attempts come from
 * (many addresses guessing one account's password). The name is hashed: the counters' store
 * holds no account names.
 */
export async function enforceAccountNameLimit(
  deps: AppDeps,
  tenantId: string,
  userNameOrEmail: string,
): Promise<void> {
  const name = `${tenantId}:${normalizeName(userNameOrEmail)}`;
  const key = createHash('sha256').update(name).digest('base64url');
  const limit = deps.config.credentialRateLimit;
  if (!(await takeKeyedAttempt(deps.ephemeral, 'login-name', key, limit))) throw tooManyRequests();
}
