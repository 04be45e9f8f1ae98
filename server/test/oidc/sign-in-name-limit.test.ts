// The sign-in is limited per account name as well as per address (credential-limits.ts): many
// addresses guessing one account's password share that account's budget.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { authorizeUrl, Browser, pkcePair } from '../helpers/browser';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app';

const LIMIT = 2;

describe('sign-in limit per account name', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ credentialRateLimit: LIMIT })));
  after(() => t.close());

  /** One sign-in attempt from `address`, through a fresh interaction of its own browser. */
  async function attempt(address: string, userName: string, password: string) {
    const browser = new Browser(t.app);
    const start = await browser.request({
      url: authorizeUrl({
        code_challenge: pkcePair().challenge,
        code_challenge_method: 'S256',
        __tenant: 'demo',
      }),
    });
    const uid = new URL(String(start.headers.location), TEST_ORIGIN).searchParams.get(
      'interaction',
    );
    await browser.request({
      url: '/api/abp/application-configuration?includeLocalizationResources=false',
    });
    return browser.request({
      method: 'POST',
      url: `/account/login/interaction/${uid}`,
      remoteAddress: address,
      payload: { userNameOrEmailAddress: userName, password },
      headers: { requestverificationtoken: browser.cookie('XSRF-TOKEN') ?? '', __tenant: 'demo' },
    });
  }

  it('refuses a name whose budget other addresses spent, whatever its case, but not other names', async () => {
    expect((await attempt('10.0.0.1', 'admin', 'wrong-1')).statusCode).toBe(400);
    expect((await attempt('10.0.0.2', ' ADMIN ', 'wrong-2')).statusCode).toBe(400);
    const limited = await attempt('10.0.0.3', 'admin', '1q2w3E*');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.json().error.code).toBe('Crm:TooManyRequests');
    expect((await attempt('10.0.0.3', 'customer1', 'wrong-3')).statusCode).toBe(400);
  });
});
