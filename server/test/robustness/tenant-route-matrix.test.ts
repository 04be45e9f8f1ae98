// Tenant isolation over every route of the route table (so a new route is covered as soon as it
// exists): each route that names a row (a path parameter, or an id in its query or body) is
// called by the demo tenant's customer and administrator with the victim tenant's real rows,
// and must refuse (404 or 403 for a path parameter), write nothing and show nothing of the
// victim; the victim's own callers find the same rows (so the samples are
// real). Every list the demo tenant's callers can read shows none of the victim's rows. A route
// whose parameter has no kind in the route catalogue fails the test: it must be registered.
// The permission matrix by policy is test/auth/permission-matrix.test.ts.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { RouteTableEntry } from '../../src/auth/route-policy';
import { Prober } from './support/prober';
import {
  pathParams,
  routeKey,
  ROUTE_CATALOGUE,
  ROW_KINDS,
  sampleRequest,
  type ParamKind,
} from './support/route-catalogue';
import { buildWorld, type Principal, type World } from './support/world';

const NAMES_ROWS: readonly ParamKind[] = [...ROW_KINDS, 'tenant'];

function namedKinds(route: RouteTableEntry): ParamKind[] {
  const sample = ROUTE_CATALOGUE[routeKey(route)];
  return pathParams(route.url).flatMap((name) => sample?.params?.[name] ?? []);
}

/** Routes that name a row of a tenant, and are not cross-tenant by design. */
function rowRoutes(world: World): RouteTableEntry[] {
  return world.t.app.routeTable.filter((route) => {
    const sample = ROUTE_CATALOGUE[routeKey(route)];
    if (sample?.crossTenant) return false;
    return (
      namedKinds(route).some((kind) => NAMES_ROWS.includes(kind)) || Boolean(sample?.namesRows)
    );
  });
}

/** Deletions last: of the victim's users (its customer calls too) and of the tenant at the end. */
function destructiveness(route: RouteTableEntry): number {
  if (route.method !== 'DELETE') return 0;
  if (route.url.startsWith('/api/multi-tenancy/tenants/:id')) return 3;
  return route.url.startsWith('/api/identity/users/') ? 2 : 1;
}

describe('tenant isolation over every route of the route table', () => {
  let world: World;
  let prober: Prober;
  let attackers: Principal[];
  before(async () => {
    world = await buildWorld({ portfolio: false });
    prober = new Prober(world);
    await prober.start();
    // The customer, and the administrator, who holds every permission of the tenant (the back
    // office's are a subset of them).
    attackers = world.principals.filter((p) => ['customer', 'tenant admin'].includes(p.name));
  });
  after(() => world?.t.close());

  it('knows the kind of every path parameter of every route (new routes must be registered)', () => {
    const unknown = world.t.app.routeTable.flatMap((route) =>
      pathParams(route.url)
        .filter((name) => !ROUTE_CATALOGUE[routeKey(route)]?.params?.[name])
        .map((name) => `${routeKey(route)}: ${name}`),
    );
    expect(unknown).toEqual([]);
    expect(rowRoutes(world).length).toBeGreaterThan(50);
  });

  it("refuses the victim tenant's rows to the demo tenant's callers, and changes nothing", async () => {
    const failures: string[] = [];
    for (const route of rowRoutes(world)) {
      const byPath = namedKinds(route).some((kind) => NAMES_ROWS.includes(kind));
      for (const attacker of attackers) {
        const request = sampleRequest(route, world.victim.samples, attacker);
        const { status, problems } = await prober.probe(route, request);
        if (byPath && status !== 403 && status !== 404) problems.push(`answered ${status}`);
        if (
          !byPath &&
          status < 400 &&
          !['POST /api/account/verify-password-reset-token'].includes(routeKey(route))
        )
          problems.push(`answered ${status}`);
        failures.push(
          ...problems.map((problem) => `${attacker.name}: ${routeKey(route)}: ${problem}`),
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it("shows none of the victim tenant's rows in any list the demo tenant's callers read", async () => {
    await prober.start();
    const failures: string[] = [];
    const lists = world.t.app.routeTable.filter(
      (r) => r.method === 'GET' && pathParams(r.url).length === 0,
    );
    for (const route of lists) {
      for (const reader of [...attackers, world.principals.find((p) => p.name === 'anonymous')!]) {
        const signedIn = reader.name !== 'anonymous';
        for (const tenant of signedIn ? [undefined, 'other'] : [undefined]) {
          const request = sampleRequest(route, world.own, reader);
          if (tenant) request.headers.__tenant = tenant;
          const { problems } = await prober.probe(route, request);
          failures.push(
            ...problems.map((problem) => `${reader.name}: ${routeKey(route)}: ${problem}`),
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(lists.length).toBeGreaterThan(30);
  });
  it("finds the same rows for the victim tenant's own callers (the samples are real)", async () => {
    const callers = [...world.victimPrincipals, world.principals.find((p) => p.side === 'host')!];
    const misses: string[] = [];
    const routes = [...rowRoutes(world)].sort((a, b) => destructiveness(a) - destructiveness(b));
    for (const route of routes) {
      const answers: string[] = [];
      for (const caller of callers) {
        const answer = await world.t.app.inject({
          ...sampleRequest(route, world.victim.samples, caller),
        } as never);
        const code =
          answer.statusCode >= 400
            ? (answer.json() as { error?: { code?: string } }).error?.code
            : undefined;
        answers.push(`${caller.name} ${answer.statusCode} ${code ?? ''}`);
        if (![401, 403, 404].includes(answer.statusCode) && code !== 'Crm:ValidationError') {
          answers.length = 0;
          break;
        }
      }
      if (answers.length) misses.push(`${routeKey(route)}: ${answers.join(', ')}`);
    }
    expect(misses).toEqual([]);
  });
});
