// A refresh token's lifetime counts from its chain's first issue (src/oidc/refresh-token-
// lifetime.ts), whatever the provider's request context holds, and fails closed.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { errors, type AdapterPayload } from 'oidc-provider';
import { refreshTokenTtl, SIGN_IN_LIFETIME } from '../../src/oidc/refresh-token-lifetime';
import { Browser, form, signInWithCode, type Tokens } from '../helpers/browser';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ADMIN = { userName: 'admin', password: '1q2w3E*' };
const DAY = 24 * 3600;
const NOW = 1_800_000_000;

describe('refresh-token lifetime', () => {
  it('is what is left of 14 days from the chain’s first issue, with or without a request', () => {
    expect(refreshTokenTtl(undefined, { iiat: NOW }, NOW)).toBe(SIGN_IN_LIFETIME);
    expect(refreshTokenTtl(undefined, { iiat: NOW - 13 * DAY }, NOW)).toBe(DAY);
    // A first issue stamped ahead of this clock gets no more than the 14 days.
    expect(refreshTokenTtl(undefined, { iiat: NOW + 60 }, NOW)).toBe(SIGN_IN_LIFETIME);
  });

  it('refuses, rather than extends, a token whose chain start is unknown or has ended', () => {
    for (const token of [undefined, {}, { iiat: '1800000000' }, { iiat: Number.NaN }])
      expect(() => refreshTokenTtl(undefined, token, NOW)).toThrow(errors.InvalidGrant);
    expect(() => refreshTokenTtl(undefined, { iiat: NOW - SIGN_IN_LIFETIME }, NOW)).toThrow(
      errors.InvalidGrant,
    );
  });

  describe('at the token endpoint', () => {
    let t: TestApp;
    before(async () => (t = await createTestApp()));
    after(() => t.close());

    const refresh = (refreshToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/connect/token',
        ...form({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'Crm_App' }),
      });
    /** The stored token as a chain started `daysAgo` days ago with a full 14 days still to run. */
    const backdate = async (id: string, daysAgo: number) => {
      const now = Math.floor(Date.now() / 1000);
      const stored = (await t.deps.oidcStore.find('RefreshToken', id)) as AdapterPayload;
      const payload = { ...stored, iat: now - daysAgo * DAY, iiat: now - daysAgo * DAY };
      await t.deps.oidcStore.upsert('RefreshToken', id, { ...payload, exp: now + 14 * DAY }, 0);
      return now - daysAgo * DAY;
    };

    it('expires a token rotated 13 days into its chain at day 14, not day 27', async () => {
      const signedIn = await signInWithCode(new Browser(t.app), ADMIN);
      const chainStart = await backdate(signedIn.refresh_token!, 13);
      const renewed = await refresh(signedIn.refresh_token!);
      expect(renewed.statusCode).toBe(200);
      const next = await t.deps.oidcStore.find(
        'RefreshToken',
        renewed.json<Tokens>().refresh_token!,
      );
      expect(next?.iiat).toBe(chainStart);
      expect(Math.abs(next!.exp! - (chainStart + 14 * DAY))).toBeLessThanOrEqual(2);
    });

    it('refuses to rotate a token whose chain is over 14 days old, whatever its own expiry says', async () => {
      const signedIn = await signInWithCode(new Browser(t.app), ADMIN);
      await backdate(signedIn.refresh_token!, 15);
      const refused = await refresh(signedIn.refresh_token!);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('invalid_grant');
    });
  });
});
