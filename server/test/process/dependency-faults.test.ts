// Item 8: PostgreSQL and Redis (private instances, never the shared ones) stopped and started
// again under a running server. While one is down, /health says which (503), requests that
// need it fail with 503 — ABP's error format with a localized message on the API, OAuth's
// `temporarily_unavailable` at the token endpoint — the process stays up, and service resumes
// by itself once the dependency is back.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildServer } from './harness/built-server';
import { Cleanup } from './harness/cleanup';
import { bearer, HttpClient, type HttpResponse } from './harness/http-client';
import { postLogin, refresh, signIn, type Tokens } from './harness/oidc-flow';
import { freePort } from '@crm/shared/tooling';
import { PrivatePostgres } from './harness/postgres';
import { PrivateRedis } from './harness/redis';
import { ServerProcess } from './harness/server-process';
import { waitFor } from './harness/wait';

const USERS = '/api/identity/users';
const POLL = '/api/app/user/has-current-user-multiple-login-session';
const FA_UNAVAILABLE = 'سرویس موقتاً در دسترس نیست. لطفاً کمی بعد دوباره تلاش کنید.';
const EN_UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

function expectAbpUnavailable(response: HttpResponse, message = FA_UNAVAILABLE): void {
  expect({ status: response.status, body: response.body.slice(0, 300) }).toMatchObject({
    status: 503,
  });
  expect(response.headers['_abperrorformat']).toBe('true');
  expect(response.json().error).toMatchObject({ code: 'Crm:ServiceUnavailable', message });
}

function expectOAuthUnavailable(response: HttpResponse): void {
  expect({ status: response.status, body: response.body.slice(0, 300) }).toMatchObject({
    status: 503,
  });
  expect(response.json()).toMatchObject({ error: 'temporarily_unavailable' });
}

describe('dependency faults: PostgreSQL and Redis stopped and restarted', () => {
  const cleanup = new Cleanup();
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let server: ServerProcess;
  let client: HttpClient;
  let tokens: Tokens;

  const health = async () => {
    const response = await client.get('/health');
    return { http: response.status, ...response.json<object>() };
  };
  const signInAdmin = () => signIn(client.newBrowser(), { userName: 'admin' });
  /** Starts a sign-in up to the login form and returns its interaction id. */
  const loginForm = async (browser: HttpClient) => {
    const start = await browser.get(
      `/connect/authorize?${new URLSearchParams({
        client_id: 'Crm_App',
        redirect_uri: `${client.origin}/signin-callback`,
        response_type: 'code',
        scope: 'openid offline_access Crm',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      }).toString()}`,
    );
    return new URL(String(start.headers.location), client.origin).searchParams.get('interaction')!;
  };

  before(async () => {
    postgres = await PrivatePostgres.create(cleanup);
    redis = await PrivateRedis.create(cleanup);
    const dataDir = cleanup.tempFolder('crm-faults-');
    const port = await freePort();
    server = await ServerProcess.start(
      {
        bundle: await buildServer(cleanup),
        port,
        name: 'faults',
        env: {
          CRM_DATA_DIR: dataDir,
          CRM_DEMO_DATA: 'true',
          DATABASE_URL: postgres.url(),
          REDIS_URL: redis.url,
        },
      },
      cleanup,
    );
    client = new HttpClient(`http://localhost:${port}`);
    cleanup.add('http client', () => client.close());
    tokens = await signInAdmin();
  });
  after(() => cleanup.run());

  it('reports both dependencies healthy', async () => {
    expect(await health()).toEqual({
      http: 200,
      status: 'ok',
      checks: { database: 'ok', redis: 'ok' },
    });
  });

  it('answers 503 while PostgreSQL is down and resumes by itself', async () => {
    await postgres.stop('fast');
    try {
      expect(await health()).toMatchObject({
        http: 503,
        status: 'degraded',
        checks: { database: 'unavailable', redis: 'ok' },
      });
      expectAbpUnavailable(await client.get(USERS, bearer(tokens.access_token)));
      expectAbpUnavailable(
        await client.get(POLL, { ...bearer(tokens.access_token), 'accept-language': 'en' }),
        EN_UNAVAILABLE,
      );
      const browser = client.newBrowser();
      expectAbpUnavailable(
        await postLogin(browser, await loginForm(browser), { userName: 'admin' }),
      );
      expectOAuthUnavailable(await refresh(client, tokens.refresh_token));
      expect(server.running).toBe(true);
    } finally {
      await postgres.start();
    }
    await waitFor('healthy again', health, (h) => h.http === 200);
    expect((await client.get(USERS, bearer(tokens.access_token))).status).toBe(200);
    expect((await client.get(POLL, bearer(tokens.access_token))).status).toBe(200);
    const refreshed = await refresh(client, tokens.refresh_token);
    expect({ status: refreshed.status, body: refreshed.body.slice(0, 200) }).toMatchObject({
      status: 200,
    });
    tokens = refreshed.json();
  });

  it('answers 503 where Redis is needed while it is down, and resumes by itself', async () => {
    await redis.stop();
    try {
      expect(await health()).toMatchObject({
        http: 503,
        status: 'degraded',
        checks: { database: 'ok', redis: 'unavailable' },
      });
      // The API itself needs no Redis (bearer tokens are verified locally, sessions are rows).
      expect((await client.get(USERS, bearer(tokens.access_token))).status).toBe(200);
      const browser = client.newBrowser();
      const authorize = await browser.get(
        `/connect/authorize?client_id=Crm_App&response_type=code&scope=openid&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256&redirect_uri=${encodeURIComponent(`${client.origin}/signin-callback`)}`,
      );
      expect(authorize.status).toBe(503);
      expectOAuthUnavailable(await refresh(client, tokens.refresh_token));
      expect(server.running).toBe(true);
    } finally {
      await redis.start();
    }
    await waitFor('healthy again', health, (h) => h.http === 200);
    const again = await signInAdmin();
    expect((await client.get(USERS, bearer(again.access_token))).status).toBe(200);
    expect(server.running).toBe(true);
  });
});
