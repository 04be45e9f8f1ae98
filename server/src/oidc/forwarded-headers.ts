// What the provider is told about the request it is handed (a raw Node request, read by Koa).
import type { FastifyRequest } from 'fastify';

/**
 * The forwarded headers the provider reads (it trusts them: provider.ts), written by the server
 * alone. Its URLs come from the request's host and protocol, pinned to the issuer so a forged
 * Host or X-Forwarded-* header cannot change the endpoints it publishes. Its client address (the
 * security log, session records) is the one the API reads: Fastify's, which believes
 * X-Forwarded-For only from a proxy CRM_TRUST_PROXY trusts, and then only the proxy's own entry.
 */
export function writeForwardedHeaders(request: FastifyRequest, issuer: string): void {
  const url = new URL(issuer);
  const headers = request.raw.headers;
  headers.host = url.host;
  headers['x-forwarded-host'] = url.host;
  headers['x-forwarded-proto'] = url.protocol.replace(':', '');
  headers['x-forwarded-for'] = request.ip;
}
