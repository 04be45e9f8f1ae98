// Item 9: two server processes on one PostgreSQL database and one Redis, every request handed
// to the other replica in turn (as a round-robin load balancer would): sign-in, refresh-token
// rotation and reuse detection, logout, rate limits, the multiple-login check, QA remote
// overrides and releases uploaded to one replica behave as they do with one server.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { openDatabase } from '../../src/db/database';
import { inTenant } from '../../src/db/tenant-scope';
import { setSettingForSide } from '../../src/settings/settings.service';
import { HOST_TENANT_ID } from '../../src/tenancy/tenancy.tables';
import { fakeBuildRecord, fakeReleaseFiles } from '../helpers/fake-release';
import { freshRateWindow } from '../helpers/rate-window';
import { buildServer } from './harness/built-server';
import { Cleanup } from './harness/cleanup';
import { bearer, HttpClient } from './harness/http-client';
import { DEMO_PASSWORD, logout, refresh, signIn, type Credentials } from './harness/oidc-flow';
import { freePort } from '@crm/shared/tooling';
import { createDatabase } from './harness/postgres';
import { PrivateRedis } from './harness/redis';
import { ServerProcess } from './harness/server-process';
import { waitFor } from './harness/wait';

const RATE_LIMIT = 20;
const DEPLOY_KEY = randomBytes(24).toString('hex');
const CDN = 'https://cdn.example';
const ADMIN: Credentials = { userName: 'admin' };
const CUSTOMER: Credentials = { userName: 'customer1', tenant: 'demo' };
const POLL = '/api/app/user/has-current-user-multiple-login-session';
const CONFIG = '/api/abp/application-configuration?includeLocalizationResources=false';
const TENANT_ADMIN: Credentials = { userName: 'admin', tenant: 'demo' };
/** The bound within which a change made through one replica holds on the other (cache/README.md). */
const PROPAGATION_MS = 1000;

