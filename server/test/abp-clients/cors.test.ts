// The preflight ABP's Angular client makes before every API call from its own origin: it sends
// `__tenant`, `__timezone`, `Accept-Language`, `X-Requested-With`, `RequestVerificationToken`,
// `Authorization` and `Content-Type`. Exactly those are allowed, and the DPoP proof header of the
// product's own SPA (RFC 9449), for registered origins only.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ABP_ORIGIN = 'http://localhost:4200';
const ABP_HEADERS = [
  '__tenant',
  '__timezone',
  'accept-language',
  'x-requested-with',
  'requestverificationtoken',
  'authorization',
  'content-type',
];

describe("CORS for ABP's Angular client", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      demo: false,
      oidcClients: JSON.stringify([{ clientId: 'Crm_Angular', redirectUris: [`${ABP_ORIGIN}/`] }]),
    });
  });
  after(() => t.close());

  const preflight = (origin: string, headers: string[], method = 'PUT') =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/identity/users/3a0f0000-0000-0000-0000-000000000000',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': headers.join(','),
      },
    });

  const allowedHeaders = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['access-control-allow-headers'] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .sort();

  it("allows exactly the headers ABP's client sends and DPoP, from the client's origin", async () => {
    const response = await preflight(ABP_ORIGIN, ABP_HEADERS);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ABP_ORIGIN);
    expect(allowedHeaders(response)).toEqual([...ABP_HEADERS, 'dpop'].sort());
    expect(String(response.headers['access-control-allow-methods'])).toContain('PUT');
  });

  it('allows nothing wider: other headers, other origins, credentials', async () => {
    const wider = await preflight(ABP_ORIGIN, [...ABP_HEADERS, 'x-forwarded-host', 'cookie']);
    expect(allowedHeaders(wider)).not.toContain('x-forwarded-host');
    expect(allowedHeaders(wider)).not.toContain('cookie');
    expect(wider.headers['access-control-allow-credentials']).toBeUndefined();
    const stranger = await preflight('http://localhost:4201', ABP_HEADERS);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    expect(stranger.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('lets the client read the responses of its time-zone-carrying calls', async () => {
    const response = await t.app.inject({
      url: '/api/abp/application-configuration?includeLocalizationResources=false',
      headers: { origin: ABP_ORIGIN, __timezone: 'Asia/Tehran', 'accept-language': 'fa' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(ABP_ORIGIN);
  });
});
