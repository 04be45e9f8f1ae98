// ABP's edit modals PUT the DTO they read, merged with the form: the read-only fields (id,
// audit fields, counters) come back with every update. They are accepted and ignored; any other
// unknown field is still refused, and a read-only field never changes the entity.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createUser, tenantAdmin } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe("ABP's edit forms send the whole DTO back", () => {
  let t: TestApp;
  let headers: Record<string, string>;
  before(async () => {
    t = await createTestApp();
    ({ headers } = await tenantAdmin(t));
  });
  after(() => t.close());

  const get = async (url: string) => (await t.app.inject({ url, headers })).json();
  const put = (url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers, payload });

  it('updates a user from its echoed DTO, ignoring the read-only fields', async () => {
    const { id } = await createUser(t, headers, []);
    const dto = await get(`/api/identity/users/${id}`);
    const response = await put(`/api/identity/users/${id}`, {
      ...dto,
      name: 'کاربر',
      password: '',
      roleNames: [],
      emailConfirmed: true,
      accessFailedCount: 7,
      creationTime: '2000-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(200);
    const updated = await get(`/api/identity/users/${id}`);
    expect(updated).toMatchObject({ name: 'کاربر', emailConfirmed: false, accessFailedCount: 0 });
    expect(updated.creationTime).toBe(dto.creationTime);
  });

  it('still refuses a field that no DTO has', async () => {
    const { id } = await createUser(t, headers, []);
    const dto = await get(`/api/identity/users/${id}`);
    const response = await put(`/api/identity/users/${id}`, { ...dto, isAdmin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.validationErrors[0].members).toEqual(['isAdmin']);
  });

  it('updates a role from its echoed DTO', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/identity/roles',
      headers,
      payload: { name: `role-${Date.now()}` },
    });
    const dto = created.json();
    const response = await put(`/api/identity/roles/${dto.id}`, { ...dto, isPublic: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isPublic: true, isStatic: false });
  });
});