describe('two replicas on one PostgreSQL database and one Redis', () => {
  const cleanup = new Cleanup();
  let a: ServerProcess;
  let b: ServerProcess;
  let client: HttpClient;
  let databaseUrl: string;

  /** Whether a token still signs its user in, asked of one replica. */
  const signedIn = async (accessToken: string, port: number) =>
    (await client.get(CONFIG, bearer(accessToken), port)).json().currentUser
      .isAuthenticated as boolean;

  const signedOutOnBoth = async (accessToken: string) => {
    for (const port of [a.port, b.port])
      await waitFor(
        `replica ${port} signs the token out`,
        () => signedIn(accessToken, port),
        (answer) => answer === false,
        PROPAGATION_MS,
      );
  };

  /** Waits (within the bound) until `probe`, asked of replica B, gives what `accept` takes. */
  const onB = <T>(
    what: string,
    probe: (port: number) => Promise<T>,
    accept: (value: T) => boolean,
  ) => waitFor(`replica B: ${what}`, () => probe(b.port), accept, PROPAGATION_MS);

  before(async () => {
    const bundle = await buildServer(cleanup);
    const redis = await PrivateRedis.create(cleanup);
    const origin = `http://localhost:${await freePort()}`;
    databaseUrl = await createDatabase(cleanup);
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      PUBLIC_URL: origin,
      CRM_SECRET_KEY: randomBytes(32).toString('hex'),
      CRM_DEPLOY_KEY: DEPLOY_KEY,
      CRM_DEMO_DATA: 'true',
      CRM_REMOTE_OVERRIDES: 'true',
      CRM_REMOTE_ORIGINS: CDN,
      CRM_CREDENTIAL_RATE_LIMIT: String(RATE_LIMIT),
    };
    const replica = async (name: string) => {
      const dataDir = cleanup.tempFolder(`crm-replica-${name}-`);
      return ServerProcess.start(
        { bundle, port: await freePort(), name, env: { ...env, CRM_DATA_DIR: dataDir } },
        cleanup,
      );
    };
    a = await replica('A');
    b = await replica('B');
    client = new HttpClient(origin, { ports: [a.port, b.port] });
    cleanup.add('http client', () => client.close());
  });
  after(() => cleanup.run());

  it('signs in through the code flow with its steps spread over both replicas', async () => {
    const ports = new Set<number>();
    const browser = client.newBrowser();
    const original = browser.request.bind(browser);
    browser.request = async (options) => {
      const response = await original(options);
      ports.add(response.port);
      return response;
    };
    const tokens = await signIn(browser, ADMIN);
    expect([...ports].sort()).toEqual([a.port, b.port].sort());
    expect(await signedIn(tokens.access_token, a.port)).toBe(true);
    expect(await signedIn(tokens.access_token, b.port)).toBe(true);
  });

  it('issues tokens by the password grant on one replica and refreshes them on the other', async () => {
    const database = await openDatabase({ dataDir: tmpdir(), databaseUrl });
    try {
      await inTenant(database.db, HOST_TENANT_ID, (scope) =>
        setSettingForSide(scope, true, 'Crm.Account.PasswordFlowEnabled', 'True'),
      );
    } finally {
      await database.close();
    }
    const granted = await client.form(
      '/connect/token',
      {
        grant_type: 'password',
        client_id: 'Crm_App',
        scope: 'openid offline_access Crm',
        username: 'admin',
        password: DEMO_PASSWORD,
      },
      a.port,
    );
    expect({ status: granted.status, body: granted.body.slice(0, 200) }).toMatchObject({
      status: 200,
    });
    const refreshed = await refresh(client, granted.json().refresh_token, b.port);
    expect(refreshed.status).toBe(200);
    expect(await signedIn(refreshed.json().access_token, a.port)).toBe(true);
  });

  it('rotates a refresh token on one replica and detects its reuse on the other', async () => {
    const first = await signIn(client.newBrowser(), ADMIN);
    const second = await refresh(client, first.refresh_token, a.port);
    expect(second.status).toBe(200);
    const third = await refresh(client, second.json().refresh_token, b.port);
    expect(third.status).toBe(200);
    const replay = await refresh(client, first.refresh_token, b.port);
    expect({ status: replay.status, error: replay.json().error }).toEqual({
      status: 400,
      error: 'invalid_grant',
    });
    // Reuse revokes the whole grant, whichever replica is asked next.
    expect((await refresh(client, third.json().refresh_token, a.port)).status).toBe(400);
    await signedOutOnBoth(third.json().access_token);
  });

  it('lets one of two simultaneous refreshes with one token succeed, across replicas', async () => {
    const tokens = await signIn(client.newBrowser(), ADMIN);
    const answers = await Promise.all([
      refresh(client, tokens.refresh_token, a.port),
      refresh(client, tokens.refresh_token, b.port),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('signs out on one replica and is signed out on both', async () => {
    const browser = client.newBrowser();
    const tokens = await signIn(browser, ADMIN);
    const confirmed = await logout(browser, tokens.id_token);
    expect(confirmed.status).toBe(303);
    expect((await refresh(client, tokens.refresh_token, a.port)).status).toBe(400);
    expect((await refresh(client, tokens.refresh_token, b.port)).status).toBe(400);
    await signedOutOnBoth(tokens.access_token);
  });

  it('sees a newer sign-in of the same user from either replica', async () => {
    const older = await signIn(client.newBrowser(), CUSTOMER);
    for (const port of [a.port, b.port])
      expect((await client.get(POLL, bearer(older.access_token), port)).json()).toBe(false);
    const newer = await signIn(client.newBrowser(), CUSTOMER);
    for (const port of [a.port, b.port]) {
      await waitFor(
        `replica ${port} sees the newer sign-in`,
        async () => (await client.get(POLL, bearer(older.access_token), port)).json(),
        (answer) => answer === true,
        PROPAGATION_MS,
      );
      expect((await client.get(POLL, bearer(newer.access_token), port)).json()).toBe(false);
    }
  });

  it('holds a change made through one replica on the other within one second', async () => {
    const admin = bearer((await signIn(client.newBrowser(), TENANT_ADMIN)).access_token);
    const customer = bearer((await signIn(client.newBrowser(), CUSTOMER)).access_token);
    const policies = async (port: number) =>
      (await client.get(CONFIG, customer, port)).json().auth.grantedPolicies as Record<
        string,
        boolean
      >;
    // Both replicas have read (and cached) what the customer may do.
    for (const port of [a.port, b.port]) expect((await policies(port))['Crm.Turnover']).toBe(true);
    const customerRole =
      '/api/permission-management/permissions?providerName=R&providerKey=customer';
    const setTurnover = async (isGranted: boolean) => {
      const put = await client.request({
        method: 'PUT',
        url: customerRole,
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ permissions: [{ name: 'Crm.Turnover', isGranted }] }),
        port: a.port,
      });
      expect(put.status).toBe(204);
    };

    await setTurnover(false);
    await onB('revoked permission', policies, (granted) => granted['Crm.Turnover'] !== true);
    await setTurnover(true);
    await onB('granted permission', policies, (granted) => granted['Crm.Turnover'] === true);

    const emailing = '/api/setting-management/emailing';
    const before = (await client.get(emailing, admin, b.port)).json();
    const changed = await client.request({
      method: 'POST',
      url: emailing,
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ ...before, defaultFromDisplayName: 'Replica A' }),
      port: a.port,
    });
    expect(changed.status).toBe(204);
    await onB(
      'setting change',
      async (port) => (await client.get(emailing, admin, port)).json().defaultFromDisplayName,
      (name) => name === 'Replica A',
    );

    const users = (await client.get('/api/identity/users?filter=customer2', admin, a.port)).json();
    const customer2 = users.items.find((u: { userName: string }) => u.userName === 'customer2');
    const otherToken = (
      await signIn(client.newBrowser(), { userName: 'customer2', tenant: 'demo' })
    ).access_token;
    expect(await signedIn(otherToken, b.port)).toBe(true);
    const deactivated = await client.request({
      method: 'PUT',
      url: `/api/identity/users/${customer2.id}`,
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        userName: customer2.userName,
        email: customer2.email,
        isActive: false,
        concurrencyStamp: customer2.concurrencyStamp,
      }),
      port: a.port,
    });
    expect(deactivated.status).toBe(200);
    await onB(
      'deactivated user',
      (port) => signedIn(otherToken, port),
      (answer) => answer === false,
    );

    const host = bearer((await signIn(client.newBrowser(), ADMIN)).access_token);
    const created = await client.request({
      method: 'POST',
      url: '/api/multi-tenancy/tenants',
      headers: { ...host, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'replicated',
        adminEmailAddress: 'boss@replicated.example',
        adminPassword: 'replicated admin passphrase',
      }),
      port: a.port,
    });
    expect(created.status).toBe(200);
    const tenantAdmin = bearer(
      (
        await signIn(client.newBrowser(), {
          userName: 'admin',
          tenant: 'replicated',
          password: 'replicated admin passphrase',
        })
      ).access_token,
    );
    expect((await client.get(CONFIG, tenantAdmin, b.port)).status).toBe(200);
    const deleted = await client.request({
      method: 'DELETE',
      url: `/api/multi-tenancy/tenants/${created.json().id}`,
      headers: host,
      port: a.port,
    });
    expect(deleted.status).toBe(204);
    await onB(
      'deleted tenant',
      async (port) => (await client.get(CONFIG, tenantAdmin, port)).status,
      (status) => status === 404,
    );
  });

  it('counts a rate limit across both replicas', async () => {
    await freshRateWindow();
    const statuses: { port: number; status: number }[] = [];
    for (let i = 0; i < RATE_LIMIT * 2; i += 1) {
      const response = await client.send('POST', '/api/account/verify-password-reset-token', {
        userId: randomUUID(),
        resetToken: 'not-a-token',
      });
      statuses.push({ port: response.port, status: response.status });
    }
    const allowed = statuses.filter((s) => s.status === 200);
    const limited = statuses.filter((s) => s.status === 429);
    expect({ allowed: allowed.length, limited: limited.length }).toEqual({
      allowed: RATE_LIMIT,
      limited: RATE_LIMIT,
    });
    expect(new Set(limited.map((s) => s.port)).size).toBe(2);
  });

  const deploy = { authorization: `Bearer ${DEPLOY_KEY}` };

  it('applies QA pins of registered releases the same way on both replicas', async () => {
    for (const version of ['1.0.0', '2.0.0-rc.1']) {
      const registered = await client.send(
        'POST',
        '/api/platform/releases',
        {
          name: 'reports',
          version,
          areas: ['/'],
          baseUrl: `${CDN}/reports/${version}/`,
          integrity: `sha384-${'A'.repeat(64)}`,
          // Fits the host whether or not its build (with its own record) is in the workspace.
          build: fakeBuildRecord('reports'),
        },
        deploy,
      );
      expect(registered.status).toBe(201);
    }
    const promote = (version: string) =>
      client.send('POST', '/api/platform/remotes/reports/promote', { version }, deploy);
    expect((await promote('1.0.0')).status).toBe(200);
    const manifest = async (port: number, pins: string, headers: Record<string, string> = {}) => {
      const response = await client.get(`/api/platform/remotes${pins}`, headers, port);
      const remote = response.json().remotes[0] as { version: string; overridden: boolean };
      return `${remote.version}${remote.overridden ? ' (pinned)' : ''}`;
    };
    const admin = bearer((await signIn(client.newBrowser(), ADMIN)).access_token);
    const customer = bearer((await signIn(client.newBrowser(), CUSTOMER)).access_token);
    const pinned = '?pins=reports@2.0.0-rc.1';
    for (const port of [a.port, b.port]) {
      expect(await manifest(port, '')).toBe('1.0.0');
      expect(await manifest(port, pinned)).toBe('1.0.0'); // anonymous: not with overrides `true`
      expect(await manifest(port, pinned, admin)).toBe('2.0.0-rc.1 (pinned)');
      expect(await manifest(port, pinned, customer)).toBe('1.0.0');
    }
    // A promotion through one replica is what the other serves on the next page load.
    expect((await promote('2.0.0-rc.1')).status).toBe(200);
    expect(await manifest(a.port, '')).toBe('2.0.0-rc.1');
    expect(await manifest(b.port, '')).toBe('2.0.0-rc.1');
  });

  it('serves a release uploaded to one replica from the other, byte for byte', async () => {
    const files = [
      ...fakeReleaseFiles('identity', 'replicas'),
      { path: 'chunks/big.js', content: Buffer.alloc(8000, 'y').toString('base64') },
    ];
    const body = JSON.stringify({ name: 'identity', version: '3.1.0', areas: ['/'], files });
    const uploaded = await client.request({
      method: 'POST',
      url: '/api/platform/releases',
      headers: { ...deploy, 'content-type': 'application/json' },
      body,
      port: a.port,
    });
    expect(uploaded.status).toBe(201);
    const promoted = await client.request({
      method: 'POST',
      url: '/api/platform/remotes/identity/promote',
      headers: { ...deploy, 'content-type': 'application/json' },
      body: JSON.stringify({ version: '3.1.0' }),
      port: b.port,
    });
    expect(promoted.status).toBe(200);

    const manifest = (await client.get('/api/platform/remotes', {}, b.port)).json();
    const remote = manifest.remotes.find((r: { name: string }) => r.name === 'identity');
    expect(remote.entry).toBe('/remotes/identity/3.1.0/mf-manifest.json');
    const sent = (path: string) =>
      Buffer.from(files.find((file) => file.path === path)!.content, 'base64');
    for (const [url, path] of [
      [remote.entry, 'mf-manifest.json'],
      [remote.remoteEntry, 'remoteEntry.js'],
    ]) {
      const fromB = await client.get(url, {}, b.port);
      expect(fromB.status).toBe(200);
      expect(fromB.raw.equals(sent(path))).toBe(true);
      expect(fromB.headers['cache-control']).toContain('immutable');
      const fromA = await client.get(url, {}, a.port);
      expect(fromB.headers.etag).toBe(fromA.headers.etag);
    }
    const entry = await client.get(remote.remoteEntry, {}, b.port);
    expect(`sha384-${createHash('sha384').update(entry.raw).digest('base64')}`).toBe(
      remote.integrity,
    );
    const big = await client.get(
      '/remotes/identity/3.1.0/chunks/big.js',
      { 'accept-encoding': 'br' },
      b.port,
    );
    expect({ status: big.status, encoding: big.headers['content-encoding'] }).toEqual({
      status: 200,
      encoding: 'br',
    });
    const missing = await client.get('/remotes/identity/3.1.0/chunks/absent.js', {}, b.port);
    expect(missing.status).toBe(404);
  });
});
