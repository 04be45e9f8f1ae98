import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'kysely';
import {
  authorizeUrl,
  bearer,
  Browser,
  followToCallback,
  form,
  pkcePair,
  REDIRECT_URI,
  signInWithCode,
  type Tokens,
} from '../helpers/browser';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app';
import { asOwner } from '../helpers/as-owner';
import { inTenant } from '../../src/db/tenant-scope';
import { HOST_TENANT_ID } from '../../src/tenancy/tenancy.tables';
import { waitFor } from '../process/harness/wait';

const ADMIN = { userName: 'admin', password: '1q2w3E*' };

describe('code flow: PKCE, redirect URIs, replay and revocation', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  const refresh = (browser: Browser, refreshToken: string) =>
    browser.request({
      method: 'POST',
      url: '/connect/token',
      ...form({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'Crm_App' }),
    });
  const isSignedIn = async (tokens: Tokens) =>
    (
      await t.app.inject({
        url: '/api/abp/application-configuration?includeLocalizationResources=false',
        headers: bearer(tokens),
      })
    ).json().currentUser.isAuthenticated as boolean;

  /** Signs in up to the callback and returns the code with its verifier. */
  async function codeFor(browser: Browser) {
    const { verifier, challenge } = pkcePair();
    const start = await browser.request({
      url: authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }),
    });
    const uid = new URL(String(start.headers.location), TEST_ORIGIN).searchParams.get(
      'interaction',
    );
    const login = await browser.post(`/account/login/interaction/${uid}`, {
      userNameOrEmailAddress: ADMIN.userName,
      password: ADMIN.password,
    });
    const callback = await followToCallback(browser, login.json().redirectTo);
    return { code: callback.searchParams.get('code')!, verifier };
  }
  const exchange = (browser: Browser, code: string, verifier: string) =>
    browser.request({
      method: 'POST',
      url: '/connect/token',
      ...form({
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        client_id: 'Crm_App',
        code_verifier: verifier,
      }),
    });

  it('refuses an authorization request without PKCE or with the plain method', async () => {
    const browser = new Browser(t.app);
    for (const params of [
      {},
      { code_challenge: pkcePair().challenge, code_challenge_method: 'plain' },
    ] as Record<string, string>[]) {
      const response = await browser.request({ url: authorizeUrl(params) });
      const location = new URL(String(response.headers.location));
      expect(location.href.startsWith(REDIRECT_URI)).toBe(true);
      expect(location.searchParams.get('error')).toBe('invalid_request');
    }
  });

  it('refuses a wrong code verifier', async () => {
    const browser = new Browser(t.app);
    const { code } = await codeFor(browser);
    const response = await exchange(browser, code, pkcePair().verifier);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_grant');
  });

  for (const redirect of [
    `${REDIRECT_URI}/`,
    `${REDIRECT_URI}?next=/`,
    'http://localhost:3000.evil.example/signin-callback',
    'https://evil.example/signin-callback',
    'http://localhost:3001/signin-callback',
  ]) {
    it(`refuses the redirect URI ${redirect} without redirecting there`, async () => {
      const browser = new Browser(t.app);
      const response = await browser.request({
        url: authorizeUrl({
          redirect_uri: redirect,
          code_challenge: pkcePair().challenge,
          code_challenge_method: 'S256',
        }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('redirect_uri');
    });
  }

  it('refuses a second use of a code and revokes what the first one issued', async () => {
    const browser = new Browser(t.app);
    const { code, verifier } = await codeFor(browser);
    const first = await exchange(browser, code, verifier);
    expect(first.statusCode).toBe(200);
    const tokens = first.json() as Tokens;
    expect(await isSignedIn(tokens)).toBe(true);
    const second = await exchange(browser, code, verifier);
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toBe('invalid_grant');
    expect((await refresh(browser, tokens.refresh_token!)).statusCode).toBe(400);
    expect(await isSignedIn(tokens)).toBe(false);
  });

  it('rotates refresh tokens; a reused one revokes the whole grant', async () => {
    const browser = new Browser(t.app);
    const tokens = await signInWithCode(browser, ADMIN);
    const rotated = await refresh(browser, tokens.refresh_token!);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json() as Tokens;
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(await isSignedIn(next)).toBe(true);
    const replay = await refresh(browser, tokens.refresh_token!);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    expect((await refresh(browser, next.refresh_token!)).statusCode).toBe(400);
    expect(await isSignedIn(next)).toBe(false);
  });

  it('lets only one of two parallel refreshes with the same token succeed', async () => {
    const browser = new Browser(t.app);
    const tokens = await signInWithCode(browser, ADMIN);
    const results = await Promise.all([
      refresh(browser, tokens.refresh_token!),
      refresh(browser, tokens.refresh_token!),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
  });

  const revokeRefresh = (browser: Browser, token: string) =>
    browser.request({
      method: 'POST',
      url: '/connect/revocat',
      ...form({ token, token_type_hint: 'refresh_token', client_id: 'Crm_App' }),
    });

  it('revokes a refresh token at /connect/revocat, ending the session', async () => {
    const browser = new Browser(t.app);
    const tokens = await signInWithCode(browser, ADMIN);
    expect((await revokeRefresh(browser, tokens.refresh_token!)).statusCode).toBe(200);
    expect((await refresh(browser, tokens.refresh_token!)).statusCode).toBe(400);
    expect(await isSignedIn(tokens)).toBe(false);
  });

  it('does not answer a revocation as done when the session could not be ended', async () => {
    const browser = new Browser(t.app);
    const tokens = await signInWithCode(browser, ADMIN);
    await asOwner(
      t.database.db,
      sql`alter function crm_end_session(text) rename to crm_end_session_away`,
    );
    try {
      expect((await revokeRefresh(browser, tokens.refresh_token!)).statusCode).not.toBe(200);
    } finally {
      await asOwner(
        t.database.db,
        sql`alter function crm_end_session_away(text) rename to crm_end_session`,
      );
    }
  });

  it('kills the refresh token and the session on logout', async () => {
    const browser = new Browser(t.app);
    const tokens = await signInWithCode(browser, ADMIN);
    const logout = await browser.request({
      url: `/connect/logout?${new URLSearchParams({ id_token_hint: tokens.id_token!, post_logout_redirect_uri: `${TEST_ORIGIN}/` })}`,
    });
    expect(logout.statusCode).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logout.body)?.[1];
    expect(xsrf).toBeDefined();
    const confirm = await browser.request({
      method: 'POST',
      url: '/connect/logout/confirm',
      ...form({ xsrf: xsrf!, logout: 'yes' }),
    });
    expect(confirm.statusCode).toBe(303);
    expect(String(confirm.headers.location).startsWith(`${TEST_ORIGIN}/`)).toBe(true);
    expect((await refresh(browser, tokens.refresh_token!)).statusCode).toBe(400);
    expect(await isSignedIn(tokens)).toBe(false);
    const logged = async () =>
      inTenant(t.database.db, HOST_TENANT_ID, ({ db }) =>
        db.selectFrom('security_log').select('action').where('action', '=', 'Logout').execute(),
      );
    // The provider's end_session event writes the row without being awaited by the request:
    // wait for the row itself (a loaded machine only makes it later), then check there is one.
    await waitFor('the Logout row', logged, (rows) => rows.length > 0);
    expect((await logged()).length).toBe(1);
  });
});
