// The provider's endpoints answer a browser for a client only from that client's own origins
// (oidc/clients.ts, clientOrigins): the SPA's and Swagger UI's are the product's, each
// CRM_OIDC_CLIENTS entry's are its redirect URIs' and its `corsOrigins`. Client A's origin gets
// no CORS allowance on client B's token answer, and ABP's Angular UI, whose origin comes from
// its redirect URI alone, still renews from it.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { Browser, form, signInWithCode, type CodeFlowClient } from '../helpers/browser';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app';

const ADMIN = { userName: 'admin', password: '1q2w3E*' };
const SCOPE = 'offline_access openid profile email Crm';
const ABP_ORIGIN = 'http://localhost:4200';
/** A client's origin given by `corsOrigins` rather than a redirect URI. */
const MOBILE_ORIGIN = 'https://app.mobile.example';
const ABP: CodeFlowClient = {
  clientId: 'Crm_Angular',
  redirectUri: `${ABP_ORIGIN}/`,
  scope: SCOPE,
};
const MOBILE: CodeFlowClient = {
  clientId: 'Crm_Mobile',
  redirectUri: 'https://mobile.example/callback',
  scope: SCOPE,
};
const CLIENTS = JSON.stringify([
  { clientId: ABP.clientId, redirectUris: [ABP.redirectUri] },
  {
    clientId: MOBILE.clientId,
    redirectUris: [MOBILE.redirectUri],
    corsOrigins: [MOBILE_ORIGIN],
  },
]);

describe('CORS on the provider’s answers, per client', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ oidcClients: CLIENTS })));
  after(() => t.close());

  const renew = (clientId: string, refreshToken: string, origin: string) =>
    t.app.inject({
      method: 'POST',
      url: '/connect/token',
      ...form({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    });
  const signIn = (client?: CodeFlowClient) => signInWithCode(new Browser(t.app), ADMIN, client);

  it('allows each client’s token answer to its own origin', async () => {
    for (const [client, origin] of [
      [undefined, TEST_ORIGIN],
      [ABP, ABP_ORIGIN],
      [MOBILE, MOBILE_ORIGIN],
    ] as const) {
      const tokens = await signIn(client);
      const renewed = await renew(client?.clientId ?? 'Crm_App', tokens.refresh_token!, origin);
      expect(renewed.statusCode).toBe(200);
      expect(renewed.headers['access-control-allow-origin']).toBe(origin);
    }
  });

  it('gives another client’s origin no allowance, and leaves the token unspent', async () => {
    const spa = await signIn();
    const abp = await signIn(ABP);
    for (const [clientId, token, origin] of [
      ['Crm_App', spa.refresh_token!, ABP_ORIGIN],
      ['Crm_App', spa.refresh_token!, MOBILE_ORIGIN],
      [ABP.clientId, abp.refresh_token!, TEST_ORIGIN],
      [ABP.clientId, abp.refresh_token!, MOBILE_ORIGIN],
    ]) {
      const refused = await renew(clientId!, token!, origin!);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('invalid_request');
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    }
    // Refused before the grant ran: each token still renews from its own origin.
    expect((await renew('Crm_App', spa.refresh_token!, TEST_ORIGIN)).statusCode).toBe(200);
    expect((await renew(ABP.clientId, abp.refresh_token!, ABP_ORIGIN)).statusCode).toBe(200);
  });

  it('lets the API itself be called from every client’s origin', async () => {
    for (const origin of [TEST_ORIGIN, ABP_ORIGIN, MOBILE_ORIGIN]) {
      const answer = await t.app.inject({
        url: '/api/abp/application-configuration?includeLocalizationResources=false',
        headers: { origin },
      });
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
    }
  });
});
