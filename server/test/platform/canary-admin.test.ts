// Starting a canary from the Remote releases tab (issue 37): the administration endpoint takes a
// share, tenants and limits from a user holding Platform.Remotes, checks them as the deploy
// commands' endpoint does, and records the user; anyone else changes nothing.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { registerFakeRelease } from '../helpers/fake-release';
import { hostAdmin, tenantAdmin } from '../helpers/sign-in';
import { createTestApp, TEST_DEPLOY_KEY, type TestApp } from '../helpers/test-app';

const deployKey = { authorization: `Bearer ${TEST_DEPLOY_KEY}` };

describe('starting a canary from the administration page', () => {
  let t: TestApp;
  let host: Record<string, string>;
  before(async () => {
    t = await createTestApp({ credentialRateLimit: 1000 });
    host = (await hostAdmin(t)).headers;
    for (const version of ['1.0.0', '1.1.0'])
      expect(await registerFakeRelease(t.app, 'reports', version)).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/platform/remotes/reports/promote',
      headers: deployKey,
      payload: { version: '1.0.0' },
    });
  });
  after(() => t.close());

  const start = (headers: Record<string, string>, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/platform-management/remotes/reports/promote',
      headers: { ...headers, 'accept-language': 'fa' },
      payload: { version: '1.1.0', ...body },
    });
  const canary = async () =>
    (await t.app.inject({ url: '/api/platform-management/releases', headers: host }))
      .json()
      .rollouts.find((rollout: { name: string }) => rollout.name === 'reports').canary;

  it('refuses a user without Platform.Remotes and bad input, in Persian, changing nothing', async () => {
    expect(
      (await start(await tenantAdmin(t).then((a) => a.headers), { canary: 10 })).statusCode,
    ).toBe(403);
    for (const [body, code] of [
      [{ canary: 150 }, 'Crm:ValidationError'],
      [{ canary: 10, tenants: ['nobody'] }, 'Platform:UnknownTenant'],
      [{ canary: 10, maxFailurePercent: -1 }, 'Crm:ValidationError'],
    ] as const) {
      const refused = await start(host, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe(code);
      expect(refused.json().error.message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await canary()).toBeNull();
  });

  it('starts a canary of a share of one tenant with its limits, recorded with the user', async () => {
    const started = await start(host, {
      canary: 50,
      tenants: ['demo'],
      minOutcomes: 30,
      maxFailurePercent: 2.5,
    });
    expect(started.statusCode).toBe(200);
    expect(await canary()).toMatchObject({
      version: '1.1.0',
      share: 50,
      tenants: [{ name: 'demo' }],
      startedBy: 'user:admin',
    });
    const history = await t.app.inject({
      url: '/api/platform-management/remotes/reports/history',
      headers: host,
    });
    expect(history.json().items.at(-1)).toMatchObject({
      event: 'canary-started',
      share: 50,
      details: expect.objectContaining({ minOutcomes: 30, maxFailurePercent: 2.5 }),
    });
  });
});
