// Health reports come from this site's own pages. A browser names the page's origin on every
// POST; a page of another site must not add failures to a canary's counts (they end canaries).
// A request without an Origin is not a browser's page (a browser sends one with every POST, a
// beacon's too): it is refused.
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { ForbiddenError } from '../errors/app-error';

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** The request's own host (a tenant's host name too), the public origin or a CORS origin. */
export function isOwnOrigin(deps: AppDeps, request: FastifyRequest, origin: string): boolean {
  const host = hostOf(origin);
  if (host === undefined) return false;
  if (host === request.host) return true;
  return [deps.origin(), ...deps.config.corsOrigins].some((allowed) => hostOf(allowed) === host);
}

export function assertOwnOrigin(deps: AppDeps, request: FastifyRequest): void {
  const { origin } = request.headers;
  if (origin === undefined) throw new ForbiddenError('Platform:OriginRequired');
  if (!isOwnOrigin(deps, request, origin))
    throw new ForbiddenError('Platform:ForeignOrigin', [origin.slice(0, 200)]);
}
