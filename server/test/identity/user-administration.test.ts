// What the identity remote's pages rely on beyond the CRUD: unlocking a user, and role changes
// only by callers granted `AbpIdentity.Users.Update.ManageRoles` (ABP's rule).
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { inTenant } from '../../src/db/tenant-scope';
import { updateUser } from '../../src/identity/users.repository';
import { findTenantByName } from '../../src/tenancy/tenants.repository';
import { createUser, signIn, tenantAdmin } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('user administration for the identity pages', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  before(async () => {
    t = await createTestApp();
    admin = (await tenantAdmin(t)).headers;
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = admin) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const rolesOf = async (id: string, headers = admin) =>
    (
      (await call('GET', `/api/identity/users/${id}/roles`, undefined, headers)).json().items as {
        name: string;
      }[]
    ).map((role) => role.name);

  it('unlocks a locked-out user, who can then sign in', async () => {
    const user = await createUser(t, admin, ['customer']);
    const demo = (await findTenantByName(t.database.db, 'demo'))!;
    await inTenant(t.database.db, demo.id, (scope) =>
      updateUser(scope, user.id, {
        lockout_end: new Date(Date.now() + 3_600_000),
        access_failed_count: 3,
      }),
    );
    const locked = (await call('GET', `/api/identity/users/${user.id}`)).json();
    expect(new Date(locked.lockoutEnd).getTime()).toBeGreaterThan(Date.now());
    await expect(signIn(t, user.userName, user.password, 'demo')).rejects.toThrow();

    const unlock = await call('PUT', `/api/identity/users/${user.id}/unlock`);
    expect(unlock.statusCode).toBe(204);
    const unlocked = (await call('GET', `/api/identity/users/${user.id}`)).json();
    expect(unlocked).toMatchObject({ lockoutEnd: null, accessFailedCount: 0 });
    const session = await signIn(t, user.userName, user.password, 'demo');
    expect(session.tokens.access_token).toBeTruthy();
  });

  it('refuses unlocking to a caller without AbpIdentity.Users.Update, and unknown users', async () => {
    const customer = await createUser(t, admin, ['customer']);
    const headers = (await signIn(t, customer.userName, customer.password, 'demo')).headers;
    expect(
      (await call('PUT', `/api/identity/users/${customer.id}/unlock`, undefined, headers))
        .statusCode,
    ).toBe(403);
    const missing = await call(
      'PUT',
      '/api/identity/users/00000000-0000-4000-8000-000000000000/unlock',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('keeps a user’s roles when an update leaves role names out', async () => {
    const user = await createUser(t, admin, ['customer']);
    const current = (await call('GET', `/api/identity/users/${user.id}`)).json();
    const update = await call('PUT', `/api/identity/users/${user.id}`, {
      userName: user.userName,
      email: current.email,
      name: 'نام تازه',
      concurrencyStamp: current.concurrencyStamp,
    });
    expect(update.statusCode).toBe(200);
    expect(await rolesOf(user.id)).toEqual(['customer']);
  });

  it('changes roles only for callers who may manage them', async () => {
    const grant = (name: string) => ({ name, isGranted: true });
    await call('POST', '/api/identity/roles', { name: 'clerk' });
    await call('POST', '/api/identity/roles', { name: 'starter', isDefault: true });
    const put = await call(
      'PUT',
      '/api/permission-management/permissions?providerName=R&providerKey=clerk',
      {
        permissions: [
          grant('AbpIdentity.Users'),
          grant('AbpIdentity.Users.Create'),
          grant('AbpIdentity.Users.Update'),
        ],
      },
    );
    expect(put.statusCode).toBe(204);
    const clerk = await createUser(t, admin, ['clerk']);
    const headers = (await signIn(t, clerk.userName, clerk.password, 'demo')).headers;

    const created = await call(
      'POST',
      '/api/identity/users',
      {
        userName: 'byclerk',
        email: 'byclerk@example.com',
        password: 'Pw-long-enough-1',
        roleNames: ['admin'],
      },
      headers,
    );
    expect(created.statusCode).toBe(200);
    const defaults = (
      (await call('GET', '/api/identity/roles/all')).json().items as {
        name: string;
        isDefault: boolean;
      }[]
    )
      .filter((role) => role.isDefault)
      .map((role) => role.name);
    expect(defaults).toContain('starter');
    expect((await rolesOf(created.json().id)).sort()).toEqual(defaults.sort());

    const target = await createUser(t, admin, ['customer']);
    const current = (await call('GET', `/api/identity/users/${target.id}`)).json();
    const update = await call(
      'PUT',
      `/api/identity/users/${target.id}`,
      {
        userName: target.userName,
        email: current.email,
        roleNames: ['admin'],
        concurrencyStamp: current.concurrencyStamp,
      },
      headers,
    );
    expect(update.statusCode).toBe(200);
    expect(await rolesOf(target.id)).toEqual(['customer']);

    const byAdmin = await call('PUT', `/api/identity/users/${target.id}`, {
      userName: target.userName,
      email: current.email,
      roleNames: ['clerk'],
      concurrencyStamp: update.json().concurrencyStamp,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(await rolesOf(target.id)).toEqual(['clerk']);
  });
});
