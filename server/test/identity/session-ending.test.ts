// Ending sessions ends their tokens (RFC 9700 §4.14.2), in the SQL store and in Redis: after a
// password change the other sessions' refresh tokens are refused at the token endpoint and their
// browsers must sign in again, while the session that changed it renews on; after a reset, an
// administrator's new password or a deactivation, every refresh token of the user is refused and
// gone from the store. An update that ends nothing (no password, still active) leaves them.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { secretSubkey } from '../../src/config/secret-key';
import { inTenant } from '../../src/db/tenant-scope';
import { createResetToken } from '../../src/identity/password-reset-token';
import { findUserById } from '../../src/identity/users.repository';
import { RedisArtifactStore } from '../../src/oidc/redis-store';
import { findTenantByName } from '../../src/tenancy/tenants.repository';
import {
  authorizeUrl,
  form,
  pkcePair,
  REDIRECT_URI,
  type Browser,
  type Tokens,
} from '../helpers/browser';
import { createUser, signIn, tenantAdmin } from '../helpers/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestAppOptions } from '../helpers/test-app';
import { Cleanup } from '../process/harness/cleanup';
import { PrivateRedis } from '../process/harness/redis';

const NEW_PASSWORD = 'a fresh passphrase 7';

interface StoreSetup {
  options: () => Promise<Pick<TestAppOptions, 'oidcStore'>>;
  close: () => Promise<void>;
}

function endingSessionsSuite(name: string, setup: StoreSetup) {
  describe(`ending sessions revokes their tokens (${name} store)`, () => {
    let t: TestApp;
    let admin: Record<string, string>;
    let demoId: string;
    before(async () => {
      t = await createTestApp({ credentialRateLimit: 1000, ...(await setup.options()) });
      admin = (await tenantAdmin(t)).headers;
      demoId = (await findTenantByName(t.database.db, 'demo'))!.id;
    });
    after(async () => (await t.close(), await setup.close()));

    const refresh = (tokens: Tokens) =>
      t.app.inject({
        method: 'POST',
        url: '/connect/token',
        ...form({
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token!,
          client_id: 'Crm_App',
        }),
      });
    async function expectRefused(tokens: Tokens) {
      const response = await refresh(tokens);
      expect([response.statusCode, response.json().error]).toEqual([400, 'invalid_grant']);
      expect(await t.deps.oidcStore.find('RefreshToken', tokens.refresh_token!)).toBeUndefined();
    }
    async function expectRenewed(tokens: Tokens): Promise<Tokens> {
      const response = await refresh(tokens);
      expect([response.statusCode, response.body]).toEqual([200, expect.any(String)]);
      return response.json();
    }
    /** Whether the browser's sign-in session at the provider gets a code without signing in. */
    async function signedInAtProvider(browser: Browser): Promise<boolean> {
      const { challenge } = pkcePair();
      const start = await browser.request({
        url: authorizeUrl({
          __tenant: 'demo',
          code_challenge: challenge,
          code_challenge_method: 'S256',
        }),
      });
      let location = new URL(String(start.headers.location), TEST_ORIGIN);
      for (let hop = 0; hop < 5 && !location.href.startsWith(REDIRECT_URI); hop += 1) {
        if (location.pathname === '/account/login') return false;
        const next = await browser.request({ url: location.pathname + location.search });
        location = new URL(String(next.headers.location), TEST_ORIGIN);
      }
      return location.searchParams.has('code');
    }

    async function userWithTwoSessions(extra: Record<string, unknown> = {}) {
      const user = await createUser(t, admin, ['customer'], extra);
      const first = await signIn(t, user.userName, user.password, 'demo');
      const second = await signIn(t, user.userName, user.password, 'demo');
      return { user, first, second };
    }

    it('a password change: the other session is refused, the changing one renews on', async () => {
      const { user, first, second } = await userWithTwoSessions();
      expect(await signedInAtProvider(second.browser)).toBe(true);
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/account/my-profile/change-password',
        headers: first.headers,
        payload: { currentPassword: user.password, newPassword: NEW_PASSWORD },
      });
      expect(changed.statusCode).toBe(204);
      await expectRefused(second.tokens);
      expect(await signedInAtProvider(second.browser)).toBe(false);
      const renewed = await expectRenewed(first.tokens);
      await expectRenewed(renewed);
      expect(await signedInAtProvider(first.browser)).toBe(true);
    });

    it('a password reset: every session is refused', async () => {
      const { user, first, second } = await userWithTwoSessions();
      const row = await inTenant(t.database.db, demoId, (scope) => findUserById(scope, user.id));
      const resetToken = createResetToken(secretSubkey(t.config, 'password-reset'), {
        tenantId: demoId,
        userId: user.id,
        securityStamp: row!.security_stamp,
      });
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/account/reset-password',
        headers: { __tenant: 'demo' },
        payload: { userId: user.id, resetToken, password: NEW_PASSWORD },
      });
      expect(reset.statusCode).toBe(204);
      await expectRefused(first.tokens);
      await expectRefused(second.tokens);
      expect(await signedInAtProvider(first.browser)).toBe(false);
    });

    const updateUser = async (id: string, changes: Record<string, unknown>) => {
      const dto = (await t.app.inject({ url: `/api/identity/users/${id}`, headers: admin })).json();
      return t.app.inject({
        method: 'PUT',
        url: `/api/identity/users/${id}`,
        headers: admin,
        payload: { ...dto, ...changes },
      });
    };

    it('an administrator’s new password: every session is refused', async () => {
      const { user, first, second } = await userWithTwoSessions();
      expect((await updateUser(user.id, { password: NEW_PASSWORD })).statusCode).toBe(200);
      await expectRefused(first.tokens);
      await expectRefused(second.tokens);
    });

    it('a deactivation: every session is refused', async () => {
      const { user, first, second } = await userWithTwoSessions();
      expect((await updateUser(user.id, { isActive: false })).statusCode).toBe(200);
      await expectRefused(first.tokens);
      await expectRefused(second.tokens);
    });

    it('an update that ends no session leaves every session renewing', async () => {
      const { user, first, second } = await userWithTwoSessions();
      expect((await updateUser(user.id, { name: 'Renamed' })).statusCode).toBe(200);
      await expectRenewed(first.tokens);
      await expectRenewed(second.tokens);
    });
  });
}

endingSessionsSuite('SQL', { options: async () => ({}), close: async () => undefined });

// A private redis-server (as the process tests start one), so the test needs no Redis running.
const cleanup = new Cleanup();
let redis: Redis | undefined;
endingSessionsSuite('Redis', {
  options: async () => {
    const server = await PrivateRedis.create(cleanup);
    const connection = new Redis(server.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await connection.connect();
    redis = connection;
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    return { oidcStore: () => new RedisArtifactStore(connection, prefix) };
  },
  close: async () => {
    redis?.disconnect();
    await cleanup.run();
  },
});
