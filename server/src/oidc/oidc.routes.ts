// Mounts the provider (a Koa app) in Fastify: its routes are Fastify routes that hand the raw
// request over (`reply.hijack()`), so the provider reads the body itself and our own routes
// keep their hooks and error format. The token endpoint is rate-limited per address first, and
// answers a plain session renewal itself (session-renewal.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { dependencyOf, RETRY_AFTER_SECONDS } from '../errors/dependency-errors';
import { takeAttempt } from '../web/rate-limit';
import { dropBearerFromClientAuth } from './client-auth-header';
import type { OidcService } from './oidc-service';
import { TEMPORARILY_UNAVAILABLE } from './outage';
import { OIDC_ROUTES } from './provider';
import { plainRenewal, renewSession, type TokenAnswer } from './session-renewal';

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

const RENEWAL_FORM_LIMIT = 4096;

/** The next data `raw` has (its end, an error or a close answer null). */
async function nextChunk(raw: FastifyRequest['raw']): Promise<Buffer | null> {
  for (;;) {
    const chunk = raw.read() as Buffer | null;
    if (chunk !== null || raw.readableEnded || raw.destroyed) return chunk;
    await new Promise<void>((resolve) => {
      const done = () => {
        raw.off('readable', done).off('end', done).off('close', done).off('error', done);
        resolve();
      };
      raw.on('readable', done).on('end', done).on('close', done).on('error', done);
    });
  }
}

/**
 * A small URL-encoded body, read and then put back (`unshift`) for the provider, which reads
 * the request after us as if nobody had. Others are left unread.
 */
async function peekSmallForm(raw: FastifyRequest['raw']): Promise<string | undefined> {
  const length = Number(raw.headers['content-length']);
  const type = raw.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return undefined;
  if (!Number.isInteger(length) || length <= 0 || length > RENEWAL_FORM_LIMIT) return undefined;
  const chunks: Buffer[] = [];
  let received = 0;
  while (received < length) {
    const chunk = await nextChunk(raw);
    if (chunk === null) break;
    chunks.push(chunk);
    received += chunk.length;
  }
  // A body cut short has ended the stream (or the connection): nothing to give back.
  if (received !== length) return undefined;
  const body = Buffer.concat(chunks);
  // In the same tick as the last read: Node does not end a stream that got data back.
  raw.unshift(body);
  return body.toString('utf8');
}

/** The token answer of a plain session renewal, when it is one the server takes itself. */
async function renewalOf(
  oidc: OidcService,
  request: FastifyRequest,
): Promise<TokenAnswer | 'unavailable' | undefined> {
  const context = oidc.renewalContext();
  const { origin, authorization, dpop } = request.headers;
  // Client authentication and proof of possession are the provider's to check.
  if (authorization !== undefined || dpop !== undefined) return undefined;
  if (origin !== undefined && !context.allowedOrigins.has(origin)) return undefined;
  const form = await peekSmallForm(request.raw);
  const renewal = form === undefined ? undefined : plainRenewal(form);
  if (!renewal) return undefined;
  try {
    return await renewSession(context, renewal);
  } catch (error) {
    const dependency = dependencyOf(error);
    if (!dependency) throw error;
    request.log.warn({ dependency, cause: String(error) }, 'dependency unavailable');
    return 'unavailable';
  }
}

/** The provider's token answer headers: never cached; CORS for an allowed origin. */
function answerToken(request: FastifyRequest, reply: FastifyReply, answer: TokenAnswer) {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    reply
      .header('Access-Control-Allow-Origin', origin)
      .header('Access-Control-Expose-Headers', 'WWW-Authenticate')
      .header('Vary', 'Origin');
  }
  return reply.header('Cache-Control', 'no-store').send(answer);
}

export async function oidcRoutes(
  app: FastifyInstance,
  { deps, oidc }: { deps: AppDeps; oidc: OidcService },
): Promise<void> {
  // Leave every body unread: the provider parses its own requests.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  /**
   * The token endpoint's own answers: rate limited, or a session renewal taken here. True when
   * it has answered (a reply is thenable, so it is not what this resolves to).
   */
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
      return true;
    }
    const renewed = gate === 'unavailable' ? 'unavailable' : await renewalOf(oidc, request);
    if (renewed === 'unavailable') void unavailable(reply);
    else if (renewed) void answerToken(request, reply, renewed);
    return renewed !== undefined;
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
