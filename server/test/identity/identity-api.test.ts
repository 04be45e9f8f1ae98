import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, hostAdmin, signIn, tenantAdmin } from '../helpers/sign-in';

describe('users, roles and permissions API', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  before(async () => {
    t = await createTestApp();
    admin = (await tenantAdmin(t)).headers;
  });
  after(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers = admin,
  ) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('creates a user with roles and lists it with ABP paging', async () => {
    const user = await createUser(t, admin, ['customer'], {
      name: 'سارا',
      surname: 'محمدی',
      nationalCode: '0012345678',
    });
    const fetched = (await call('GET', `/api/identity/users/${user.id}`)).json();
    expect(fetched).toMatchObject({
      userName: user.userName,
      name: 'سارا',
      nationalCode: '0012345678',
      isActive: true,
    });
    expect(typeof fetched.tenantId).toBe('string');
    const roles = (await call('GET', `/api/identity/users/${user.id}/roles`)).json();
    expect(roles.items.map((r: { name: string }) => r.name)).toEqual(['customer']);
    const page = (
      await call('GET', `/api/identity/users?filter=${user.userName}&maxResultCount=5`)
    ).json();
    expect(page).toMatchObject({ totalCount: 1, items: [{ id: user.id }] });
    expect((await call('GET', '/api/identity/users?maxResultCount=1001')).statusCode).toBe(400);
  });

  it('refuses a duplicate user name, a weak password and unknown fields', async () => {
    const user = await createUser(t, admin, []);
    const duplicate = await call('POST', '/api/identity/users', {
      userName: user.userName.toUpperCase(),
      email: 'other@example.com',
      password: 'long enough password',
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.code).toBe('Volo.Abp.Identity:DuplicateUserName');
    const weak = await call('POST', '/api/identity/users', {
      userName: 'weak1',
      email: 'weak1@example.com',
      password: 'short',
    });
    expect(weak.json().error).toMatchObject({ code: 'Volo.Abp.Identity:PasswordTooShort' });
    expect(weak.json().error.validationErrors[0].members).toEqual(['password']);
    const extra = await call('POST', '/api/identity/users', {
      userName: 'x1',
      email: 'x1@example.com',
      password: 'long enough password',
      isFromBackOffice: true,
    });
    expect(extra.statusCode).toBe(400);
  });

  it('updates with the concurrency stamp and refuses a stale one with 409', async () => {
    const user = await createUser(t, admin, []);
    const current = (await call('GET', `/api/identity/users/${user.id}`)).json();
    const body = {
      userName: user.userName,
      email: current.email,
      name: 'Changed',
      roleNames: ['customer'],
      concurrencyStamp: current.concurrencyStamp,
    };
    const updated = await call('PUT', `/api/identity/users/${user.id}`, body);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().name).toBe('Changed');
    const stale = await call('PUT', `/api/identity/users/${user.id}`, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('Crm:ConcurrencyConflict');
  });

  it('refuses to delete oneself, deletes others', async () => {
    const me = (await call('GET', '/api/identity/users/by-username/admin')).json();
    const self = await call('DELETE', `/api/identity/users/${me.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe('Volo.Abp.Identity:010001');
    const user = await createUser(t, admin, []);
    expect((await call('DELETE', `/api/identity/users/${user.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/identity/users/${user.id}`)).statusCode).toBe(404);
  });

  it('keeps static roles: no rename, no delete', async () => {
    const roles = (await call('GET', '/api/identity/roles/all')).json().items as {
      id: string;
      name: string;
      isStatic: boolean;
      concurrencyStamp: string;
    }[];
    const adminRole = roles.find((r) => r.name === 'admin')!;
    expect(adminRole.isStatic).toBe(true);
    // A user may be given any role of the tenant: the same list, in the same order.
    const assignable = (await call('GET', '/api/identity/users/assignable-roles')).json();
    expect(assignable.items).toEqual(roles);
    const rename = await call('PUT', `/api/identity/roles/${adminRole.id}`, {
      name: 'boss',
      concurrencyStamp: adminRole.concurrencyStamp,
    });
    expect(rename.json().error.code).toBe('Volo.Abp.Identity:010005');
    expect((await call('DELETE', `/api/identity/roles/${adminRole.id}`)).json().error.code).toBe(
      'Volo.Abp.Identity:010006',
    );
  });

  it('grants a permission to a new role, which its users then hold', async () => {
    const role = (
      await call('POST', '/api/identity/roles', { name: 'auditor', isPublic: true })
    ).json();
    const user = await createUser(t, admin, ['auditor']);
    const before = await signIn(t, user.userName, user.password, 'demo');
    expect(
      (await t.app.inject({ url: '/api/identity/users', headers: before.headers })).statusCode,
    ).toBe(403);
    const tree = (
      await call('GET', '/api/permission-management/permissions?providerName=R&providerKey=auditor')
    ).json();
    expect(tree.entityDisplayName).toBe('auditor');
    expect(tree.groups.map((g: { name: string }) => g.name)).not.toContain('AbpTenantManagement');
    const put = await call(
      'PUT',
      '/api/permission-management/permissions?providerName=R&providerKey=auditor',
      {
        permissions: [{ name: 'AbpIdentity.Users', isGranted: true }],
      },
    );
    expect(put.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/identity/users', headers: before.headers })).statusCode,
    ).toBe(200);
    const userTree = (
      await call(
        'GET',
        `/api/permission-management/permissions?providerName=U&providerKey=${user.id}`,
      )
    ).json();
    const users = userTree.groups
      .flatMap((g: { permissions: unknown[] }) => g.permissions)
      .find((p: { name: string }) => p.name === 'AbpIdentity.Users');
    expect(users).toMatchObject({
      isGranted: true,
      grantedProviders: [{ providerName: 'R', providerKey: 'auditor' }],
    });
    const renamed = await call('PUT', `/api/identity/roles/${role.id}`, {
      name: 'auditors',
      concurrencyStamp: role.concurrencyStamp,
    });
    expect(renamed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/identity/users', headers: before.headers })).statusCode,
    ).toBe(200);
  });

  it('refuses to grant a host-only permission inside a tenant', async () => {
    const response = await call(
      'PUT',
      '/api/permission-management/permissions?providerName=R&providerKey=admin',
      {
        permissions: [{ name: 'AbpTenantManagement.Tenants', isGranted: true }],
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('Crm:PermissionNotAllowedForProvider');
  });

  it('lets the host administrator see host-only permission groups', async () => {
    const host = (await hostAdmin(t)).headers;
    const tree = (
      await call(
        'GET',
        '/api/permission-management/permissions?providerName=R&providerKey=admin',
        undefined,
        host,
      )
    ).json();
    expect(tree.groups.map((g: { name: string }) => g.name)).toContain('AbpTenantManagement');
  });
});
