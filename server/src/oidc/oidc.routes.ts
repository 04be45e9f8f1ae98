// Mounts the provider (a Koa app) in Fastify: its routes are Fastify routes that hand the raw
// request over (`reply.hijack()`), so the provider reads the body itself and our own routes
// keep their hooks and error format. The token endpoint is rate-limited per address first.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { dependencyOf, RETRY_AFTER_SECONDS } from '../errors/dependency-errors';
import { takeAttempt } from '../web/rate-limit';
import { dropBearerFromClientAuth } from './client-auth-header';
import type { OidcService } from './oidc-service';
import { TEMPORARILY_UNAVAILABLE } from './outage';
import { OIDC_ROUTES } from './provider';

const TOKEN_LIMIT_FACTOR = 4;

/**
 * The provider builds its URLs from the request's host; pin that to the issuer so a forged
 * Host or X-Forwarded-* header cannot change the endpoints it publishes.
 */
function pinToIssuer(request: FastifyRequest, issuer: string): void {
  const url = new URL(issuer);
  const headers = request.raw.headers;
  headers.host = url.host;
  headers['x-forwarded-host'] = url.host;
  headers['x-forwarded-proto'] = url.protocol.replace(':', '');
}

/** The token endpoint's rate limit; its counters' store being down is no reason for a 500. */
async function tokenGate(
  deps: AppDeps,
  request: FastifyRequest,
): Promise<'pass' | 'limited' | 'unavailable'> {
  const limit = deps.config.credentialRateLimit * TOKEN_LIMIT_FACTOR;
  try {
    return (await takeAttempt(deps.ephemeral, 'token', request, limit)) ? 'pass' : 'limited';
  } catch (error) {
    const dependency = dependencyOf(error);
    if (!dependency) throw error;
    request.log.warn({ dependency, cause: String(error) }, 'dependency unavailable');
    return 'unavailable';
  }
}

function unavailable(reply: FastifyReply) {
  return reply
    .status(503)
    .header('Retry-After', String(RETRY_AFTER_SECONDS))
    .header('Cache-Control', 'no-store')
    .send(TEMPORARILY_UNAVAILABLE);
}

export async function oidcRoutes(
  app: FastifyInstance,
  { deps, oidc }: { deps: AppDeps; oidc: OidcService },
): Promise<void> {
  // Leave every body unread: the provider parses its own requests.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  /** The token endpoint's own answers: rate limited, or its limit's store away. */
  const answeredTokenRequest = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<boolean> => {
    const gate = await tokenGate(deps, request);
    if (gate === 'limited') {
      void reply.status(429).header('Retry-After', '60').header('Cache-Control', 'no-store').send({
        error: 'invalid_request',
        error_description: 'Too many requests. Please try again shortly.',
      });
    } else if (gate === 'unavailable') void unavailable(reply);
    return gate !== 'pass';
  };

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    dropBearerFromClientAuth(request.raw, path);
    if (request.method === 'POST' && path === OIDC_ROUTES.token) {
      if (await answeredTokenRequest(request, reply)) return reply;
    }
    reply.hijack(); // the security headers are on reply.raw already (web/security-headers.ts)
    pinToIssuer(request, oidc.issuer);
    await oidc.get().callback()(request.raw, reply.raw);
  };

  const methods = ['GET', 'POST', 'OPTIONS', 'HEAD'] as const;
  app.route({ method: [...methods], url: '/connect/*', handler: handle });
  app.route({
    method: ['GET', 'OPTIONS', 'HEAD'],
    url: '/.well-known/openid-configuration',
    handler: handle,
  });
  app.route({ method: ['GET', 'OPTIONS', 'HEAD'], url: OIDC_ROUTES.jwks, handler: handle });
}
