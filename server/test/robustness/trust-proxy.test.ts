// CRM_TRUST_PROXY: off unless set; behind a trusted proxy the client's own address counts
// (rate limits, security log), from anyone else the forwarded header is ignored.
import { after, before, beforeEach, describe, it } from 'node:test';
import { join } from 'node:path';
import { expect } from 'expect';
import { buildApp } from '../../src/app';
import { parseTrustProxy } from '../../src/config/trust-proxy';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { freshRateWindow } from '../helpers/rate-window';

describe('trusting the load balancer (CRM_TRUST_PROXY)', () => {
  // A budget spent across a minute's end would start again (helpers/rate-window.ts).
  beforeEach(() => freshRateWindow());
  it('parses off, on, hop counts and address lists, and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    const twoHops = parseTrustProxy('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.4,::1')).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      '::1',
    ]);
    expect(() => parseTrustProxy('lb.example')).toThrow(/CRM_TRUST_PROXY/);
  });

  let t: TestApp;
  before(async () => {
    t = await createTestApp({ demo: false });
  });
  after(() => t?.close());

  it("limits by the client's address behind a trusted proxy, by the peer's otherwise", async () => {
    // An outbox, so that the reset request can send mail and is answered 204 (no SMTP is set).
    const emailOutboxDir = join(t.config.dataDir, 'outbox');
    const deps = { ...t.deps, config: { ...t.config, credentialRateLimit: 1, emailOutboxDir } };
    const behind = await buildApp(deps, { logger: false, trustProxy: ['127.0.0.1'] });
    const direct = await buildApp(deps, { logger: false });
    const resetCode = (client: string, app = behind) =>
      app.inject({
        method: 'POST',
        url: '/api/account/send-password-reset-code',
        headers: { 'x-forwarded-for': client },
        payload: { email: 'someone@example.com' },
      });
    try {
      // The credential rate limit (one a minute here) is counted per client address.
      expect((await resetCode('203.0.113.1')).statusCode).toBe(204);
      expect((await resetCode('203.0.113.1')).statusCode).toBe(429);
      expect((await resetCode('203.0.113.2')).statusCode).toBe(204);
      // Not trusted: the header is the client's word, and the peer's address counts.
      expect((await resetCode('198.51.100.1', direct)).statusCode).toBe(204);
      expect((await resetCode('198.51.100.2', direct)).statusCode).toBe(429);
    } finally {
      await behind.close();
      await direct.close();
    }
  });
});
