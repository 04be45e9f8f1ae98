// Every route of the API declares its policy in `config.policy`: `ANONYMOUS`, `AUTHENTICATED`,
// or a permission expression (`AbpIdentity.Users.Create`, `A || B`). The route table records
// each route with its policy, so tests can walk every route; an /api route without a policy
// fails at start-up.
import type { FastifyInstance, RouteOptions } from 'fastify';

export const ANONYMOUS = '@anonymous';
export const AUTHENTICATED = '@authenticated';

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: string;
    /** The route does not depend on the request's tenant (tenant lookups): no resolution. */
    tenantFree?: boolean;
    /**
     * An `AUTHENTICATED` route that checks the caller's session itself and needs none of the
     * user's roles or permissions: the request context loads neither (the multiple-login poll,
     * which every open tab calls every 5 s).
     */
    sessionOnly?: boolean;
  }
}

export interface RouteTableEntry {
  method: string;
  url: string;
  policy: string;
}

/** Route prefixes whose routes must declare a policy (platform routes check a deploy key). */
const GOVERNED = ['/api/', '/account/login/interaction', '/connect/userinfo'];
const OWN_CHECK = ['/api/platform/'];

export function isGoverned(url: string): boolean {
  return (
    GOVERNED.some((prefix) => url.startsWith(prefix)) &&
    !OWN_CHECK.some((prefix) => url.startsWith(prefix))
  );
}

/** The policy recorded for the routes that check their callers themselves (a deploy key). */
export const SELF_CHECKED = '@self-checked';

/** The routes under the prefixes that check their callers themselves (`/api/platform/`). */
export function registerSelfCheckedRoutes(app: FastifyInstance): RouteTableEntry[] {
  const table: RouteTableEntry[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!OWN_CHECK.some((prefix) => route.url.startsWith(prefix))) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') table.push({ method, url: route.url, policy: SELF_CHECKED });
  });
  return table;
}

export function registerRouteTable(app: FastifyInstance): RouteTableEntry[] {
  const table: RouteTableEntry[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isGoverned(route.url)) return;
    const policy = (route.config as { policy?: string } | undefined)?.policy;
    if (!policy) throw new Error(`route ${String(route.method)} ${route.url} declares no policy`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, policy });
    }
  });
  return table;
}
