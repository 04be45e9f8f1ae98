// Every route that takes a JSON object refuses a field it does not know (400, the field named in
// the validation errors), so that a client's typo or an attempt to set a field by mass
// assignment never passes silently. Taken from the route table: a new route is covered at once.
// Each route is called by a demo caller allowed to reach it, with its valid sample body plus one
// unknown field; routes whose input is not a JSON object are listed, with what they take.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { hasPolicy } from '@crm/shared/policy';
import type { RouteTableEntry } from '../../src/auth/route-policy';
import { ANONYMOUS, AUTHENTICATED } from '../../src/auth/route-policy';
import { routeKey, ROUTE_CATALOGUE, sampleRequest } from './support/route-catalogue';
import { buildWorld, type Principal, type World } from './support/world';

const UNKNOWN = 'unexpectedField';

/** Routes whose input is not a JSON object, and what they take instead. */
const NOT_JSON_OBJECTS: Readonly<Record<string, string>> = {
  'PUT /api/identity/users/:id/unlock': 'nothing: the user is in the path',
  'PUT /api/app/basket/basket-id/:id': 'nothing: the basket is in the path',
  'PUT /api/multi-tenancy/tenants/:id/default-connection-string':
    "ABP's query string; refused, as tenants share one database",
  'POST /api/app/user-password-expiration/save-password-expiration': 'nothing',
  'POST /api/app/portfolio-contract/update-portfolio-contract-duration/:id':
    'the duration in the query string',
  'POST /api/app/portfolio-contract/move-contact-info-to-crm/:id':
    'nothing: the contract is in the path',
  'POST /api/app/portfolio-contract/download-contract-file/:id':
    'nothing: the contract is in the path',
  'POST /api/app/portfolio-contract/:id/save-contract-file': 'the code in the query string',
  'POST /api/app/setting/convert-number-to-text': 'the number in the query string',
  'POST /account/login/interaction/:uid':
    'a live sign-in interaction (test/oidc); its body schema is strict like the rest',
  'POST /account/login/interaction/:uid/abort': 'nothing: the interaction is in the path',
  'POST /connect/userinfo': 'OpenID Connect: the access token only',
  'POST /api/platform-management/remotes/:name/rollback': 'nothing: the remote is in the path',
  'POST /api/platform-management/remotes/:name/canary/abort': 'nothing: the remote is in the path',
};

function validationMembers(body: string): string[] {
  try {
    const answer = JSON.parse(body) as { error?: { validationErrors?: { members: string[] }[] } };
    return (answer.error?.validationErrors ?? []).flatMap((error) => error.members);
  } catch {
    return [];
  }
}

function allowedCaller(world: World, route: RouteTableEntry): Principal | undefined {
  const { policy } = route;
  if (policy === ANONYMOUS) return world.principals.find((p) => p.name === 'anonymous');
  const signedIn = world.principals.filter((p) => p.name !== 'anonymous');
  if (policy === AUTHENTICATED) return signedIn.find((p) => p.name === 'tenant admin');
  return signedIn.find((p) => hasPolicy(p.granted, policy));
}

describe('unknown fields in request bodies', () => {
  let world: World;
  before(async () => {
    world = await buildWorld({ portfolio: true });
  });
  after(() => world?.t.close());

  it('are refused with 400 by every route that takes a JSON object', async () => {
    const failures: string[] = [];
    const routes = world.t.app.routeTable.filter(
      (route) =>
        (route.method === 'POST' || route.method === 'PUT') &&
        !NOT_JSON_OBJECTS[routeKey(route)] &&
        !ROUTE_CATALOGUE[routeKey(route)]?.contentType,
    );
    for (const route of routes) {
      const principal = allowedCaller(world, route);
      if (!principal) {
        failures.push(`${routeKey(route)}: no demo caller may call it`);
        continue;
      }
      const request = sampleRequest(route, world.own, principal);
      const body = JSON.parse(request.payload ?? '{}') as unknown;
      const payload =
        body !== null && typeof body === 'object' && !Array.isArray(body)
          ? { ...body, [UNKNOWN]: 1 }
          : { [UNKNOWN]: 1 };
      const answer = await world.t.app.inject({
        method: request.method as 'POST' | 'PUT',
        url: request.url,
        headers: { ...request.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      const members = validationMembers(answer.body);
      if (answer.statusCode !== 400 || !members.includes(UNKNOWN))
        failures.push(
          `${routeKey(route)} (${principal.name}): ${answer.statusCode} ${answer.body.slice(0, 160)}`,
        );
    }
    expect(failures).toEqual([]);
    expect(routes.length).toBeGreaterThan(30);
  });
});
