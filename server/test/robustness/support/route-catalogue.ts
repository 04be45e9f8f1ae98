// What each route of the route table takes, beyond its OpenAPI schema: the kind of row each
// path parameter names, and a valid query and body built from a tenant's sample rows. The
// fuzzer mutates these; the tenant matrix sends them with another tenant's rows. A route with
// a parameter, or one without a schema that takes input, must be listed here (tests fail on a
// route that is not).
import { BUSINESS_SAMPLES } from './route-catalogue-business';
import { IDENTITY_SAMPLES } from './route-catalogue-identity';
import type { ProbeRequest } from './prober';
import type { TenantSamples } from './samples';
import type { Principal } from './world';

/** Kinds of tenant rows a parameter can name; the tenant matrix passes another tenant's. */
export const ROW_KINDS = [
  'user',
  'userName',
  'email',
  'role',
  'basket',
  'contract',
  'wagePlan',
  'question',
] as const;
export type RowKind = (typeof ROW_KINDS)[number];

/** Parameters that name no tenant row: tenants (host data), sign-in flows, remotes, enums. */
export type ParamKind =
  RowKind | 'tenant' | 'tenantName' | 'interaction' | 'remote' | 'importKind' | 'path';

export interface RouteSample {
  params?: Readonly<Record<string, ParamKind>>;
  query?: (s: TenantSamples) => Record<string, string>;
  body?: (s: TenantSamples) => unknown;
  /** The body is not JSON (`text/csv`). */
  contentType?: string;
  /** The query or body names tenant rows, so the tenant matrix tries another tenant's. */
  namesRows?: boolean;
  /** Why the route answers for any tenant's id or name by design. */
  crossTenant?: string;
}

export const ROUTE_CATALOGUE: Readonly<Record<string, RouteSample>> = {
  ...IDENTITY_SAMPLES,
  ...BUSINESS_SAMPLES,
};

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** The path parameters of a route URL (`:id`, and `*` for a wildcard). */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
}

/** The sample value of a parameter kind in a tenant. */
export function sampleParam(kind: ParamKind, s: TenantSamples): string {
  switch (kind) {
    case 'tenant':
      return s.tenantId;
    case 'tenantName':
      return s.tenantName;
    case 'interaction':
      return 'fuzzInteractionUid0123';
    case 'remote':
      return 'reports';
    case 'importKind':
      return 'deals';
    case 'path':
      return 'app/anything';
    default:
      return s[kind][0]!;
  }
}

/** The URL of a route with its parameters filled in from a tenant's samples. */
export function sampleUrl(url: string, sample: RouteSample | undefined, s: TenantSamples): string {
  const path = url.replace(/:(\w+)|\*/g, (_, name: string | undefined) => {
    const kind = sample?.params?.[name ?? '*'];
    if (!kind) throw new Error(`no parameter kind for ${name ?? '*'} of ${url}`);
    return encodeURIComponent(sampleParam(kind, s)).replaceAll('%2F', '/');
  });
  const query = sample?.query ? new URLSearchParams(sample.query(s)).toString() : '';
  return query ? `${path}?${query}` : path;
}

/** The catalogue's valid request to a route, with a tenant's rows, as someone. */
export function sampleRequest(
  route: { method: string; url: string },
  s: TenantSamples,
  principal: Principal,
): ProbeRequest {
  const sample = ROUTE_CATALOGUE[routeKey(route)];
  const body = sample?.body?.(s);
  const hasBody = route.method === 'POST' || route.method === 'PUT';
  const payload =
    body === undefined
      ? hasBody
        ? '{}'
        : undefined
      : typeof body === 'string'
        ? body
        : JSON.stringify(body);
  return {
    principal,
    method: route.method,
    url: sampleUrl(route.url, sample, s),
    headers: {
      ...principal.headers,
      ...(payload !== undefined
        ? { 'content-type': sample?.contentType ?? 'application/json' }
        : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  };
}
