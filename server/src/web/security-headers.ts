// Security headers for every response, and the Content-Security-Policy of the host page.
// `script-src` lists exactly the origins remote code may come from (ours and the allowed
// release origins) with no 'unsafe-eval'; styles allow inline because Fluent's Griffel inserts
// its atomic rules at run time.
import type { FastifyInstance } from 'fastify';

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

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  });
}
