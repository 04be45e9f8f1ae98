// One fuzzed request to a route: who calls (mostly callers the route's policy admits), the path
// parameters (real rows of both tenants, or hostile text), the query and the body (from the
// OpenAPI schema, else from the route catalogue's sample), and the headers a client controls.
import fc from 'fast-check';
import { hasPolicy } from '@crm/shared/policy';
import { ANONYMOUS, SELF_CHECKED, type RouteTableEntry } from '../../../src/auth/route-policy';
import {
  pathParams,
  routeKey,
  ROUTE_CATALOGUE,
  sampleParam,
  type ParamKind,
  type RouteSample,
} from '../support/route-catalogue';
import type { ProbeRequest } from '../support/prober';
import type { TenantSamples } from '../support/samples';
import type { Principal } from '../support/world';
import { encoded, FRAGMENTS, headerSafe, hostileString } from './hostile-text';
import { valueFor, type JsonSchema, type Pools } from './json-schema-arbitrary';
import { csvVariant, sampleVariant } from './sample-arbitrary';

export type FuzzRequest = ProbeRequest;

export interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface FuzzContext {
  principals: readonly Principal[];
  own: TenantSamples;
  victim: TenantSamples;
  pools: Pools;
  operation: (route: RouteTableEntry) => OpenApiOperation | undefined;
}

const BAD_ESCAPES = ['%', '%E0%A4%A', '%zz', '%2F..%2F', '%00', '%C0%AF', '..', '%u0041'];
const BIG_BODY = JSON.stringify({ text: 'ی'.repeat(600_000) });

function principalArbitrary(route: RouteTableEntry, ctx: FuzzContext) {
  return fc.oneof(
    ...ctx.principals.map((principal) => {
      const admitted =
        route.policy === ANONYMOUS ||
        (route.policy === SELF_CHECKED
          ? principal.name === 'deploy key'
          : hasPolicy(principal.granted, route.policy));
      return { arbitrary: fc.constant(principal), weight: admitted ? 4 : 1 };
    }),
  );
}

function paramValue(kind: ParamKind, ctx: FuzzContext): fc.Arbitrary<string> {
  const real = kind === 'importKind' ? ['prices', 'cash-flows'] : [];
  real.push(sampleParam(kind, ctx.own));
  if (kind !== 'tenant' && kind !== 'tenantName') real.push(sampleParam(kind, ctx.victim));
  const rows = kind in ctx.own && Array.isArray(ctx.own[kind as keyof TenantSamples]);
  if (rows) real.push(...(ctx.own[kind as keyof TenantSamples] as string[]));
  return fc.oneof(
    { arbitrary: fc.constantFrom(...real).map(encoded), weight: 4 },
    { arbitrary: hostileString(ctx.pools.strings).map(encoded), weight: 3 },
    { arbitrary: fc.constantFrom(...BAD_ESCAPES), weight: 1 },
  );
}

function pathArbitrary(route: RouteTableEntry, sample: RouteSample | undefined, ctx: FuzzContext) {
  const names = pathParams(route.url);
  const values = names.map((name) => {
    const kind = sample?.params?.[name];
    if (!kind)
      throw new Error(`${routeKey(route)}: parameter ${name} is not in the route catalogue`);
    return paramValue(kind, ctx);
  });
  return fc.tuple(...values).map((filled) => {
    let i = 0;
    return route.url.replace(/:(\w+)|\*/g, () => filled[i++]!);
  });
}

const asQueryValue = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(asQueryValue)
    : [typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value)];

function queryArbitrary(
  sample: RouteSample | undefined,
  op: OpenApiOperation | undefined,
  ctx: FuzzContext,
) {
  const fromSchema = (op?.parameters ?? [])
    .filter((p) => p.in === 'query')
    .map((p) => [p.name, valueFor(p.schema, ctx.pools)] as const);
  const fromSample = Object.entries(sample?.query?.(ctx.own) ?? {})
    .filter(([name]) => !fromSchema.some(([known]) => known === name))
    .map(([name, value]) => [name, sampleVariant(value, ctx.pools)] as const);
  const members = [...fromSchema, ...fromSample].map(([name, value]) =>
    fc.option(
      value.map((v) => asQueryValue(v).map((text) => [name, text] as const)),
      { freq: 5 },
    ),
  );
  const extra = fc.option(
    fc.tuple(
      fc.constantFrom('__tenant', 'culture', 'x', 'maxResultCount', 'skipCount'),
      hostileString(ctx.pools.strings),
    ),
    { freq: 4 },
  );
  return fc.tuple(fc.tuple(...members), extra).map(([pairs, more]) => {
    const all = [...pairs.flatMap((p) => p ?? []), ...(more ? [more] : [])];
    return all.map(([k, v]) => `${encoded(k)}=${encoded(v)}`).join('&');
  });
}

