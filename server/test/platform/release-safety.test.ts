// Issue 37, faults 5, 7 and 8. A release rolled back (by a person or by the server) is withdrawn:
// promoting it again takes the operator key's --force and is recorded; a rollback without a
// canary is refused and changes nothing. The gate reads the build's own mf-manifest.json: a
// singleton asking for a version the host does not provide is refused, and only an operator may
// force it. Release files are inert: nosniff, and every file but JavaScript sandboxed with no
// sources (an SVG's script does not run when opened in Chromium); HTML and a file/folder name
// clash are refused at registration with 400.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import { chromium } from 'playwright-core';
import { evaluateCanaries } from '../../src/platform/canary-watch';
import { chromiumPath } from '../../src/reports/pdf/chromium-pdf';
import { recordRemoteHealth } from '../../src/platform/remote-health.service';
import { fakeBuildRecord, fakeReleaseFiles } from '../helpers/fake-release';
import { resetRollouts } from '../helpers/rollout-reset';
import { createTestApp, TEST_DEPLOY_KEY, type TestApp } from '../helpers/test-app';

const operator = { authorization: `Bearer ${TEST_DEPLOY_KEY}`, 'accept-language': 'en' };
const HOST_SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
];
const base64 = (text: string) => Buffer.from(text).toString('base64');

/** A release's files whose mf-manifest.json shares `shared`, and any `extra` files. */
function filesOf(version: string, shared: unknown[] = HOST_SHARED, extra: object[] = []) {
  const files = fakeReleaseFiles('reports', version).map((file) =>
    file.path === 'mf-manifest.json'
      ? {
          path: file.path,
          content: base64(
            JSON.stringify({
              id: 'reports',
              name: 'reports',
              metaData: { name: 'reports', publicPath: 'auto' },
              shared,
              exposes: [],
            }),
          ),
        }
      : file,
  );
  return [...files, ...extra];
}

