// Canary rollouts through the deploy API and the runtime manifest: a share of browsers (by
// rollout id), of every tenant or of the listed tenants only, gets the canary; raising only adds;
// completing makes it active, a rollback ends it; every step is in the history.
import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import { fakeReleaseFiles } from '../helpers/fake-release';
import { createTenant } from '../helpers/demo-accounts';
import { createTestApp, TEST_DEPLOY_KEY, type TestApp } from '../helpers/test-app';

const auth = { authorization: `Bearer ${TEST_DEPLOY_KEY}` };
const ids = Array.from({ length: 400 }, (_, index) => `b${index}x${(index * 7919) % 1000}`);

describe('canary rollouts', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ demo: true });
    await createTenant(t, 'acme');
    for (const version of ['1.2.0', '1.3.0', '1.4.0'])
      await t.app.inject({
        method: 'POST',
        url: '/api/platform/releases',
        headers: auth,
        payload: {
          name: 'reports',
          version,
          areas: ['/'],
          files: fakeReleaseFiles('reports', version),
        },
      });
  });
  after(() => t.close());
  beforeEach(async () => {
    const { db } = t.database;
    await db.deleteFrom('remote_canary').execute();
    await db.deleteFrom('remote_rollout_event').execute();
    await db.deleteFrom('remote_active').execute();
    await db.deleteFrom('remote_promotion').execute();
    // A rolled-back canary's release is withdrawn (release-safety.test.ts): each test starts afresh.
    await db
      .updateTable('remote_release')
      .set({ withdrawn_at: null, withdrawn_by: null })
      .execute();
    expect((await promote({ version: '1.2.0' })).statusCode).toBe(200);
  });

  async function promote(body: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/platform/remotes/reports/promote',
      headers: auth,
      payload: body,
    });
  }
  const rollback = () =>
    t.app.inject({ method: 'POST', url: '/api/platform/remotes/reports/rollback', headers: auth });
  async function versionFor(rolloutId: string | undefined, tenant?: string) {
    const response = await t.app.inject({
      url: `/api/platform/remotes${rolloutId ? `?rolloutId=${rolloutId}` : ''}`,
      headers: tenant ? { __tenant: tenant } : {},
    });
    expect(response.statusCode).toBe(200);
    return response.json().remotes[0].version as string;
  }
  const canaryIds = async () => {
    const reached: string[] = [];
    for (const id of ids) if ((await versionFor(id)) === '1.3.0') reached.push(id);
    return reached;
  };
  const history = async () =>
    (await t.app.inject({ url: '/api/platform/remotes/reports/history', headers: auth }))
      .json()
      .items.map((event: { event: string; version: string; share: number | null }) =>
        [event.event, event.version, event.share].join(' '),
      );

  it('serves the canary to its share of browsers, each keeping its answer, and raising only adds', async () => {
    const started = await promote({ version: '1.3.0', canary: 10 });
    expect(started.json()).toEqual({
      name: 'reports',
      version: '1.3.0',
      canary: { share: 10, tenants: [] },
    });
    const first = await canaryIds();
    expect(Math.abs(first.length / ids.length - 0.1)).toBeLessThanOrEqual(0.05);
    expect(await canaryIds()).toEqual(first);
    expect(await versionFor(undefined)).toBe('1.2.0');

    expect((await promote({ version: '1.3.0', canary: 50 })).statusCode).toBe(200);
    const raised = await canaryIds();
    expect(first.every((id) => raised.includes(id))).toBe(true);
    expect(Math.abs(raised.length / ids.length - 0.5)).toBeLessThanOrEqual(0.05);
    const manifest = await t.app.inject(`/api/platform/remotes?rolloutId=${raised[0]}`);
    expect(manifest.json().remotes[0]).toMatchObject({ version: '1.3.0', canary: true });
  });

  it("serves every browser of the canary's tenants, by name or id, and nobody else", async () => {
    expect((await promote({ version: '1.3.0', tenants: ['demo'] })).json().canary).toEqual({
      share: 100,
      tenants: [{ id: expect.any(String), name: 'demo' }],
    });
    const demo = (await t.app.inject('/api/abp/multi-tenancy/tenants/by-name/demo')).json();
    for (const id of ids.slice(0, 20)) {
      expect(await versionFor(id, 'demo')).toBe('1.3.0');
      expect(await versionFor(id, demo.tenantId)).toBe('1.3.0');
      expect(await versionFor(id)).toBe('1.2.0');
      expect(await versionFor(id, 'acme')).toBe('1.2.0');
    }
    expect(await versionFor(undefined, 'demo')).toBe('1.3.0');
    // A stale tenant in the browser does not stop the page from loading.
    expect(await versionFor(ids[0], 'gone-tenant')).toBe('1.2.0');
  });

  it("serves a share of the tenants' browsers only: an acme browser never gets a demo canary", async () => {
    await promote({ version: '1.3.0', canary: 50, tenants: ['demo'] });
    const reached = { demo: 0, acme: 0, none: 0 };
    for (const id of ids) {
      if ((await versionFor(id, 'demo')) === '1.3.0') reached.demo += 1;
      if ((await versionFor(id, 'acme')) === '1.3.0') reached.acme += 1;
      if ((await versionFor(id)) === '1.3.0') reached.none += 1;
    }
    expect(Math.abs(reached.demo / ids.length - 0.5)).toBeLessThanOrEqual(0.07);
    expect(reached).toMatchObject({ acme: 0, none: 0 });
    // Raising the share within demo adds demo's browsers, still nobody else's.
    await promote({ version: '1.3.0', canary: 100, tenants: ['demo'] });
    for (const id of ids.slice(0, 20)) {
      expect(await versionFor(id, 'demo')).toBe('1.3.0');
      expect(await versionFor(id, 'acme')).toBe('1.2.0');
    }
  });

  it('completes the canary: everyone gets it, and the history tells each step', async () => {
    await promote({ version: '1.3.0', canary: 10 });
    await promote({ version: '1.3.0', canary: 30 });
    const completed = await promote({ version: '1.3.0' });
    expect(completed.json()).toEqual({ name: 'reports', version: '1.3.0' });
    for (const id of ids.slice(0, 20)) expect(await versionFor(id)).toBe('1.3.0');
    expect(await history()).toEqual([
      'promoted 1.2.0 ',
      'canary-started 1.3.0 10',
      'canary-raised 1.3.0 30',
      'canary-completed 1.3.0 30',
    ]);
  });

  it('completes at --canary 100 as well', async () => {
    await promote({ version: '1.3.0', canary: 10 });
    expect((await promote({ version: '1.3.0', canary: 100 })).json()).toEqual({
      name: 'reports',
      version: '1.3.0',
    });
    expect(await versionFor(ids[0])).toBe('1.3.0');
  });

  it('ends the canary on rollback: everyone is back on the active release', async () => {
    await promote({ version: '1.3.0', canary: 50 });
    const ended = await rollback();
    expect(ended.json()).toEqual({ name: 'reports', version: '1.2.0', aborted: '1.3.0' });
    for (const id of ids.slice(0, 20)) expect(await versionFor(id)).toBe('1.2.0');
    expect((await history()).at(-1)).toBe('canary-aborted 1.3.0 50');
  });

  for (const [what, first, second, code] of [
    [
      'a lower share',
      { canary: 20 },
      { version: '1.3.0', canary: 10 },
      'Platform:CanaryShareLower',
    ],
    ['a second canary', { canary: 20 }, { version: '1.4.0', canary: 5 }, 'Platform:CanaryRunning'],
    [
      'a promotion of another version',
      { canary: 20 },
      { version: '1.4.0' },
      'Platform:CanaryRunning',
    ],
  ] as const) {
    it(`refuses ${what} while a canary runs, and changes nothing`, async () => {
      await promote({ version: '1.3.0', ...first });
      const before = await history();
      const refused = await promote(second);
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
      expect(refused.json().error.code).toBe(code);
      expect(await history()).toEqual(before);
    });
  }

  it('refuses to narrow a canary of every tenant to some, and changes nothing', async () => {
    await promote({ version: '1.3.0', canary: 20 });
    const before = await history();
    const refused = await promote({ version: '1.3.0', tenants: ['demo'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('Platform:CanaryTenantsNarrow');
    expect(await history()).toEqual(before);
  });

  for (const [what, body, code] of [
    ['an unknown tenant', { version: '1.3.0', tenants: ['nobody'] }, 'Platform:UnknownTenant'],
    [
      'a canary of none of the tenants',
      { version: '1.3.0', canary: 0, tenants: ['demo'] },
      'Platform:CanaryReachesNobody',
    ],
    ['a canary of the active release', { version: '1.2.0', canary: 10 }, 'Platform:CanaryIsActive'],
    [
      'a canary that reaches nobody',
      { version: '1.3.0', canary: 0 },
      'Platform:CanaryReachesNobody',
    ],
    ['a share over 100', { version: '1.3.0', canary: 101 }, 'Crm:ValidationError'],
    ['a share that is not whole', { version: '1.3.0', canary: 2.5 }, 'Crm:ValidationError'],
  ] as const) {
    it(`refuses ${what}, in the caller's language`, async () => {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/platform/remotes/reports/promote',
        headers: { ...auth, 'accept-language': 'fa' },
        payload: body,
      });
      expect(refused.statusCode).toBe(code === 'Platform:CanaryIsActive' ? 409 : 400);
      expect(refused.json().error.code).toBe(code);
      expect(refused.json().error.message).toMatch(/[\u0600-\u06FF]/);
      expect(await history()).toEqual(['promoted 1.2.0 ']);
    });
  }

  it('ignores a rollout id of another form', async () => {
    await promote({ version: '1.3.0', canary: 100 - 1 });
    const odd = await t.app.inject('/api/platform/remotes?rolloutId=has%20space%3Cscript%3E');
    expect(odd.statusCode).toBe(200);
    expect(odd.json().remotes[0].version).toBe('1.2.0');
  });
});
