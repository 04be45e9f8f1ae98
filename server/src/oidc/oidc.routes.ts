// Mounts the provider (a Koa app) in Fastify: its routes are Fastify routes that hand the raw
// request over (`reply.hijack()`), so the provider reads the body itself and our own routes
// keep their hooks and error format. Its POSTs are rate-limited before they get here
// (credential-limits.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { servedPathMeaning } from '../web/request-target';
import { dropBearerFromClientAuth } from './client-auth-header';
import { writeForwardedHeaders } from './forwarded-headers';
import type { OidcService } from './oidc-service';
import { OIDC_ROUTES } from './provider';

export async function oidcRoutes(
  app: FastifyInstance,
  { oidc }: { deps: AppDeps; oidc: OidcService },
): Promise<void> {
  // Leave every body unread: the provider parses its own requests.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    dropBearerFromClientAuth(request.raw, servedPathMeaning(request));
    reply.hijack(); // the security headers are on reply.raw already (web/security-headers.ts)
    writeForwardedHeaders(request, oidc.issuer);
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
