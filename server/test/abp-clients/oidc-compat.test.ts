// What ABP's Angular client (angular-oauth2-oidc under @abp/ng.oauth) does against the provider,
// as a client registered through CRM_OIDC_CLIENTS: it compares the discovery document's issuer
// with its configured one character for character (ABP's is `https://host/`), and it repeats
// its configured scope, `offline_access` included, on every refresh.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { decodeJwt } from 'jose';
import { bearer, Browser, form, signInWithCode, type CodeFlowClient } from '../helpers/browser';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app';

const ABP_ORIGIN = 'http://localhost:4200';
const ABP_CLIENT: CodeFlowClient = {
  clientId: 'Crm_Angular',
  redirectUri: `${ABP_ORIGIN}/`,
  scope: 'offline_access openid profile email Crm',
};
const ABP_CLIENTS = JSON.stringify([
  { clientId: ABP_CLIENT.clientId, redirectUris: [ABP_CLIENT.redirectUri] },
]);
const HOST_ADMIN = { userName: 'admin', password: '1q2w3E*' };

const refresh = (
  t: TestApp,
  refreshToken: string,
  scope: string | undefined,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/connect/token',
    ...form({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: ABP_CLIENT.clientId,
      ...(scope === undefined ? {} : { scope }),
    }),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: ABP_ORIGIN,
      ...headers,
    },
  });

describe("ABP's Angular client: discovery and token renewal", () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ oidcClients: ABP_CLIENTS })));
  after(() => t.close());

  it("publishes the issuer as ABP's server does, with a trailing slash, and tokens carry it", async () => {
    const discovery = (await t.app.inject('/.well-known/openid-configuration')).json();
    expect(discovery.issuer).toBe(`${TEST_ORIGIN}/`);
    expect(discovery.token_endpoint).toBe(`${TEST_ORIGIN}/connect/token`);
    const tokens = await signInWithCode(new Browser(t.app), HOST_ADMIN, ABP_CLIENT);
    expect(decodeJwt(tokens.access_token).iss).toBe(`${TEST_ORIGIN}/`);
    const users = await t.app.inject({ url: '/api/identity/users', headers: bearer(tokens) });
    expect(users.statusCode).toBe(200);
  });

  it('renews with the scope ABP sends, offline_access included, again and again', async () => {
    const tokens = await signInWithCode(new Browser(t.app), HOST_ADMIN, ABP_CLIENT);
    let refreshToken = tokens.refresh_token!;
    for (const scope of ['offline_access openid profile email', 'offline_access Crm', undefined]) {
      const response = await refresh(t, refreshToken, scope);
      expect({ scope, status: response.statusCode, body: response.json() }).toMatchObject({
        status: 200,
      });
      const renewed = response.json();
      expect(renewed.access_token).toBeDefined();
      refreshToken = renewed.refresh_token;
      const users = await t.app.inject({ url: '/api/identity/users', headers: bearer(renewed) });
      expect(users.statusCode).toBe(200);
    }
  });

  it('renews and revokes although ABP sends its access token as a bearer header', async () => {
    const tokens = await signInWithCode(new Browser(t.app), HOST_ADMIN, ABP_CLIENT);
    const scope = 'offline_access openid profile email Crm';
    const renewed = await refresh(t, tokens.refresh_token!, scope, bearer(tokens));
    expect(renewed.statusCode).toBe(200);
    const { refresh_token: next, access_token: access } = renewed.json();
    const revoked = await t.app.inject({
      method: 'POST',
      url: '/connect/revocat',
      ...form({ token: next, token_type_hint: 'refresh_token', client_id: ABP_CLIENT.clientId }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...bearer({ access_token: access }),
      },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await refresh(t, next, scope)).statusCode).toBe(400);
  });

  it('still refuses a malformed Basic client authentication', async () => {
    const tokens = await signInWithCode(new Browser(t.app), HOST_ADMIN, ABP_CLIENT);
    const response = await refresh(t, tokens.refresh_token!, undefined, {
      authorization: 'Basic !!!',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a renewal asking for a scope that was never granted', async () => {
    const tokens = await signInWithCode(new Browser(t.app), HOST_ADMIN, ABP_CLIENT);
    const response = await refresh(t, tokens.refresh_token!, 'offline_access openid phone');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_scope' });
  });
});

describe('the issuer spelled as a bare origin (CRM_OIDC_ISSUER_FORM=origin)', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ oidcClients: ABP_CLIENTS, issuerForm: 'origin' })));
  after(() => t.close());

  it('publishes and signs with the bare origin, and the API accepts its tokens', async () => {
    const discovery = (await t.app.inject('/.well-known/openid-configuration')).json();
    expect(discovery.issuer).toBe(TEST_ORIGIN);
    const tokens = await signInWithCode(new Browser(t.app), HOST_ADMIN);
    expect(decodeJwt(tokens.access_token).iss).toBe(TEST_ORIGIN);
    const users = await t.app.inject({ url: '/api/identity/users', headers: bearer(tokens) });
    expect(users.statusCode).toBe(200);
  });
});
