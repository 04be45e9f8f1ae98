import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createUser, signIn, tenantAdmin } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe("the signed-in user's profile (/api/account/my-profile)", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  before(async () => {
    t = await createTestApp({ credentialRateLimit: 1000 });
    admin = (await tenantAdmin(t)).headers;
  });
  after(() => t.close());

  const me = (headers: Record<string, string>) =>
    t.app.inject({ url: '/api/account/my-profile', headers });
  const update = (headers: Record<string, string>, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/account/my-profile',
      headers: { ...headers, 'accept-language': 'fa' },
      payload,
    });
  async function customer() {
    const user = await createUser(t, admin, ['customer']);
    const session = await signIn(t, user.userName, user.password, 'demo');
    return { ...user, headers: session.headers };
  }

  it("returns ABP's ProfileDto of the caller", async () => {
    const user = await customer();
    const response = await me(user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userName: user.userName,
      email: `${user.userName}@example.com`,
      name: null,
      surname: null,
      phoneNumber: null,
      isExternal: false,
      hasPassword: true,
      concurrencyStamp: expect.any(String),
      extraProperties: {},
    });
    expect((await me({ __tenant: 'demo' })).statusCode).toBe(401);
  });

  it('updates name, surname, e-mail and phone with the stamp, and refuses a stale stamp with 409', async () => {
    const user = await customer();
    const before = (await me(user.headers)).json();
    const changes = {
      userName: user.userName,
      email: `new-${user.userName}@example.com`,
      name: 'سارا',
      surname: 'رضایی',
      phoneNumber: '09121234567',
      concurrencyStamp: before.concurrencyStamp,
    };
    const saved = await update(user.headers, changes);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...changes, concurrencyStamp: expect.any(String) });
    expect(saved.json().concurrencyStamp).not.toBe(before.concurrencyStamp);

    const stale = await update(user.headers, { ...changes, name: 'دیگر' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('Crm:ConcurrencyConflict');
    expect((await me(user.headers)).json().name).toBe('سارا');

    const log = (
      await t.app.inject({
        url: '/api/app/user/user-security-log?pageNumber=1&pageSize=20',
        headers: user.headers,
      })
    ).json();
    const actions = log.items.map((item: { action: string }) => item.action);
    expect(actions).toEqual(expect.arrayContaining(['ChangeEmail', 'ChangePhoneNumber']));
  });

  it("refuses another user's e-mail, invalid fields, and never touches other users", async () => {
    const first = await customer();
    const second = await customer();
    const stamp = (await me(second.headers)).json().concurrencyStamp;
    const taken = await update(second.headers, {
      userName: second.userName,
      email: `${first.userName}@example.com`,
      concurrencyStamp: stamp,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.code).toBe('Volo.Abp.Identity:DuplicateEmail');
    const invalid = await update(second.headers, {
      userName: second.userName,
      email: 'nope',
      phoneNumber: '0'.repeat(30),
      isActive: false,
    });
    expect(invalid.statusCode).toBe(400);
    const members = invalid
      .json()
      .error.validationErrors.flatMap((e: { members: string[] }) => e.members);
    expect(members).toEqual(expect.arrayContaining(['email', 'phoneNumber', 'isActive']));
    expect((await me(first.headers)).json().email).toBe(`${first.userName}@example.com`);
  });

  it('changes the password through my-profile/change-password and logs it', async () => {
    const user = await customer();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/my-profile/change-password',
      headers: user.headers,
      payload: { currentPassword: user.password, newPassword: 'another long password' },
    });
    expect(response.statusCode).toBe(204);
    const session = await signIn(t, user.userName, 'another long password', 'demo');
    const log = (
      await t.app.inject({
        url: '/api/app/user/user-security-log?pageNumber=1&pageSize=5',
        headers: session.headers,
      })
    ).json();
    expect(log.items.map((item: { action: string }) => item.action)).toContain('ChangePassword');
  });

  it('pages the security log of the caller only, newest first', async () => {
    const user = await customer();
    const bystander = await customer();
    for (let i = 0; i < 2; i++) await signIn(t, user.userName, user.password, 'demo');
    await signIn(t, bystander.userName, bystander.password, 'demo');
    const page = async (pageNumber: number, pageSize: number) =>
      (
        await t.app.inject({
          url: `/api/app/user/user-security-log?pageNumber=${pageNumber}&pageSize=${pageSize}`,
          headers: user.headers,
        })
      ).json() as {
        totalCount: number;
        items: { id: string; userName: string; creationTime: string }[];
      };
    const all = await page(1, 100);
    expect(all.totalCount).toBe(3);
    expect(all.items.map((item) => item.userName)).toEqual(Array(3).fill(user.userName));
    const times = all.items.map((item) => item.creationTime);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await page(2, 2);
    expect(second.totalCount).toBe(3);
    expect(second.items.map((item) => item.id)).toEqual([all.items[2]!.id]);
    expect((await page(3, 2)).items).toEqual([]);
  });
});
