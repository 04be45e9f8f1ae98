import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { fakeReleaseFiles } from '../helpers/fake-release';
import { createUser, hostAdmin, signIn, tenantAdmin } from '../helpers/sign-in';
import { createTestApp, TEST_DEPLOY_KEY, type TestApp } from '../helpers/test-app';

const deployKey = { authorization: `Bearer ${TEST_DEPLOY_KEY}` };

describe('remote releases administration (permission Platform.Remotes)', () => {
  let t: TestApp;
  let host: Record<string, string>;
  let tenant: Record<string, string>;
  before(async () => {
    t = await createTestApp({ remoteOverrides: true, credentialRateLimit: 1000 });
    host = (await hostAdmin(t)).headers;
    tenant = (await tenantAdmin(t)).headers;
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/platform/releases',
        headers: deployKey,
        payload: {
          name: 'reports',
          version,
          areas: ['/reports'],
          files: fakeReleaseFiles('reports', version),
        },
      });
      expect(registered.statusCode).toBe(201);
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/platform/remotes/reports/promote',
      headers: deployKey,
      payload: { version: '1.0.0' },
    });
  });
  after(() => t.close());

  const list = (headers: Record<string, string>) =>
    t.app.inject({ url: '/api/platform-management/releases', headers });
  const promote = (headers: Record<string, string>, version: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/platform-management/remotes/reports/promote',
      headers,
      payload: { version },
    });
  const rollback = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/platform-management/remotes/reports/rollback',
      headers,
    });
  const activeVersion = async () =>
    (await list(host)).json().items.find((item: { active: boolean }) => item.active)?.version;

  it("lists every remote's releases with the active one", async () => {
    const response = await list(host);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.overridesAllowed).toBe(true);
    expect(body.items.map((item: { version: string }) => item.version)).toEqual([
      '1.2.0',
      '1.1.0',
      '1.0.0',
    ]);
    expect(body.items[2]).toMatchObject({
      name: 'reports',
      version: '1.0.0',
      active: true,
      areas: ['/reports'],
      source: 'upload',
      integrity: expect.stringMatching(/^sha384-/),
    });
  });

  it('promotes and rolls back for a permitted user', async () => {
    const canary = await t.app.inject({
      method: 'POST',
      url: '/api/platform-management/remotes/reports/promote',
      headers: host,
      payload: { version: '1.2.0', canary: 50 },
    });
    expect(canary.statusCode).toBe(200);
    expect((await rollback(host)).json()).toEqual({
      name: 'reports',
      version: '1.0.0',
      aborted: '1.2.0',
    });
    expect(await activeVersion()).toBe('1.0.0');
    // Rolled back, 1.2.0 is withdrawn: the page cannot bring it back, even asking to force it.
    expect((await list(host)).json().items[0]).toMatchObject({
      version: '1.2.0',
      withdrawn: { by: expect.stringMatching(/^user:/) },
    });
    expect((await promote(host, '1.2.0')).json().error.code).toBe('Platform:ReleaseWithdrawn');
    const forced = await t.app.inject({
      method: 'POST',
      url: '/api/platform-management/remotes/reports/promote',
      headers: host,
      payload: { version: '1.2.0', force: true },
    });
    expect(forced.statusCode).toBe(403);
    expect(forced.json().error.code).toBe('Platform:ForceNeedsOperatorKey');
    expect((await rollback(host)).json().error.code).toBe('Platform:NoCanary');
    expect((await promote(host, '1.1.0')).json()).toEqual({ name: 'reports', version: '1.1.0' });
    expect(await activeVersion()).toBe('1.1.0');
    expect((await promote(host, '1.0.0')).statusCode).toBe(200);
    const unknown = await promote(host, '9.9.9');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('Platform:ReleaseNotFound');
  });

  it('refuses callers without Platform.Remotes: anonymous 401, tenant admin and plain user 403, the deploy key 401', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await list(tenant)).statusCode).toBe(403);
    expect((await promote(tenant, '1.1.0')).statusCode).toBe(403);
    expect((await rollback(tenant)).statusCode).toBe(403);
    const plain = await createUser(t, host, []);
    const user = (await signIn(t, plain.userName, plain.password)).headers;
    expect((await list(user)).statusCode).toBe(403);
    expect((await promote(deployKey, '1.1.0')).statusCode).toBe(401);
    expect(await activeVersion()).toBe('1.0.0');
  });

  describe('the manifest applies QA pins', () => {
    const manifest = async (headers: Record<string, string> = {}) =>
      (await t.app.inject({ url: '/api/platform/remotes?pins=reports@1.1.0', headers })).json();
    const reports = (body: { remotes: { name: string; version: string }[] }) =>
      body.remotes.find((remote) => remote.name === 'reports');

    it('for a user holding Platform.Remotes', async () => {
      const body = await manifest(host);
      expect(reports(body)).toMatchObject({ version: '1.1.0', overridden: true });
      expect(body.overridesAllowed).toBe(true);
    });

    it('not for a signed-in user without it, nor for an invalid token', async () => {
      for (const headers of [tenant, { authorization: 'Bearer not-a-token' }]) {
        const body = await manifest(headers);
        expect(reports(body)).toMatchObject({ version: '1.0.0', overridden: false });
        expect(body.overridesAllowed).toBe(false);
      }
    });

    it('not for an anonymous page load while overrides are on (a link pins nobody)', async () => {
      const response = await t.app.inject('/api/platform/remotes?pins=reports@1.1.0');
      expect(response.headers.vary).toContain('Authorization');
      expect(reports(response.json())).toMatchObject({ version: '1.0.0', overridden: false });
      expect(response.json().overridesAllowed).toBe(false);
    });

    it('for an anonymous page load where the operator set overrides to anonymous', async () => {
      t.config.anonymousPins = true;
      try {
        const body = await manifest();
        expect(reports(body)).toMatchObject({ version: '1.1.0', overridden: true });
      } finally {
        t.config.anonymousPins = false;
      }
    });
  });
});

describe('QA pins with overrides switched off on the server', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ remoteOverrides: false });
  });
  after(() => t.close());

  it('are ignored even for a user holding Platform.Remotes', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/platform/releases',
      headers: deployKey,
      payload: {
        name: 'reports',
        version: '2.0.0',
        areas: ['/reports'],
        files: fakeReleaseFiles('reports', '2.0.0'),
      },
    });
    const host = (await hostAdmin(t)).headers;
    const body = (
      await t.app.inject({ url: '/api/platform/remotes?pins=reports@2.0.0', headers: host })
    ).json();
    expect(body).toEqual({
      remotes: [],
      overridesAllowed: false,
      healthTicket: expect.any(String),
    });
  });
});
