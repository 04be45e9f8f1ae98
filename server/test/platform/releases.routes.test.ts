import { after, before, beforeEach, describe, it } from 'node:test';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'expect';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { createTestApp, TEST_DEPLOY_KEY, type TestApp } from '../helpers/test-app';
import { fakeBuildRecord, fakeReleaseFiles } from '../helpers/fake-release';

const auth = { authorization: `Bearer ${TEST_DEPLOY_KEY}` };

describe('remote release registry', () => {
  // One app for the file (opening a database is the slow part); each test starts from an empty
  // registry and the default configuration, which tests may change for themselves.
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ remoteOverrides: true, demo: false });
  });
  after(() => t.close());
  beforeEach(async () => {
    const { db } = t.database;
    await db.deleteFrom('remote_active').execute();
    await db.deleteFrom('remote_promotion').execute();
    await db.deleteFrom('remote_release').execute();
    rmSync(join(t.config.dataDir, 'remotes'), { recursive: true, force: true });
    // Pins of anonymous requests apply here; whose pins apply is release-admin.test.ts's.
    Object.assign(t.config, { remoteOverrides: true, anonymousPins: true, remoteOrigins: [] });
  });

  const register = (
    name: string,
    version: string,
    marker = version,
    headers: Record<string, string> = auth,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/platform/releases',
      headers,
      payload: { name, version, areas: ['/'], files: fakeReleaseFiles(name, marker) },
    });
  const promote = (name: string, version: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/platform/remotes/${name}/promote`,
      headers: auth,
      payload: { version },
    });
  const manifest = async (query = '') =>
    (await t.app.inject(`/api/platform/remotes${query}`)).json();

  it('serves an empty manifest, uncached, before anything is released', async () => {
    const response = await t.app.inject('/api/platform/remotes');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      remotes: [],
      overridesAllowed: true,
      healthTicket: expect.any(String),
    });
  });

  it('refuses to register without the deploy key, in ABP error format', async () => {
    const response = await register('reports', '1.0.0', 'x', { authorization: 'Bearer wrong' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['_abperrorformat']).toBe('true');
    expect(response.json().error.code).toBe('Platform:DeployKeyRequired');
    expect(await manifest()).toEqual({
      remotes: [],
      overridesAllowed: true,
      healthTicket: expect.any(String),
    });
  });

  it('registers immutably: the same files again change nothing, other files are refused', async () => {
    expect((await register('reports', '1.0.0')).statusCode).toBe(201);
    const again = await register('reports', '1.0.0');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ name: 'reports', version: '1.0.0', created: false });
    const changed = await register('reports', '1.0.0', 'different');
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('Platform:ReleaseExists');
  });

  it('promotes a release into the manifest with the sha-384 of its entry, and serves its files immutably', async () => {
    await register('reports', '1.0.0');
    expect((await manifest()).remotes).toEqual([]);
    expect((await promote('reports', '1.0.0')).statusCode).toBe(200);

    const [remote] = (await manifest()).remotes;
    const entry = await t.app.inject(remote.remoteEntry);
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toContain('immutable');
    expect(remote).toMatchObject({
      name: 'reports',
      version: '1.0.0',
      entry: '/remotes/reports/1.0.0/mf-manifest.json',
      areas: ['/'],
      overridden: false,
      integrity: `sha384-${createHash('sha384').update(entry.rawPayload).digest('base64')}`,
    });
    expect((await t.app.inject('/remotes/reports/1.0.0/chunks/page.js')).body).toContain('1.0.0');
  });

  it('refuses a rollback without a canary, even after two promotions, changing nothing', async () => {
    await register('reports', '1.0.0');
    await register('reports', '1.1.0');
    await promote('reports', '1.0.0');
    await promote('reports', '1.1.0');
    const rollback = await t.app.inject({
      method: 'POST',
      url: '/api/platform/remotes/reports/rollback',
      headers: auth,
    });
    expect(rollback.statusCode).toBe(409);
    expect(rollback.json().error.code).toBe('Platform:NoCanary');
    expect((await manifest()).remotes[0].version).toBe('1.1.0');
  });

  it('refuses to promote an unregistered release', async () => {
    const response = await promote('reports', '9.9.9');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('Platform:ReleaseNotFound');
  });

  it('applies a session pin of a registered release and ignores unknown ones', async () => {
    await register('reports', '1.0.0');
    await register('reports', '2.0.0-rc.1');
    await promote('reports', '1.0.0');
    const pinned = await manifest('?pins=reports@2.0.0-rc.1,identity@1.0.0');
    expect(pinned.remotes).toEqual([
      expect.objectContaining({ version: '2.0.0-rc.1', overridden: true }),
    ]);
    const unknown = await manifest('?pins=reports@3.0.0');
    expect(unknown.remotes).toEqual([
      expect.objectContaining({ version: '1.0.0', overridden: false }),
    ]);
  });

  it('ignores pins when overrides are not allowed', async () => {
    t.config.remoteOverrides = false;
    await register('reports', '1.0.0');
    await register('reports', '2.0.0');
    await promote('reports', '1.0.0');
    const result = await manifest('?pins=reports@2.0.0');
    expect(result.overridesAllowed).toBe(false);
    expect(result.remotes[0]).toMatchObject({ version: '1.0.0', overridden: false });
  });

  for (const [label, release] of [
    ['an unknown remote', { name: 'evil', version: '1.0.0' }],
    ['a malformed version', { name: 'reports', version: '1.0' }],
  ] as const) {
    it(`rejects ${label} with a validation error`, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/platform/releases',
        headers: auth,
        payload: { ...release, areas: ['/'], files: fakeReleaseFiles('reports', 'x') },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.validationErrors.length).toBeGreaterThan(0);
    });
  }

  const gzipped = (text: string) => gzipSync(Buffer.from(text)).toString('base64');
  for (const [label, extra] of [
    ['a path that climbs out of the release', [{ path: '../evil.js', content: 'eA==' }]],
    ['an HTML file', [{ path: 'index.html', content: 'eA==' }]],
    [
      'a gzip copy that is not its file',
      [{ path: 'chunks/page.js.gz', content: gzipped('console.log("other");') }],
    ],
    ['a brotli copy that is not brotli', [{ path: 'chunks/page.js.br', content: 'eA==' }]],
    ['a copy of a file it does not have', [{ path: 'chunks/absent.js.gz', content: gzipped('') }]],
    ['a copy of a file type never compressed', [{ path: 'logo.png.gz', content: gzipped('') }]],
  ] as const) {
    it(`rejects ${label}`, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/platform/releases',
        headers: auth,
        payload: {
          name: 'reports',
          version: '1.0.0',
          areas: ['/'],
          files: [...fakeReleaseFiles('reports', 'x'), ...extra],
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('Platform:InvalidReleaseFiles');
    });
  }

  it('accepts a multi-megabyte file and rejects content that is not base64', async () => {
    const big = { path: 'big.js', content: Buffer.alloc(3 * 1024 * 1024, 'x').toString('base64') };
    const files = [...fakeReleaseFiles('reports', 'big'), big];
    const post = (payloadFiles: unknown[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform/releases',
        headers: auth,
        payload: { name: 'reports', version: '1.0.0', areas: ['/'], files: payloadFiles },
      });
    expect(
      (await post([...fakeReleaseFiles('reports', 'x'), { path: 'a.js', content: 'not base64!' }]))
        .statusCode,
    ).toBe(400);
    expect((await post(files)).statusCode).toBe(201);
  });

  it('rejects a manifest that computes its public path (a manifest is code)', async () => {
    const files = fakeReleaseFiles('reports', 'x', {
      getPublicPath: 'function(){return "https://evil.example/"}',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/platform/releases',
      headers: auth,
      payload: { name: 'reports', version: '1.0.0', areas: ['/'], files },
    });
    expect(response.statusCode).toBe(400);
  });

  it('registers an external release only from an allowed https origin', async () => {
    t.config.remoteOrigins = ['https://cdn.example'];
    const integrity = `sha384-${'A'.repeat(64)}`;
    const post = (baseUrl: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform/releases',
        headers: auth,
        payload: {
          name: 'reports',
          version: '1.0.0',
          areas: ['/'],
          baseUrl,
          integrity,
          build: fakeBuildRecord('reports'),
        },
      });
    expect((await post('https://evil.example/reports/1.0.0/')).statusCode).toBe(400);
    expect((await post('https://cdn.example/reports/1.0.0')).statusCode).toBe(201);
    await promote('reports', '1.0.0');
    expect((await manifest()).remotes[0].entry).toBe(
      'https://cdn.example/reports/1.0.0/mf-manifest.json',
    );
  });

  describe('with its navigation (crm-navigation.json)', () => {
    const navigation = {
      routes: [
        {
          path: '/turnover',
          layout: 'application',
          policy: 'Crm.Turnover',
          titleKey: 'Crm::Menu:Turnover',
          hasPage: true,
        },
      ],
      menu: [{ name: 'Turnover', path: '/turnover', order: 8, policy: 'Crm.Turnover' }],
      texts: {
        fa: { Crm: { 'Menu:Turnover': 'گردش حساب' } },
        en: { Crm: { 'Menu:Turnover': 'Turnover' } },
      },
    };
    const withNavigation = (content: unknown) => [
      ...fakeReleaseFiles('reports', 'nav'),
      {
        path: 'crm-navigation.json',
        content: Buffer.from(
          typeof content === 'string' ? content : JSON.stringify(content),
        ).toString('base64'),
      },
    ];
    const registerFiles = (files: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform/releases',
        headers: auth,
        payload: { name: 'reports', version: '2.0.0', areas: ['/'], files },
      });

    it('hands the navigation out with the manifest, so the host needs no remote code for its menu', async () => {
      expect((await registerFiles(withNavigation(navigation))).statusCode).toBe(201);
      await promote('reports', '2.0.0');
      expect((await manifest()).remotes[0].navigation).toEqual(navigation);
    });

    it('lists a release without one as before, without navigation', async () => {
      await register('reports', '1.0.0');
      await promote('reports', '1.0.0');
      expect((await manifest()).remotes[0]).not.toHaveProperty('navigation');
    });

    for (const [what, content] of [
      ['not JSON', '{routes'],
      ['a route without a path', { ...navigation, routes: [{ hasPage: true }] }],
      [
        'a menu entry whose order is text',
        { ...navigation, menu: [{ name: 'X', path: '/x', order: 'first' }] },
      ],
    ] as const) {
      it(`refuses a release whose navigation is ${what}, and registers nothing`, async () => {
        const response = await registerFiles(withNavigation(content));
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('Platform:InvalidReleaseFiles');
        expect(response.json().error.message).toContain('crm-navigation.json');
        expect(await t.database.db.selectFrom('remote_release').selectAll().execute()).toEqual([]);
      });
    }
  });
});
