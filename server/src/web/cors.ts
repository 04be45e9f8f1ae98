// CORS for the API: browsers on an allowed origin (the product's own, the configured clients'
// and CRM_CORS_ORIGINS) may call it with an access token. Exact origins only, never `null`, no
// cookies. The allowed request headers are exactly those ABP's clients send (tenant, time zone,
// language, XSRF token, access token) and the DPoP proof (RFC 9449); a preflight asking for
// more is answered with this list, which the browser then refuses. A refused token's challenge
// (`WWW-Authenticate`) is readable. The identity provider's endpoints answer CORS themselves (per client).
import type { FastifyInstance } from 'fastify';
import { ANONYMOUS } from '../auth/route-policy';
import { isUnder } from './path-meaning';
import { servedPathMeaning } from './request-target';

const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'accept-language',
  '__tenant',
  '__timezone',
  'x-requested-with',
  'requestverificationtoken',
  'dpop',
].join(', ');
const EXPOSED_HEADERS = [
  '_AbpErrorFormat',
  'Abp-Tenant-Resolve-Error',
  'Retry-After',
  'WWW-Authenticate',
  // The SPA dates its DPoP proofs by the server's clock (shared/src/auth/server-clock.ts).
  'Date',
].join(', ');

export function registerApiCors(
  app: FastifyInstance,
  allowedOrigins: () => ReadonlySet<string>,
): void {
  const allowed = (origin: string | undefined) =>
    origin !== undefined && allowedOrigins().has(origin);

  app.addHook('onRequest', async (request, reply) => {
    if (!isUnder(servedPathMeaning(request), '/api')) return;
    const origin = request.headers.origin;
    if (!allowed(origin)) return;
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    reply.header('Vary', 'Origin');
  });

  app.options(
    '/api/*',
    { config: { policy: ANONYMOUS, tenantFree: true } },
    async (request, reply) => {
      if (allowed(request.headers.origin)) {
        reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
        reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        reply.header('Access-Control-Max-Age', '600');
      }
      return reply.status(204).send();
    },
  );
}
