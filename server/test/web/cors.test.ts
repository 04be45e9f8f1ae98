import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app';

describe('API CORS', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      demo: false,
      oidcClients: JSON.stringify([
        {
          clientId: 'Crm_Angular',
          redirectUris: ['https://angular.example/'],
          corsOrigins: ['https://angular.example'],
        },
      ]),
      corsOrigins: ['https://partner.example'],
    });
  });
  after(() => t.close());

  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/identity/users',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it('answers preflights for exactly the allowed origins', async () => {
    for (const origin of [TEST_ORIGIN, 'https://angular.example', 'https://partner.example']) {
      const response = await preflight(origin);
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(String(response.headers['access-control-allow-headers'])).toContain('__tenant');
    }
    for (const origin of ['https://evil.example', 'null', 'https://angular.example.evil.example']) {
      const response = await preflight(origin);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('exposes the ABP error headers to allowed origins', async () => {
    const response = await t.app.inject({
      url: '/api/identity/users',
      headers: { origin: 'https://angular.example' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe('https://angular.example');
    expect(String(response.headers['access-control-expose-headers'])).toContain('_AbpErrorFormat');
  });

  it("lets the provider's token endpoint answer only a client's own origins", async () => {
    const post = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/connect/token',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=refresh_token&refresh_token=nope&client_id=Crm_Angular',
      });
    const allowed = await post('https://angular.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://angular.example');
    const refused = await post('https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});
