// Every kind of response carries the same security headers: the host page (with its own CSP),
// its static files, the API (answers and errors), the identity provider's responses (written
// past Fastify's hooks) and the remote releases — which alone may be loaded cross-origin (CORP).
// Strict-Transport-Security only when the public URL is https.
import { after, before, describe, it } from 'node:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'expect';
import type { InjectOptions } from 'fastify';
import { fakeReleaseFiles } from '../helpers/fake-release';
import { createTestApp, TEST_DEPLOY_KEY, type TestApp } from '../helpers/test-app';

const SAME_ORIGIN_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** One request of each kind, with the status it answers. */
const KINDS: [string, InjectOptions, number][] = [
  ['page', { url: '/account/login' }, 200],
  ['static file', { url: '/assets/app.js' }, 200],
  ['API', { url: '/api/abp/application-configuration' }, 200],
  ['API error', { url: '/api/app/no-such-thing' }, 404],
  ['OIDC discovery', { url: '/.well-known/openid-configuration' }, 200],
  ['OIDC keys', { url: '/.well-known/jwks' }, 200],
  [
    'OIDC token error (unknown client)',
    {
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=nonsense&client_id=nobody',
    },
    401,
  ],
];

function hostBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'crm-host-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<html><head></head><body>host</body></html>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("host");');
  return dir;
}

describe('security headers', () => {
  let https: TestApp;
  let http: TestApp;
  let hostDist: string;
  before(async () => {
    hostDist = hostBuild();
    https = await createTestApp({ demo: false, hostDist, publicUrl: 'https://crm.example' });
    http = await createTestApp({ demo: false, hostDist });
    const uploaded = await https.app.inject({
      method: 'POST',
      url: '/api/platform/releases',
      headers: { authorization: `Bearer ${TEST_DEPLOY_KEY}` },
      payload: {
        name: 'reports',
        version: '1.0.0',
        areas: ['/'],
        files: fakeReleaseFiles('reports', 'x'),
      },
    });
    expect(uploaded.statusCode).toBe(201);
  });
  after(async () => {
    await https.close();
    await http.close();
    rmSync(hostDist, { recursive: true, force: true });
  });

  it('are on every kind of response, with HSTS when the public URL is https', async () => {
    for (const [kind, request, status] of KINDS) {
      const response = await https.app.inject(request);
      expect([kind, response.statusCode]).toEqual([kind, status]);
      expect([kind, response.headers]).toMatchObject([
        kind,
        { ...SAME_ORIGIN_HEADERS, 'strict-transport-security': 'max-age=31536000' },
      ]);
    }
  });

  it('keep the host page’s own CSP', async () => {
    const page = await https.app.inject({ url: '/account/login' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('let remote releases be loaded from another origin, and nothing else', async () => {
    const remote = await https.app.inject({ url: '/remotes/reports/1.0.0/remoteEntry.js' });
    expect(remote.statusCode).toBe(200);
    expect(remote.headers).toMatchObject({
      ...SAME_ORIGIN_HEADERS,
      'cross-origin-resource-policy': 'cross-origin',
      'access-control-allow-origin': '*',
      'strict-transport-security': 'max-age=31536000',
    });
  });

  it('leave out HSTS when the public URL is plain http', async () => {
    for (const [kind, request, status] of KINDS) {
      const response = await http.app.inject(request);
      expect([kind, response.statusCode]).toEqual([kind, status]);
      expect([kind, response.headers]).toMatchObject([kind, SAME_ORIGIN_HEADERS]);
      expect([kind, response.headers['strict-transport-security']]).toEqual([kind, undefined]);
    }
  });
});