type Body = { payload?: string; contentType?: string };

function bodyArbitrary(
  route: RouteTableEntry,
  sample: RouteSample | undefined,
  op: OpenApiOperation | undefined,
  ctx: FuzzContext,
): fc.Arbitrary<Body> {
  if (route.method !== 'POST' && route.method !== 'PUT') return fc.constant({});
  const [contentType, media] = Object.entries(op?.requestBody?.content ?? {})[0] ?? [
    sample?.contentType ?? 'application/json',
  ];
  const csv = contentType === 'text/csv' && sample?.body;
  const value: fc.Arbitrary<unknown> = csv
    ? fc.oneof(
        { arbitrary: csvVariant(String(csv(ctx.own)), ctx.pools), weight: 4 },
        { arbitrary: valueFor(media?.schema ?? { type: 'string' }, ctx.pools), weight: 1 },
      )
    : media
      ? valueFor(media.schema, ctx.pools)
      : sample?.body
        ? sampleVariant(sample.body(ctx.own), ctx.pools)
        : fc.oneof(fc.constant({}), fc.jsonValue({ maxDepth: 2 }));
  const encoded = value.map((v): Body => {
    if (v === undefined) return {};
    const text =
      contentType === 'application/json'
        ? JSON.stringify(v)
        : typeof v === 'string'
          ? v
          : JSON.stringify(v);
    return { payload: text, contentType };
  });
  const raw = fc.constantFrom<Body>(
    { payload: '{"a":', contentType: 'application/json' },
    { payload: '', contentType: 'application/json' },
    { payload: 'null', contentType: 'application/json' },
    { payload: '[1,2]', contentType: 'application/json' },
    {
      payload: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}',
      contentType: 'application/json',
    },
    { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { payload: 'plain text', contentType: 'text/plain' },
    { payload: '<x/>', contentType: 'application/xml' },
    { payload: BIG_BODY, contentType: 'application/json' },
  );
  return fc.oneof({ arbitrary: encoded, weight: 9 }, { arbitrary: raw, weight: 1 });
}

const signedIn = (principal: Principal) => Object.keys(principal.granted).length > 0;

function headersArbitrary(principal: Principal, ctx: FuzzContext) {
  // Signed-in callers may name another tenant (their token's tenant must win); anonymous ones
  // stay out of the victim's, whose public data would rightly answer them.
  const victim = signedIn(principal) ? ['other', ctx.victim.tenantId] : [];
  return fc.record(
    {
      'accept-language': fc.oneof(
        fc.constantFrom('fa', 'en', 'ar', 'fa-IR,fa;q=0.9,en;q=abc', '*', 'zz-ZZ'),
        hostileString().map(headerSafe),
      ),
      __tenant: fc.oneof(
        fc.constantFrom('demo', 'spare', '', 'nope', ...victim),
        hostileString(FRAGMENTS).map(headerSafe),
      ),
      cookie: fc.oneof(
        fc.constantFrom(
          '.AspNetCore.Culture=%',
          '.AspNetCore.Culture=c=en|uic',
          'XSRF-TOKEN=%E0%A4%A',
          '=; ;=',
        ),
        hostileString(FRAGMENTS).map((text) => `.AspNetCore.Culture=${headerSafe(text)}`),
      ),
    },
    { requiredKeys: [] },
  );
}

export function requestArbitrary(
  route: RouteTableEntry,
  ctx: FuzzContext,
): fc.Arbitrary<FuzzRequest> {
  const sample = ROUTE_CATALOGUE[routeKey(route)];
  const op = ctx.operation(route);
  return fc
    .tuple(
      principalArbitrary(route, ctx),
      pathArbitrary(route, sample, ctx),
      queryArbitrary(sample, op, ctx),
      bodyArbitrary(route, sample, op, ctx),
    )
    .chain(([principal, path, query, body]) =>
      headersArbitrary(principal, ctx).map((extra) => ({
        principal,
        method: route.method,
        url: query ? `${path}?${query}` : path,
        headers: {
          ...principal.headers,
          ...extra,
          ...(body.contentType ? { 'content-type': body.contentType } : {}),
        },
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
      })),
    );
}
