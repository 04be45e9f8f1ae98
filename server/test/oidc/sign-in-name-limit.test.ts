// The sign-in is limited per account name as well as per address (credential-limits.ts): many
// addresses guessing one account's password share that account's budget.
import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import { startSignInInteraction } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { freshRateWindow } from '../helpers/rate-window';

const LIMIT = 2;

describe('sign-in limit per account name', () => {
  // A budget spent across a minute's end would start again (helpers/rate-window.ts).
  beforeEach(() => freshRateWindow());
  let t: TestApp;
  before(async () => (t = await createTestApp({ credentialRateLimit: LIMIT })));
  after(() => t.close());

  /** One sign-in attempt from `address`, through a fresh interaction of its own browser. */
  async function attempt(address: string, userName: string, password: string) {
    const { browser, uid } = await startSignInInteraction(t.app);
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