describe('release safety', () => {
  let t: TestApp;
  let hostDist: string;
  let teamKey: string;
  const team = () => ({ authorization: `Bearer ${teamKey}`, 'accept-language': 'en' });
  const register = (version: string, files: object[], headers = operator, force = false) =>
    t.app.inject({
      method: 'POST',
      url: '/api/platform/releases',
      headers,
      payload: { name: 'reports', version, areas: ['/'], files, ...(force ? { force } : {}) },
    });
  const promote = (body: object, headers: Record<string, string> = operator) =>
    t.app.inject({
      method: 'POST',
      url: '/api/platform/remotes/reports/promote',
      headers,
      payload: body,
    });
  const rollback = (headers: Record<string, string> = operator) =>
    t.app.inject({ method: 'POST', url: '/api/platform/remotes/reports/rollback', headers });
  const active = async () =>
    (
      await t.database.db
        .selectFrom('remote_active')
        .select('version')
        .where('name', '=', 'reports')
        .executeTakeFirst()
    )?.version;
  const history = async () =>
    (await t.app.inject({ url: '/api/platform/remotes/reports/history', headers: operator })).json()
      .items as { event: string; version: string; actor: string; details: unknown }[];
  const listed = async (version: string) =>
    (
      (await t.app.inject({ url: '/api/platform/releases', headers: operator })).json().items as {
        version: string;
        withdrawn: unknown;
      }[]
    ).find((item) => item.version === version);

  before(async () => {
    hostDist = mkdtempSync(join(tmpdir(), 'crm-host-'));
    writeFileSync(join(hostDist, 'crm-build.json'), JSON.stringify(fakeBuildRecord('host')));
    writeFileSync(
      join(hostDist, 'mf-manifest.json'),
      JSON.stringify({ name: 'host', shared: HOST_SHARED }),
    );
    t = await createTestApp({ demo: false, hostDist });
    for (const version of ['1.2.0', '1.3.0'])
      expect((await register(version, filesOf(version))).statusCode).toBe(201);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/platform/deploy-keys',
      headers: operator,
      payload: { name: 'reports pipeline', remote: 'reports' },
    });
    teamKey = created.json().key;
  });
  after(async () => {
    await t.close();
    rmSync(hostDist, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetRollouts(t.database.db);
    expect((await promote({ version: '1.2.0' })).statusCode).toBe(200);
    expect((await promote({ version: '1.3.0', canary: 50 }, team())).statusCode).toBe(200);
  });

  it('withdraws a canary rolled back by a person: promoting it again needs the operator key’s --force', async () => {
    expect((await rollback(team())).statusCode).toBe(200);
    expect(await listed('1.3.0')).toMatchObject({ withdrawn: { by: 'key:reports pipeline' } });
    for (const body of [{ version: '1.3.0' }, { version: '1.3.0', canary: 10 }]) {
      const refused = await promote(body, team());
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('Platform:ReleaseWithdrawn');
      expect((await promote(body)).json().error.code).toBe('Platform:ReleaseWithdrawn');
    }
    const teamForce = await promote({ version: '1.3.0', force: true }, team());
    expect(teamForce.statusCode).toBe(403);
    expect(teamForce.json().error.code).toBe('Platform:OperatorKeyRequired');
    expect(await active()).toBe('1.2.0');
    expect((await promote({ version: '1.3.0', force: true })).statusCode).toBe(200);
    expect(await active()).toBe('1.3.0');
    expect(await listed('1.3.0')).toMatchObject({ withdrawn: null });
    expect((await history()).slice(-2)).toMatchObject([
      { event: 'reinstated', version: '1.3.0', actor: 'operator' },
      { event: 'promoted', version: '1.3.0', actor: 'operator' },
    ]);
  });

  it('withdraws a canary the server rolled back', async () => {
    await recordRemoteHealth(
      t.database.db,
      Array.from({ length: 20 }, () => ({
        remote: 'reports' as const,
        version: '1.3.0',
        stage: 'first-mount' as const,
        outcome: 'failed' as const,
      })),
      new Date(),
    );
    expect(await evaluateCanaries(t.database.db, new Date())).toHaveLength(1);
    expect(await listed('1.3.0')).toMatchObject({ withdrawn: { by: 'system' } });
    expect((await promote({ version: '1.3.0' }, team())).json().error.code).toBe(
      'Platform:ReleaseWithdrawn',
    );
  });

  it('refuses a rollback without a canary, changing nothing', async () => {
    expect((await rollback()).statusCode).toBe(200);
    const events = (await history()).length;
    const refused = await rollback();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('Platform:NoCanary');
    expect(await active()).toBe('1.2.0');
    expect((await history()).length).toBe(events);
  });

  it('refuses a release whose mf-manifest.json asks for a React the host does not provide', async () => {
    const react18 = HOST_SHARED.map((entry) =>
      entry.name === 'react' ? { ...entry, requiredVersion: '^18.3.1', version: '18.3.1' } : entry,
    );
    const refused = await register('1.4.0', filesOf('1.4.0', react18));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'Platform:SharedVersionUnsatisfied',
      message:
        "The release asks for a single shared copy of react ^18.3.1, but this host provides react 19.3.1. Rebuild it against the host's versions.",
    });
    const teamForce = await register('1.4.0', filesOf('1.4.0', react18), team(), true);
    expect(teamForce.statusCode).toBe(403);
    expect(teamForce.json().error.code).toBe('Platform:OperatorKeyRequired');
    const forced = await register('1.4.0', filesOf('1.4.0', react18), operator, true);
    expect(forced.statusCode).toBe(201);
    expect(forced.json()).toMatchObject({
      compatibility: 'forced',
      problems: [{ kind: 'shared', package: 'react', required: '^18.3.1', host: '19.3.1' }],
    });
    const fits = HOST_SHARED.map((entry) => ({ ...entry, requiredVersion: '^19.0.0' }));
    expect((await register('1.5.0', filesOf('1.5.0', fits))).json()).toMatchObject({
      compatibility: 'checked',
    });
  });

  it('serves release files inert: nosniff, and no script in anything but JavaScript', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><script>window.ran = true; document.title = "ran"</script></svg>';
    const files = filesOf('2.0.0', HOST_SHARED, [{ path: 'icons/evil.svg', content: base64(svg) }]);
    expect((await register('2.0.0', files)).statusCode).toBe(201);
    const served = await t.app.inject({ url: '/remotes/reports/2.0.0/icons/evil.svg' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    for (const path of ['mf-manifest.json', 'crm-build.json']) {
      const json = await t.app.inject({ url: `/remotes/reports/2.0.0/${path}` });
      expect(json.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    }
    const script = await t.app.inject({ url: '/remotes/reports/2.0.0/remoteEntry.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['content-security-policy']).toBeUndefined();

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: ['--no-sandbox'],
    });
    try {
      const page = await browser.newPage();
      const opened = await page.goto(
        `http://127.0.0.1:${port}/remotes/reports/2.0.0/icons/evil.svg`,
      );
      expect(opened?.status()).toBe(200);
      // Evaluated in the page (a string: this test's code has no DOM types).
      expect(await page.evaluate('document.documentElement.nodeName')).toBe('svg');
      expect(await page.evaluate('window.ran')).toBeUndefined();
      expect(await page.title()).not.toBe('ran');
    } finally {
      await browser.close();
    }
  });

  it('refuses HTML and a name that is both a file and a folder with 400, not 500', async () => {
    for (const extra of [
      [{ path: 'page.html', content: base64('<script>alert(1)</script>') }],
      [
        { path: 'x.js', content: base64('1') },
        { path: 'x.js/y.js', content: base64('2') },
      ],
    ]) {
      const refused = await register('3.0.0', filesOf('3.0.0', HOST_SHARED, extra));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('Platform:InvalidReleaseFiles');
    }
  });
});
