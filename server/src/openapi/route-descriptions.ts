// The one description of the API: every route the server exposes, with what it takes and
// answers. The OpenAPI document and ABP's api-definition are both generated from it, and a
// test fails for any exposed route that is neither described here nor left out below.
import { ABP_MODULE_OPERATIONS } from './abp-module.operations';
import { OPERATIONS, type Operation } from './operations';
import { PLATFORM_OPERATIONS } from './platform.operations';
import { REMOTE_HEALTH_OPERATIONS } from '../platform/remote-health.operations';

export const ROUTE_DESCRIPTIONS: Readonly<Record<string, Operation>> = {
  ...OPERATIONS,
  ...ABP_MODULE_OPERATIONS,
  ...PLATFORM_OPERATIONS,
  ...REMOTE_HEALTH_OPERATIONS,
};

/**
 * Routes that are not API calls, so neither document describes them. Each answers a browser or
 * is described by a standard of its own; keep this list short and say why.
 */
export const UNDESCRIBED_ROUTES: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /^OPTIONS /, why: 'CORS preflight answers, not operations' },
  {
    pattern: /^GET \/remotes\/\*$/,
    why: 'the remote releases’ files (immutable static files, listed by the runtime manifest)',
  },
  {
    pattern: /^GET \*$/,
    why: 'the single-page app’s fallback: every other URL gets the host page',
  },
  {
    pattern: /^GET \/(?!api\/)[^:*]*\.[A-Za-z0-9]+$/,
    why: 'static files of the host build (scripts, styles, fonts, manifests), by content hash',
  },
  {
    pattern: /^(GET|POST) \/connect\/\*$/,
    why: 'the OpenID Connect provider’s endpoints, described by its discovery document',
  },
  {
    pattern: /^GET \/\.well-known\//,
    why: 'OpenID Connect discovery and signing keys: standard documents of their own',
  },
  {
    pattern: /^(GET|POST) \/account\/login\/interaction\//,
    why: 'the sign-in pages of the code flow (HTML forms the browser is sent to)',
  },
  { pattern: /^GET \/Account\/Manage$/, why: 'ABP’s profile-page address, redirected to ours' },
  {
    pattern: /^GET \/metrics$/,
    why: 'Prometheus’ exposition format for a scraper, a standard of its own (docs/deploy.md)',
  },
  {
    pattern: /^GET \/swagger(\/(?!v1\/).*)?$/,
    why: 'Swagger UI’s page and files (it shows this API)',
  },
];

export function isUndescribed(method: string, url: string): boolean {
  const route = `${method} ${url}`;
  return UNDESCRIBED_ROUTES.some(({ pattern }) => pattern.test(route));
}

/** The exposed routes with neither a description nor a reason to have none. */
export function routesMissingDescriptions(
  exposed: readonly { method: string; url: string }[],
): string[] {
  return exposed
    .filter(({ method, url }) => !ROUTE_DESCRIPTIONS[`${method} ${url}`])
    .filter(({ method, url }) => !isUndescribed(method, url))
    .map(({ method, url }) => `${method} ${url}`);
}

/** Descriptions of routes the app does not serve (left behind by a removed route). */
export function descriptionsWithoutRoutes(
  exposed: readonly { method: string; url: string }[],
): string[] {
  const served = new Set(exposed.map(({ method, url }) => `${method} ${url}`));
  return Object.keys(ROUTE_DESCRIPTIONS).filter((key) => !served.has(key));
}
