// What each route of the route table takes, beyond its OpenAPI schema: the kind of row each
// path parameter names, and a valid query and body built from a tenant's sample rows. The
// fuzzer mutates these; the tenant matrix sends them with another tenant's rows. A route with
// a parameter, or one without a schema that takes input, must be listed here (tests fail on a
// route that is not).
import type { ProbeRequest } from './probe-request';
import { BUSINESS_SAMPLES } from './route-catalogue-business';
import { IDENTITY_SAMPLES } from './route-catalogue-identity';
import { routeKey, type ParamKind, type RouteSample } from './route-sample';
import type { TenantSamples } from './samples';
import type { Principal } from './world';

export {
  routeKey,
  ROW_KINDS,
  type ParamKind,
  type RouteSample,
  type RowKind,
} from './route-sample';

export const ROUTE_CATALOGUE: Readonly<Record<string, RouteSample>> = {
  ...IDENTITY_SAMPLES,
  ...BUSINESS_SAMPLES,
};

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
