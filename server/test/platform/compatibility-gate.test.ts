// The compatibility gate at release time: a release built against another major of a shared
// singleton, or a newer host contract, than the host that serves it is refused, naming the
// package and both versions; `force` registers it all the same and the registry records that.
import { after, before, beforeEach, describe, it } from 'node:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'expect';
import { fakeBuildRecord, fakeReleaseFiles } from '../helpers/fake-release';
import { createTestApp, TEST_DEPLOY_KEY, type TestApp } from '../helpers/test-app';

const auth = { authorization: `Bearer ${TEST_DEPLOY_KEY}`, 'accept-language': 'en' };

const HOST_RECORD = {
  name: 'host',
  hostContract: '1.4.0',
  singletons: {
    react: '19.3.1',
    'react-dom': '19.3.1',
    'react-router': '7.18.5',
    zustand: '5.1.0',
    i18next: '27.1.2',
    '@fluentui/react-components': '9.74.11',
  },
  exposes: [],
};
const fits = (changes: Record<string, unknown> = {}) =>
  fakeBuildRecord('reports', {
    ...HOST_RECORD,
    name: 'reports',
    exposes: ['./remote'],
    ...changes,
  });
const withSingleton = (name: string, version: string) =>
  fits({ singletons: { ...HOST_RECORD.singletons, [name]: version } });

describe('compatibility gate', () => {
  let t: TestApp;
  let hostDist: string;
  before(async () => {
    hostDist = mkdtempSync(join(tmpdir(), 'crm-host-'));
    writeFileSync(join(hostDist, 'crm-build.json'), JSON.stringify(HOST_RECORD));
    t = await createTestApp({ demo: false, hostDist });
  });
  after(async () => {
    await t.close();
    rmSync(hostDist, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.database.db.deleteFrom('remote_rollout_event').execute();
    await t.database.db.deleteFrom('remote_release').execute();
  });

  const register = (
    build: Record<string, unknown> | null,
    extra: Record<string, unknown> = {},
    headers = auth,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/platform/releases',
      headers,
      payload: {
        name: 'reports',
        version: '2.0.0',
        areas: ['/'],
        files: fakeReleaseFiles('reports', 'gate', {}, build),
        ...extra,
      },
    });
  const registered = () => t.database.db.selectFrom('remote_release').selectAll().execute();

  it('registers a release built against the host’s majors (newer minors and patches fit)', async () => {
    const response = await register(withSingleton('react', '19.9.0'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ created: true, compatibility: 'checked' });
  });

  it('refuses a release built against another React major, naming the package and both versions', async () => {
    const response = await register(withSingleton('react', '18.3.1'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'Platform:IncompatibleRelease',
      message:
        "The release was built against react 18.3.1, but this host serves react 19.3.1. Rebuild it against the host's versions, or release it with --force.",
      data: {
        problems: [{ kind: 'version', package: 'react', release: '18.3.1', host: '19.3.1' }],
      },
    });
    const persian = await register(
      withSingleton('react', '18.3.1'),
      {},
      { ...auth, 'accept-language': 'fa' },
    );
    expect(persian.json().error.message).toContain('react 18.3.1');
    expect(persian.json().error.message).toContain('react 19.3.1');
    expect(persian.json().error.message).toMatch(/[\u0600-\u06FF]/);
    expect(await registered()).toEqual([]);
  });

  it('accepts it with force, and records that it was forced and by whom', async () => {
    const response = await register(withSingleton('react', '18.3.1'), { force: true });
    expect(response.statusCode).toBe(201);
    const problems = [{ kind: 'version', package: 'react', release: '18.3.1', host: '19.3.1' }];
    expect(response.json()).toMatchObject({ compatibility: 'forced', problems });
    const [row] = await registered();
    expect(row).toMatchObject({
      compatibility: { status: 'forced', problems },
      released_by: 'operator',
      build: expect.objectContaining({ singletons: expect.objectContaining({ react: '18.3.1' }) }),
    });
    const history = await t.app.inject({
      url: '/api/platform/remotes/reports/history',
      headers: auth,
    });
    expect(history.json().items).toEqual([
      expect.objectContaining({
        event: 'released',
        version: '2.0.0',
        actor: 'operator',
        details: { compatibility: { status: 'forced', problems } },
      }),
    ]);
    const list = await t.app.inject({ url: '/api/platform/releases', headers: auth });
    expect(list.json().items[0]).toMatchObject({ compatibility: 'forced', releasedBy: 'operator' });
  });

  for (const [what, build, code, params] of [
    [
      'a newer host contract',
      fits({ hostContract: '1.5.0' }),
      'Platform:IncompatibleRelease',
      '@crm/shared 1.5.0',
    ],
    [
      'another host contract major',
      fits({ hostContract: '2.0.0' }),
      'Platform:IncompatibleRelease',
      '@crm/shared 2.0.0',
    ],
    [
      'another Fluent major',
      withSingleton('@fluentui/react-components', '10.0.0'),
      'Platform:IncompatibleRelease',
      '@fluentui/react-components 10.0.0',
    ],
    [
      'no record of what it was built against',
      null,
      'Platform:BuildRecordMissing',
      'crm-build.json',
    ],
    ['no ./remote exposed', fits({ exposes: ['./other'] }), 'Platform:ExposeMissing', './remote'],
  ] as const) {
    it(`refuses a release with ${what}`, async () => {
      const response = await register(build);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe(code);
      expect(response.json().error.message).toContain(params);
      expect(await registered()).toEqual([]);
    });
  }

  it('refuses a build record that is not one', async () => {
    const response = await register({ name: 'reports', singletons: 'react' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('Platform:InvalidReleaseFiles');
  });

  it('checks an external release by the record sent with it', async () => {
    t.config.remoteOrigins = ['https://cdn.example'];
    const external = (build: unknown, force?: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform/releases',
        headers: auth,
        payload: {
          name: 'reports',
          version: '2.0.0',
          areas: ['/'],
          baseUrl: 'https://cdn.example/reports/2.0.0/',
          integrity: `sha384-${'A'.repeat(64)}`,
          ...(build ? { build } : {}),
          ...(force ? { force } : {}),
        },
      });
    expect((await external(withSingleton('react-dom', '18.0.0'))).statusCode).toBe(400);
    expect((await external(undefined)).json().error.code).toBe('Platform:BuildRecordMissing');
    expect((await external(undefined, true)).json()).toMatchObject({ compatibility: 'forced' });
  });

  it('registers unchecked when the host has no record to compare with', async () => {
    rmSync(join(hostDist, 'crm-build.json'));
    try {
      const response = await register(withSingleton('react', '18.3.1'));
      expect(response.json()).toMatchObject({ created: true, compatibility: 'unchecked' });
    } finally {
      writeFileSync(join(hostDist, 'crm-build.json'), JSON.stringify(HOST_RECORD));
    }
  });
});
