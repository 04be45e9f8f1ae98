import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { bearer, Browser, signInWithCode } from '../helpers/browser';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app';

describe('authorization code + PKCE flow', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(() => t.close());

  it('publishes discovery with ABP paths', async () => {
    const response = await t.app.inject('/.well-known/openid-configuration');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      issuer: `${TEST_ORIGIN}/`,
      authorization_endpoint: `${TEST_ORIGIN}/connect/authorize`,
      token_endpoint: `${TEST_ORIGIN}/connect/token`,
      userinfo_endpoint: `${TEST_ORIGIN}/connect/userinfo`,
      revocation_endpoint: `${TEST_ORIGIN}/connect/revocat`,
      end_session_endpoint: `${TEST_ORIGIN}/connect/logout`,
      jwks_uri: `${TEST_ORIGIN}/.well-known/jwks`,
    });
    expect(body.code_challenge_methods_supported).toEqual(['S256']);
    expect(body.grant_types_supported).toContain('password');
    const jwks = (await t.app.inject('/.well-known/jwks')).json();
    expect(jwks.keys).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kty: 'EC', alg: 'ES256', use: 'sig' }),
        expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig' }),
      ]),
    );
    for (const key of jwks.keys) expect(key.d).toBeUndefined();
  });

  it('signs the host admin in and gives a JWT access token for the API', async () => {
    const browser = new Browser(t.app);
    const tokens = await signInWithCode(browser, { userName: 'admin', password: '1q2w3E*' });
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeDefined();
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe('at+jwt');
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ iss: `${TEST_ORIGIN}/`, aud: 'Crm', client_id: 'Crm_App' });
    expect(claims.tenantid).toBeUndefined();
    const config = (
      await t.app.inject({
        url: '/api/abp/application-configuration?includeLocalizationResources=false',
        headers: bearer(tokens),
      })
    ).json();
    expect(config.currentUser).toMatchObject({
      isAuthenticated: true,
      userName: 'admin',
      roles: ['admin'],
    });
    expect(config.auth.grantedPolicies['AbpTenantManagement.Tenants']).toBe(true);
    expect(config.currentTenant.isAvailable).toBe(false);
  });

  it('signs a tenant admin in with the tenant in the token', async () => {
    const browser = new Browser(t.app);
    const tokens = await signInWithCode(browser, {
      userName: 'admin',
      password: '1q2w3E*',
      tenant: 'demo',
    });
    expect(typeof decodeJwt(tokens.access_token).tenantid).toBe('string');
    const config = (
      await t.app.inject({
        url: '/api/abp/application-configuration?includeLocalizationResources=false',
        headers: bearer(tokens),
      })
    ).json();
    expect(config.currentTenant).toMatchObject({ name: 'demo', isAvailable: true });
    expect(config.auth.grantedPolicies['AbpIdentity.Users']).toBe(true);
    expect(config.auth.grantedPolicies['AbpTenantManagement.Tenants']).toBeUndefined();
  });

  it('answers userinfo for the access token', async () => {
    const browser = new Browser(t.app);
    const tokens = await signInWithCode(browser, { userName: 'admin', password: '1q2w3E*' });
    const response = await t.app.inject({ url: '/connect/userinfo', headers: bearer(tokens) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      preferred_username: 'admin',
      role: ['admin'],
      email: 'admin@crm.local',
    });
  });
});
