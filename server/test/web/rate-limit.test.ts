import { after, before, beforeEach, describe, it } from 'node:test';
import { expect } from 'expect';
import { form } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { freshRateWindow } from '../helpers/rate-window';

describe('credential rate limits', () => {
  // A budget spent across a minute's end would start again (helpers/rate-window.ts).
  beforeEach(() => freshRateWindow());
  let t: TestApp;
  before(async () => (t = await createTestApp({ demo: false, credentialRateLimit: 2 })));
  after(() => t.close());

  it('limits sign-in attempts per address and minute', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/account/login/interaction/abcdefghijklmnop',
        payload: { userNameOrEmailAddress: 'a', password: 'b' },
      });
    expect((await attempt()).statusCode).toBe(404);
    expect((await attempt()).statusCode).toBe(404);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.json().error.code).toBe('Crm:TooManyRequests');
  });

  it('limits the token endpoint (four times the sign-in limit)', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/connect/token',
        ...form({ grant_type: 'refresh_token', refresh_token: 'x', client_id: 'Crm_App' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 8).every((status) => status === 400)).toBe(true);
    expect(statuses[8]).toBe(429);
  });
});
