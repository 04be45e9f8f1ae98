// The request target read once for everyone (src/web/request-target.ts): an absolute-form target
// (`POST http://host/connect/token HTTP/1.1`, RFC 9112 §3.2.2) is what its origin-form is — the
// same route, the same rate limits — and one naming another host, or not well formed, is refused.
// Written on raw sockets: fetch and inject always send origin-form.
import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { RATE_LIMIT_WINDOW_SECONDS } from '../../src/web/rate-limit';
import { readRequestTarget, servedPathMeaning } from '../../src/web/request-target';
import { startSignInInteraction } from '../helpers/browser';
import { rawRequest, type RawAnswer } from '../helpers/raw-http';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app';
import { freshRateWindow } from '../helpers/rate-window';

/** The sign-in budget per address and minute; the provider's endpoints get four times it. */
const LIMIT = 2;
const PROVIDER_BUDGET = LIMIT * 4;
const RENEWAL = 'grant_type=refresh_token&client_id=Crm_App&refresh_token=not-a-token';

/**
 * The limits count in fixed windows of a minute: a test whose attempts straddle two windows
 * would find its budget renewed halfway. So a test starting in a window's last 20 seconds waits
 * for the next one.
 */
async function inOneWindow(): Promise<void> {
  const windowMs = RATE_LIMIT_WINDOW_SECONDS * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe('reading the request target', () => {
  it('reads an absolute-form target as the path after its authority, as the router does', () => {
    expect(readRequestTarget('/connect/token?x=1')).toEqual({
      form: 'origin',
      target: '/connect/token?x=1',
    });
    expect(readRequestTarget('http://127.0.0.1:3000/connect/token?x=1')).toEqual({
      form: 'absolute',
      hostname: '127.0.0.1',
      host: '127.0.0.1:3000',
      target: '/connect/token?x=1',
    });
    expect(readRequestTarget('HTTPS://Crm.Example.')).toMatchObject({
      hostname: 'crm.example',
      target: '/',
    });
    expect(readRequestTarget('http://[::1]:80?x')).toMatchObject({
      hostname: '[::1]',
      target: '/?x',
    });
    for (const url of [
      'http://127.0.0.1:3000/connect/token',
      'HTTP://localhost/CONNECT/%74oken/',
      '/connect/./token',
    ])
      expect(servedPathMeaning({ url })).toBe('/connect/token');
  });

  it('refuses targets with userinfo, another scheme, no authority, a fragment or none of it', () => {
    for (const target of [
      'http://user@localhost/connect/token',
      'http://localhost\\@evil.example/connect/token',
      'ftp://localhost/connect/token',
      'http:///connect/token',
      'http://localhost/connect/token#x',
      'connect/token',
      '*',
      '',
    ])
      expect([target, readRequestTarget(target).form]).toEqual([target, 'refused']);
  });
});

describe('absolute-form request targets', () => {
  // A budget spent across a minute's end would start again (helpers/rate-window.ts).
  beforeEach(() => freshRateWindow());
  let t: TestApp;
  let app: FastifyInstance;
  let port: number;
  before(async () => {
    t = await createTestApp({ credentialRateLimit: LIMIT });
    // Behind a trusted proxy, so that each case can be its own client address.
    app = await buildApp(t.deps, { logger: false, trustProxy: ['127.0.0.1'] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  after(async () => {
    await app.close();
    await t.close();
  });

  const renewal = (target: string, client: string) =>
    rawRequest(port, {
      method: 'POST',
      target,
      headers: {
        host: `127.0.0.1:${port}`,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': client,
      },
      body: RENEWAL,
    });

  const expectLimited = (answer: RawAnswer) => {
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('60');
  };

  it('answers the token endpoint 429 in absolute-form once the budget is spent', async () => {
    await inOneWindow();
    const client = '203.0.113.20';
    for (let i = 0; i < PROVIDER_BUDGET; i += 1)
      expect((await renewal('/connect/token', client)).status).toBe(400);
    for (const target of [
      `http://127.0.0.1:${port}/connect/token`,
      `HTTP://127.0.0.1:${port}/connect/token`,
      `http://localhost:${port}/Connect/Token/`,
      `http://localhost:3000/connect/%74oken`,
    ])
      expectLimited(await renewal(target, client));
  });

  it('spends the budget in absolute-form as in origin-form: the provider serves it', async () => {
    await inOneWindow();
    const client = '203.0.113.21';
    for (let i = 0; i < PROVIDER_BUDGET; i += 1) {
      const answer = await renewal(`http://127.0.0.1:${port}/connect/token`, client);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).error).toBe('invalid_grant');
    }
    expectLimited(await renewal('/connect/token', client));
  });

  /** A sign-in interaction of its own, ready for a password (cookies and anti-forgery token). */
  async function interaction() {
    const { browser, uid } = await startSignInInteraction(t.app);
    const path = `/account/login/interaction/${uid}`;
    return {
      path,
      headers: {
        cookie: browser.cookieHeader(path),
        requestverificationtoken: browser.cookie('XSRF-TOKEN') ?? '',
        __tenant: 'demo',
        'content-type': 'application/json',
      },
    };
  }

  it('stops password spraying across accounts in absolute-form once the budget is spent', async () => {
    await inOneWindow();
    const client = '203.0.113.22';
    const { path, headers } = await interaction();
    const statuses: number[] = [];
    for (const userName of ['admin', 'backoffice', 'customer1', 'customer2', 'newcustomer']) {
      const answer = await rawRequest(port, {
        method: 'POST',
        target: `http://127.0.0.1:${port}${path}`,
        headers: { ...headers, host: `127.0.0.1:${port}`, 'x-forwarded-for': client },
        body: JSON.stringify({ userNameOrEmailAddress: userName, password: 'Spray@2024!' }),
      });
      statuses.push(answer.status);
      if (answer.status === 429)
        expect(JSON.parse(answer.body).error.code).toBe('Crm:TooManyRequests');
    }
    // Two passwords checked (wrong: 400), the other three accounts never tried.
    expect(statuses).toEqual([400, 400, 429, 429, 429]);
  });

  it('refuses an absolute-form target naming another host, in ABP’s localized error', async () => {
    const foreign = async (culture: string) =>
      rawRequest(port, {
        method: 'POST',
        target: 'http://evil.example/connect/token',
        headers: {
          host: `127.0.0.1:${port}`,
          'accept-language': culture,
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': '203.0.113.23',
        },
        body: RENEWAL,
      });
    await inOneWindow();
    const persian = await foreign('fa');
    expect(persian.status).toBe(400);
    expect(persian.headers['_abperrorformat']).toBe('true');
    expect(persian.headers['x-content-type-options']).toBe('nosniff');
    const { error } = JSON.parse(persian.body);
    expect(error.code).toBe('Crm:RequestTargetRefused');
    expect(error.message).toMatch(/[\u0600-\u06ff]/);
    const english = JSON.parse((await foreign('en')).body).error;
    expect(english.message).toMatch(/another server/);
    // Refused before the provider: it spent nothing of the address's budget.
    for (let i = 0; i < PROVIDER_BUDGET; i += 1)
      expect((await renewal('/connect/token', '203.0.113.23')).status).toBe(400);
  });

  it('serves the API and the host in absolute-form naming our public host', async () => {
    const answer = await rawRequest(port, {
      method: 'GET',
      target: `${TEST_ORIGIN}/health`,
      headers: { host: 'other.example' },
    });
    expect(answer.status).toBe(200);
    const userinfo = await rawRequest(port, {
      method: 'GET',
      target: `http://admin:pw@localhost:${port}/health`,
      headers: { host: `localhost:${port}` },
    });
    expect(userinfo.status).toBe(400);
  });
});
