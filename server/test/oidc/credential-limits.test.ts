// The identity provider's credential endpoints are limited by what a path means, not by its
// spelling (src/oidc/credential-limits.ts): every spelling of the token path, whether a router
// serves it as the token endpoint or answers 404, spends the address's budget, and once it is
// spent every spelling answers 429 in RFC 6749's shape.
import { request as httpRequest } from 'node:http';
import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { freshRateWindow } from '../helpers/rate-window';

/** The sign-in budget per address and minute; the provider's endpoints get four times it. */
const LIMIT = 2;
const PROVIDER_BUDGET = LIMIT * 4;
const TOKEN_SPELLINGS = [
  '/connect/token',
  '/connect/TOKEN',
  '/Connect/Token',
  '/CONNECT/TOKEN/',
  '/connect/token/',
  '/connect/token//',
  '/connect/%74oken',
  '/connect/%2574oken',
  '/%63onnect/token',
  '/connect%2Ftoken',
  '//connect/token',
  '/connect//token',
  '/connect/./token',
  '/connect/x/../token',
  '/x/../connect/token',
  '/connect\\token',
  '/connect/token;x',
  '/connect/token?grant_type=refresh_token',
];
const RENEWAL = 'grant_type=refresh_token&client_id=Crm_App&refresh_token=not-a-token';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe('credential limits by meaning', () => {
  // A budget spent across a minute's end would start again (helpers/rate-window.ts).
  beforeEach(() => freshRateWindow());
  let t: TestApp;
  let app: FastifyInstance;
  let port: number;
  before(async () => {
    t = await createTestApp({ demo: false });
    // Behind a trusted proxy, so that each case can be its own client address.
    const deps = { ...t.deps, config: { ...t.config, credentialRateLimit: LIMIT } };
    app = await buildApp(deps, { logger: false, trustProxy: ['127.0.0.1'] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  after(async () => {
    await app.close();
    await t.close();
  });

  /** A POST with the path exactly as written (no client library normalises it). */
  const post = (path: string, client: string, body = RENEWAL) =>
    new Promise<Answer>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': Buffer.byteLength(body),
            'x-forwarded-for': client,
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += String(chunk)));
          response.on('end', () =>
            resolve({ status: response.statusCode!, headers: response.headers, body: text }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  const expectLimited = (answer: Answer) => {
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('60');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.body)).toEqual({
      error: 'invalid_request',
      error_description: expect.any(String),
    });
  };

  it('answers every spelling of the token path 429 once the budget is spent', async () => {
    const client = '203.0.113.10';
    for (let i = 0; i < PROVIDER_BUDGET; i += 1)
      expect((await post('/connect/token', client)).status).toBe(400);
    for (const path of TOKEN_SPELLINGS) expectLimited(await post(path, client));
    // Another address still has its budget.
    expect((await post('/connect/token', '203.0.113.11')).status).toBe(400);
  });

  it('counts every spelling against the budget, whether it reaches the token endpoint or a 404', async () => {
    const served: string[] = [];
    for (const [index, path] of TOKEN_SPELLINGS.entries()) {
      const client = `198.51.100.${index + 1}`;
      for (let i = 0; i < PROVIDER_BUDGET; i += 1) {
        const answer = await post(path, client);
        expect([400, 404]).toContain(answer.status);
        if (i === 0 && answer.status === 400) served.push(path);
      }
      expectLimited(await post('/connect/token', client));
    }
    // What the routers make of them: past Fastify (which matches `/connect/` by case), the
    // provider takes another case or a trailing slash as its token endpoint; the rest are 404.
    expect(served).toEqual([
      '/connect/token',
      '/connect/TOKEN',
      '/connect/token/',
      '/connect/token?grant_type=refresh_token',
    ]);
  });

  it('counts every POST under /connect/, not only the token endpoint', async () => {
    const client = '192.0.2.1';
    for (let i = 0; i < PROVIDER_BUDGET; i += 1)
      await post(i % 2 ? '/connect/revocat' : '/connect/logout/confirm', client, 'token=x');
    expectLimited(await post('/connect/token', client));
  });

  it('limits the sign-in interaction by meaning too, in ABP’s error shape', async () => {
    const client = '192.0.2.2';
    const path = '/account/login/interaction/abcdefghijklmnop';
    const login = JSON.stringify({ userNameOrEmailAddress: 'a', password: 'b' });
    const send = (spelling: string) =>
      new Promise<Answer>((resolve, reject) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: spelling,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk) => (text += String(chunk)));
            response.on('end', () =>
              resolve({ status: response.statusCode!, headers: response.headers, body: text }),
            );
          },
        );
        request.on('error', reject);
        request.end(login);
      });
    expect((await send('/ACCOUNT/Login/Interaction/abcdefghijklmnop/')).status).toBe(404);
    expect((await send(path.replace('interaction', '%69nteraction'))).status).toBe(404);
    const limited = await send(path);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(JSON.parse(limited.body).error.code).toBe('Crm:TooManyRequests');
  });
});
