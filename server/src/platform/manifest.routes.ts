// The runtime manifest every page load reads (`GET /api/platform/remotes`): the browser's
// rollout id (`?rolloutId=`) and tenant (the `__tenant` header, as on every API call) choose
// whether it gets a remote's canary.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { secretSubkey } from '../config/secret-key';
import { NotFoundError } from '../errors/app-error';
import { requestedTenantKey, resolveTenantByKey } from '../tenancy/tenant-resolver';
import { parseInput } from '../web/validate';
import { mintHealthTicket } from './health-ticket';
import { resolveManifest } from './manifest.service';
import { pinsAllowed } from './pin-permission';
import { manifestQuerySchema } from './releases.schemas';

/** The request's tenant id, looked up once; none for the host or a tenant that is gone. */
function tenantOf(deps: AppDeps, request: FastifyRequest): () => Promise<string | undefined> {
  let tenant: Promise<string | undefined> | undefined;
  const load = async () => {
    const key = requestedTenantKey(request, deps.config.tenantHostPattern);
    try {
      const resolved = await resolveTenantByKey(deps.db, key, deps.caches);
      return resolved.isHost ? undefined : resolved.id;
    } catch (error) {
      // A stale tenant in the browser must not stop the page from loading: it takes no canary.
      if (error instanceof NotFoundError) return undefined;
      throw error;
    }
  };
  return () => (tenant ??= load());
}

export async function manifestRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const ticketKey = secretSubkey(deps.config, 'health-ticket');
  app.get('/api/platform/remotes', async (request, reply) => {
    const { pins, rolloutId } = parseInput(manifestQuerySchema, request.query);
    // Never kept nor revalidated: every answer carries a fresh health ticket (health-ticket.ts),
    // so a 304 would hand the page an old ticket whose outcomes were already counted.
    reply.header('Cache-Control', 'no-store');
    // The answer depends on the caller's token (whose pins apply) and tenant (a canary's).
    reply.header('Vary', 'Authorization, __tenant');
    const allowed =
      pins.length > 0 ? await pinsAllowed(deps, request) : deps.config.remoteOverrides;
    const manifest = await resolveManifest(deps.db, {
      pins,
      overridesAllowed: allowed,
      devRemotes: deps.config.devRemotes,
      rolloutId,
      tenantId: tenantOf(deps, request),
    });
    const grant = { rolloutId, releases: manifest.remotes };
    const healthTicket = mintHealthTicket(ticketKey, grant, deps.clock.now());
    reply.type('application/json; charset=utf-8');
    return reply.send(JSON.stringify({ ...manifest, healthTicket }));
  });
}
