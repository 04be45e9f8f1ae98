// What a token refresh answers (docs/decisions/0009-token-signing-and-refresh.md): an ES256
// access token and a rotated refresh token; an RS256 ID token only when the request's scope
// names `openid`. Every token verifies with the published JWKS, as a resource server or an
// OpenID client checks it.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { bearer, Browser, form, signInWithCode, type Tokens } from '../helpers/browser';
import { storeCalls } from '../helpers/store-calls';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app';

const ADMIN = { userName: 'admin', password: '1q2w3E*' };

describe('token refresh answers', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  const refresh = async (refreshToken: string, scope?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      ...form({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: 'Crm_App',
        ...(scope ? { scope } : {}),
      }),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Tokens;
  };
  const publishedKeys = async () =>
    createLocalJWKSet((await t.app.inject('/.well-known/jwks')).json() as JSONWebKeySet);

  it('publishes an ES256 key for access tokens and an RS256 key for ID tokens, no private parts', async () => {
    const { keys } = (await t.app.inject('/.well-known/jwks')).json() as JSONWebKeySet;
    expect(keys.map((k) => k.alg).sort()).toEqual(['ES256', 'RS256']);
    expect(keys.find((k) => k.alg === 'ES256')).toMatchObject({ kty: 'EC', crv: 'P-256' });
    for (const key of keys) expect(key.d).toBeUndefined();
  });

  it('answers a refresh without a scope with no ID token, and tokens that verify with the JWKS', async () => {
    const signedIn = await signInWithCode(new Browser(t.app), ADMIN);
    expect(decodeProtectedHeader(signedIn.id_token!).alg).toBe('RS256');
    const renewed = await refresh(signedIn.refresh_token!);
    expect(renewed.id_token).toBeUndefined();
    expect(renewed.refresh_token).not.toBe(signedIn.refresh_token);
    const keys = await publishedKeys();
    const access = await jwtVerify(renewed.access_token, keys, {
      issuer: `${TEST_ORIGIN}/`,
      audience: 'Crm',
      typ: 'at+jwt',
      algorithms: ['ES256'],
    });
    expect(access.payload.sub).toBe(decodeSub(signedIn.id_token!));
    await jwtVerify(signedIn.id_token!, keys, { algorithms: ['RS256'], audience: 'Crm_App' });
    const config = await t.app.inject({
      url: '/api/abp/application-configuration?includeLocalizationResources=false',
      headers: bearer(renewed),
    });
    expect(config.json().currentUser.isAuthenticated).toBe(true);
  });

  it('answers a refresh whose scope names openid with an RS256 ID token', async () => {
    const signedIn = await signInWithCode(new Browser(t.app), ADMIN);
    const renewed = await refresh(signedIn.refresh_token!, 'openid profile offline_access Crm');
    expect(renewed.id_token).toBeDefined();
    const idToken = await jwtVerify(renewed.id_token!, await publishedKeys(), {
      issuer: `${TEST_ORIGIN}/`,
      audience: 'Crm_App',
      algorithms: ['RS256'],
    });
    expect(idToken.payload.preferred_username).toBe('admin');
    const withoutOpenid = await refresh(renewed.refresh_token!, 'offline_access Crm');
    expect(withoutOpenid.id_token).toBeUndefined();
  });

  it('reads the token with its grant and session, and consumes it storing the next, in two statements', async () => {
    const signedIn = await signInWithCode(new Browser(t.app), ADMIN);
    const calls = (await storeCalls(t.deps.oidcStore, () => refresh(signedIn.refresh_token!))).map(
      (call) => `${call.name} ${String(call.args[0])}`,
    );
    expect(calls).toEqual([
      `findRefreshTokenWithRelated ${signedIn.refresh_token!}`,
      'consumeAndUpsert RefreshToken',
    ]);
  });

  it('ends the session at logout with the ID token of the sign-in, after refreshes', async () => {
    const browser = new Browser(t.app);
    const signedIn = await signInWithCode(browser, ADMIN);
    const renewed = await refresh((await refresh(signedIn.refresh_token!)).refresh_token!);
    const hint = new URLSearchParams({
      id_token_hint: signedIn.id_token!,
      post_logout_redirect_uri: `${TEST_ORIGIN}/`,
    });
    const logout = await browser.request({ url: `/connect/logout?${hint}` });
    expect(logout.statusCode).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logout.body)?.[1];
    const confirm = await browser.request({
      method: 'POST',
      url: '/connect/logout/confirm',
      ...form({ xsrf: xsrf!, logout: 'yes' }),
    });
    expect(confirm.statusCode).toBe(303);
    const config = await t.app.inject({
      url: '/api/abp/application-configuration?includeLocalizationResources=false',
      headers: bearer(renewed),
    });
    expect(config.json().currentUser.isAuthenticated).toBe(false);
  });
});

function decodeSub(jwt: string): string {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).sub as string;
}
