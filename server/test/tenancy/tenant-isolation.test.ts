// A tenant administrator given another tenant's ids (or naming another tenant in `__tenant`)
// sees and changes nothing of that tenant.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createUser, hostAdmin, signIn, tenantAdmin } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('tenant isolation', () => {
  let t: TestApp;
  let demo: Record<string, string>;
  let other: Record<string, string>;
  let victim: { id: string; userName: string; password: string };
  let victimRoleId: string;
  before(async () => {
    t = await createTestApp();
    const host = (await hostAdmin(t)).headers;
    await t.app.inject({
      method: 'POST',
      url: '/api/multi-tenancy/tenants',
      headers: host,
      payload: {
        name: 'other',
        adminEmailAddress: 'admin@other.example',
        adminPassword: 'other admin passphrase',
      },
    });
    other = (await signIn(t, 'admin', 'other admin passphrase', 'other')).headers;
    demo = (await tenantAdmin(t)).headers;
    victim = await createUser(t, other, ['customer']);
    const roles = (await t.app.inject({ url: '/api/identity/roles/all', headers: other })).json()
      .items;
    victimRoleId = roles.find((r: { name: string }) => r.name === 'customer').id;
  });
  after(() => t.close());

  const as = (
    headers: Record<string, string>,
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it("answers 404 for another tenant's user and role ids, whatever the method", async () => {
    const attempts = [
      as(demo, 'GET', `/api/identity/users/${victim.id}`),
      as(demo, 'GET', `/api/identity/users/${victim.id}/roles`),
      as(demo, 'PUT', `/api/identity/users/${victim.id}`, {
        userName: victim.userName,
        email: 'pwned@example.com',
        isActive: false,
      }),
      as(demo, 'PUT', `/api/identity/users/${victim.id}/roles`, { roleNames: [] }),
      as(demo, 'DELETE', `/api/identity/users/${victim.id}`),
      as(demo, 'GET', `/api/identity/roles/${victimRoleId}`),
      as(demo, 'PUT', `/api/identity/roles/${victimRoleId}`, { name: 'pwned' }),
      as(demo, 'DELETE', `/api/identity/roles/${victimRoleId}`),
      as(
        demo,
        'GET',
        `/api/permission-management/permissions?providerName=U&providerKey=${victim.id}`,
      ),
      as(
        demo,
        'PUT',
        `/api/permission-management/permissions?providerName=U&providerKey=${victim.id}`,
        {
          permissions: [{ name: 'AbpIdentity.Users', isGranted: true }],
        },
      ),
      as(demo, 'GET', `/api/identity/users/by-username/${victim.userName}`),
    ];
    const statuses = (await Promise.all(attempts)).map((r) => r.statusCode);
    expect(statuses).toEqual(Array(statuses.length).fill(404));
    const after = (await as(other, 'GET', `/api/identity/users/${victim.id}`)).json();
    expect(after).toMatchObject({ email: `${victim.userName}@example.com`, isActive: true });
    const roles = (await as(other, 'GET', `/api/identity/users/${victim.id}/roles`)).json();
    expect(roles.items.map((r: { name: string }) => r.name)).toEqual(['customer']);
  });

  it("ignores __tenant naming another tenant once signed in: the token's tenant wins", async () => {
    for (const headers of [{ ...demo, __tenant: 'other' }, { ...demo }]) {
      const list = (
        await t.app.inject({ url: '/api/identity/users?maxResultCount=100', headers })
      ).json();
      expect(list.items.map((u: { userName: string }) => u.userName)).not.toContain(
        victim.userName,
      );
    }
    const viaQuery = await t.app.inject({
      url: '/api/identity/users?__tenant=other&maxResultCount=100',
      headers: demo,
    });
    expect(viaQuery.json().items.map((u: { userName: string }) => u.userName)).not.toContain(
      victim.userName,
    );
    const config = (
      await t.app.inject({
        url: '/api/abp/application-configuration?includeLocalizationResources=false',
        headers: { ...demo, __tenant: 'other' },
      })
    ).json();
    expect(config.currentTenant.name).toBe('demo');
  });

  it("cannot sign into another tenant with this tenant's credentials", async () => {
    await expect(signIn(t, victim.userName, victim.password, 'demo')).rejects.toThrow(
      /login failed: 400/,
    );
  });
});
