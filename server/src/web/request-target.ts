// The request target (RFC 9112 §3.2), read once for everyone. A client may send the target in
// origin-form (`/connect/token`) or in absolute-form (`http://host/connect/token`, which a server
// must accept). Fastify's router serves an absolute-form target by the path after its authority,
// and so does the identity provider, while a rule reading the target as a path would see
// `/http:/host/connect/token` and be dodged. So, before routing (Fastify's `rewriteUrl`), an
// absolute-form target naming one of our hosts is rewritten to its origin-form, and its host
// becomes the request's Host (§3.2.2); the router, every hook and the provider then read the
// same origin-form target. Any other target (another host, userinfo, a scheme other than http or
// https, a fragment, `*`) is refused with 400 before anything else reads it.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { ServerConfig } from '../config/env';
import { BadRequestError } from '../errors/app-error';
import { tenantFromHost } from '../tenancy/tenant-resolver';
import { pathMeaning } from './path-meaning';
import { redactUrl } from './redact';

/** An authority without userinfo: a name, an IPv4 address or a bracketed IPv6 one, a port. */
const AUTHORITY = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const ABSOLUTE_FORM = /^(https?):\/\/([^/?#]*)([^#]*)$/i;

export type RequestTarget =
  | { form: 'origin'; target: string }
  | { form: 'absolute'; hostname: string; host: string; target: string }
  | { form: 'refused' };

/** The target as the router serves it: `target` is always origin-form (path and query). */
export function readRequestTarget(raw: string): RequestTarget {
  if (raw.startsWith('/')) return { form: 'origin', target: raw };
  const absolute = ABSOLUTE_FORM.exec(raw);
  const authority = absolute?.[2];
  if (!absolute || !authority || !AUTHORITY.test(authority)) return { form: 'refused' };
  const rest = absolute[3]!;
  const target = rest.startsWith('/') ? rest : `/${rest}`;
  const hostname = new URL(`http://${authority}`).hostname.replace(/\.$/, '').toLowerCase();
  return { form: 'absolute', hostname, host: authority, target };
}

/** The path the router serves for `target` (either form), without its query. */
function originPath(target: string): string {
  const read = readRequestTarget(target);
  return read.form === 'refused' ? '/' : read.target.split('?', 1)[0]!;
}

/** The path the router serves for this request, without query, exactly as spelled (DPoP's `htu`). */
export function servedPath(request: Pick<FastifyRequest, 'url'>): string {
  return originPath(request.url);
}

/**
 * What the served path means (path-meaning.ts): the one input of every decision made from a
 * request's path — rate limits, static files, CORS, security headers, the provider's mount.
 */
export function servedPathMeaning(request: Pick<FastifyRequest, 'url'>): string {
  return pathMeaning(servedPath(request));
}

/** The host names that are ours for a request: beyond `named`, the address it was sent to. */
export function isOurHostname(
  hostname: string,
  raw: Pick<IncomingMessage, 'socket'>,
  named: (hostname: string) => boolean,
): boolean {
  if (named(hostname)) return true;
  const local = raw.socket?.localAddress?.replace(/^::ffff:/, '');
  if (!local) return false;
  const localName = local.includes(':') ? `[${local}]` : local;
  const loopback = local.startsWith('127.') || local === '::1';
  return hostname === localName || (loopback && hostname === 'localhost');
}

const refusedTargets = new WeakSet<IncomingMessage>();

/**
 * Fastify's `rewriteUrl`: the origin-form of the request's target. A refused target is
 * remembered and answered 400 by registerRequestTargetCheck's hook, ahead of every hook that
 * decides anything from the request; the router sees the root meanwhile, which no handler gets
 * to serve.
 */
export function originFormOf(raw: IncomingMessage, named: (hostname: string) => boolean): string {
  const read = readRequestTarget(raw.url ?? '');
  if (read.form === 'origin') return read.target;
  if (read.form === 'absolute' && isOurHostname(read.hostname, raw, named)) {
    raw.headers.host = read.host;
    return read.target;
  }
  refusedTargets.add(raw);
  return '/';
}

/** Answers a refused request target 400 (ABP's localized error); registered ahead of the rest. */
export function registerRequestTargetCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!refusedTargets.has(request.raw)) return;
    // The log's `url` is the root the router was given; the target as sent is this.
    request.log.info({ target: redactUrl(request.originalUrl) }, 'request target refused');
    throw new BadRequestError('Crm:RequestTargetRefused');
  });
}

/** The host names the configuration gives us: the public origin's and the tenants' (a pattern). */
export function namedByUs(
  deps: Pick<AppDeps, 'origin'> & { config: Pick<ServerConfig, 'tenantHostPattern'> },
): (hostname: string) => boolean {
  return (hostname) =>
    new URL(deps.origin()).hostname === hostname ||
    tenantFromHost(hostname, deps.config.tenantHostPattern) !== undefined;
}
