// The security headers of every response, whatever answers it: the API, the host page and its
// static files, the remote releases, and the identity provider (whose responses are written by
// the provider itself, past Fastify's reply hooks). So they are set on the raw response as the
// request arrives; whatever is written later can add to them but no path goes without.
// `script-src` of the host page lists exactly the origins remote code may come from (ours and
// the allowed release origins) with no 'unsafe-eval'; styles allow inline because Fluent's
// Griffel inserts its atomic rules at run time.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config/env';
import { isUnder } from './path-meaning';
import { servedPathMeaning } from './request-target';

export function contentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const remotes = remoteOrigins.join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self'${remotes ? ` ${remotes}` : ''}`,
    `connect-src 'self'${remotes ? ` ${remotes}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `font-src 'self'${remotes ? ` ${remotes}` : ''}`,
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ];
  return directives.join('; ');
}

/** Remote releases may be loaded by a host on another origin (they allow any, by CORS too). */
const CROSS_ORIGIN_PREFIX = '/remotes';
/** One year; no includeSubDomains: the server cannot vouch for the other hosts of its domain. */
const HSTS = 'max-age=31536000';

const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** The security headers of the response to a request for the path `meaning` (path-meaning.ts). */
export function securityHeaders(meaning: string, httpsOnly: boolean): Record<string, string> {
  return {
    ...COMMON_HEADERS,
    'Cross-Origin-Resource-Policy': isUnder(meaning, CROSS_ORIGIN_PREFIX)
      ? 'cross-origin'
      : 'same-origin',
    ...(httpsOnly ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** True when the public URL is https: only then may browsers be told to use nothing else. */
export function isHttpsOnly(config: Pick<ServerConfig, 'publicUrl'>): boolean {
  return config.publicUrl?.startsWith('https:') ?? false;
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'publicUrl'>,
): void {
  const httpsOnly = isHttpsOnly(config);
  const sameOrigin = Object.entries(securityHeaders('/', httpsOnly));
  const crossOrigin = Object.entries(securityHeaders(CROSS_ORIGIN_PREFIX, httpsOnly));
  app.addHook('onRequest', async (request, reply) => {
    const crossAllowed = isUnder(servedPathMeaning(request), CROSS_ORIGIN_PREFIX);
    const headers = crossAllowed ? crossOrigin : sameOrigin;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  });
}
