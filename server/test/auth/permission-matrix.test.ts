// Every governed route × anonymous / customer / tenant admin / host admin: the status follows the
// route's declared policy (401 without a user, 403 without the policy, otherwise neither).
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { randomUUID } from 'node:crypto';
import { hasPolicy } from '@crm/shared/policy';
import { ANONYMOUS, AUTHENTICATED } from '../../src/auth/route-policy';
import { createUser, hostAdmin, signIn, tenantAdmin } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Principal {
  name: string;
  headers: Record<string, string>;
  granted: Record<string, boolean>;
}

function sampleUrl(url: string): string {
  return url
    .replace(/:id|:uid/g, () => randomUUID())
    .replace(/:name|:key/g, 'sample')
    .replace(':kind', 'prices')
    .replace('*', 'sample');
}

function expected(policy: string, principal: Principal): 'open' | 401 | 403 {
  if (policy === ANONYMOUS) return 'open';
  if (principal.name === 'anonymous') return 401;
  if (policy === AUTHENTICATED) return 'open';
  return hasPolicy(principal.granted, policy) ? 'open' : 403;
}

describe('permission matrix over the route table', () => {
  let t: TestApp;
  const principals: Principal[] = [];
  before(async () => {
    t = await createTestApp();
    const granted = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          url: '/api/abp/application-configuration?includeLocalizationResources=false',
          headers,
        })
      ).json().auth.grantedPolicies as Record<string, boolean>;
    const tenant = await tenantAdmin(t);
    const host = await hostAdmin(t);
    const customerUser = await createUser(t, tenant.headers, ['customer']);
    const customer = await signIn(t, customerUser.userName, customerUser.password, 'demo');
    const staffUser = await createUser(t, tenant.headers, ['backoffice']);
    const staff = await signIn(t, staffUser.userName, staffUser.password, 'demo');
    principals.push(
      { name: 'anonymous', headers: {}, granted: {} },
      { name: 'customer', headers: customer.headers, granted: await granted(customer.headers) },
      { name: 'back office', headers: staff.headers, granted: await granted(staff.headers) },
      { name: 'tenant admin', headers: tenant.headers, granted: await granted(tenant.headers) },
      { name: 'host admin', headers: host.headers, granted: await granted(host.headers) },
    );
  });
  after(() => t.close());

  it('has a policy for every governed route, and covers the API', () => {
    const urls = t.app.routeTable.map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('POST /api/identity/users');
    expect(urls).toContain('GET /api/abp/application-configuration');
    for (const business of [
      'GET /api/app/basket/approved-baskets-list',
      'PUT /api/app/basket/basket-id/:id',
      'POST /api/app/portfolio-contract/save-portfolio-contract',
      'POST /api/app/portfolio-contract/:id/save-contract-file',
      'POST /api/app/portfolio-contract/update-portfolio-contract-duration/:id',
      'POST /api/app/setting/convert-number-to-text',
      'POST /api/app/import/:kind',
      'GET /api/app/sms-outbox',
    ])
      expect(urls).toContain(business);
    expect(t.app.routeTable.length).toBeGreaterThan(40);
    expect(t.app.routeTable.every((route) => route.policy.length > 0)).toBe(true);
  });

  it('answers every route as its policy says for every kind of caller', async () => {
    const mismatches: string[] = [];
    for (const route of t.app.routeTable) {
      for (const principal of principals) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: sampleUrl(route.url),
          headers: principal.headers,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const want = expected(route.policy, principal);
        const got = response.statusCode;
        const ok = want === 'open' ? got !== 401 && got !== 403 && got < 500 : got === want;
        if (!ok)
          mismatches.push(
            `${route.method} ${route.url} as ${principal.name}: ${got}, expected ${want}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('grants the customer only the customer pages and the admins their sides', () => {
    const [, customer, staff, tenant, host] = principals;
    expect(staff!.granted['Crm.PortfolioModify']).toBe(true);
    expect(staff!.granted['Crm.PortfolioStatus']).toBe(true);
    expect(staff!.granted['AbpIdentity.Users']).toBeUndefined();
    expect(customer!.granted['Crm.PortfolioModify']).toBeUndefined();
    expect(customer!.granted['Crm.AssetManagement']).toBe(true);
    expect(customer!.granted['Crm.HomePage']).toBe(true);
    expect(customer!.granted['AbpIdentity.Users']).toBeUndefined();
    expect(tenant!.granted['AbpIdentity.Users.Create']).toBe(true);
    expect(tenant!.granted['FeatureManagement.ManageHostFeatures']).toBeUndefined();
    expect(host!.granted['FeatureManagement.ManageHostFeatures']).toBe(true);
    expect(host!.granted['Platform.Remotes']).toBe(true);
  });
});
