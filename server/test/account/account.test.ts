import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createUser, signIn, tenantAdmin } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { redactUrl } from '../../src/web/redact';
import { loggerOptions } from '../../src/web/logger-options';
import { inTenant } from '../../src/db/tenant-scope';
import { setSettingForSide } from '../../src/settings/settings.service';
import { findTenantByName } from '../../src/tenancy/tenants.repository';
import { endSessionsOfUser } from '../../src/identity/sessions.repository';

describe("the signed-in user's account endpoints", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  before(async () => {
    t = await createTestApp();
    admin = (await tenantAdmin(t)).headers;
  });
  after(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

  it('reports a newer sign-in of the same user to the older session only', async () => {
    const user = await createUser(t, admin, ['customer']);
    const first = await signIn(t, user.userName, user.password, 'demo');
    const url = '/api/app/user/has-current-user-multiple-login-session';
    expect((await get(url, first.headers)).json()).toBe(false);
    const second = await signIn(t, user.userName, user.password, 'demo');
    expect((await get(url, first.headers)).json()).toBe(true);
    expect((await get(url, second.headers)).json()).toBe(false);
    expect((await get(url, {})).statusCode).toBe(401);
  });

  const POLL = '/api/app/user/has-current-user-multiple-login-session';
  const inDemo = async <T>(work: Parameters<typeof inTenant<T>>[2]) => {
    const demo = await findTenantByName(t.database.db, 'demo');
    return inTenant(t.database.db, demo!.id, work);
  };

  it('refuses the poll once the session has ended or the user is deactivated', async () => {
    const ended = await createUser(t, admin, ['customer']);
    const endedSession = await signIn(t, ended.userName, ended.password, 'demo');
    await inDemo((scope) => endSessionsOfUser(scope, ended.id));
    expect((await get(POLL, endedSession.headers)).statusCode).toBe(401);

    const deactivated = await createUser(t, admin, ['customer']);
    const deactivatedSession = await signIn(t, deactivated.userName, deactivated.password, 'demo');
    expect((await get(POLL, deactivatedSession.headers)).json()).toBe(false);
    await inDemo((scope) =>
      scope.db
        .updateTable('app_user')
        .set({ is_active: false })
        .where('id', '=', deactivated.id)
        .execute(),
    );
    expect((await get(POLL, deactivatedSession.headers)).statusCode).toBe(401);
  });

  it('reports no second sign-in while Crm.Identity.SingleSession is off', async () => {
    const user = await createUser(t, admin, ['customer']);
    const first = await signIn(t, user.userName, user.password, 'demo');
    await signIn(t, user.userName, user.password, 'demo');
    await inDemo((scope) => setSettingForSide(scope, false, 'Crm.Identity.SingleSession', 'False'));
    try {
      expect((await get(POLL, first.headers)).json()).toBe(false);
    } finally {
      await inDemo((scope) => setSettingForSide(scope, false, 'Crm.Identity.SingleSession', null));
    }
    expect((await get(POLL, first.headers)).json()).toBe(true);
  });

  it('reports an expired password when a change is required or the password is too old', async () => {
    const user = await createUser(t, admin, ['customer'], {
      shouldChangePasswordOnNextLogin: true,
    });
    const session = await signIn(t, user.userName, user.password, 'demo');
    const check = () =>
      get('/api/app/user-password-expiration/check-password-is-expired', session.headers);
    expect((await check()).json()).toBe(true);
    const fresh = await createUser(t, admin, ['customer']);
    const freshSession = await signIn(t, fresh.userName, fresh.password, 'demo');
    expect(
      (
        await get(
          '/api/app/user-password-expiration/check-password-is-expired',
          freshSession.headers,
        )
      ).json(),
    ).toBe(false);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/app/user-password-expiration/save-password-expiration',
      headers: freshSession.headers,
    });
    expect(saved.json()).toEqual({ passwordExpiresAt: null });
  });

  it('expires a password older than Crm.Identity.PasswordExpiryDays', async () => {
    const user = await createUser(t, admin, ['customer']);
    const session = await signIn(t, user.userName, user.password, 'demo');
    const demo = await findTenantByName(t.database.db, 'demo');
    await inTenant(t.database.db, demo!.id, async (scope) => {
      await setSettingForSide(scope, false, 'Crm.Identity.PasswordExpiryDays', '30');
      await scope.db
        .updateTable('app_user')
        .set({ last_password_change_time: new Date(Date.now() - 40 * 24 * 3600 * 1000) })
        .where('id', '=', user.id)
        .execute();
    });
    expect(
      (
        await get('/api/app/user-password-expiration/check-password-is-expired', session.headers)
      ).json(),
    ).toBe(true);
    await inTenant(t.database.db, demo!.id, (scope) =>
      setSettingForSide(scope, false, 'Crm.Identity.PasswordExpiryDays', null),
    );
    expect(
      (
        await get('/api/app/user-password-expiration/check-password-is-expired', session.headers)
      ).json(),
    ).toBe(false);
  });

  it('changes the password with the query-string form, ending the other sessions', async () => {
    const user = await createUser(t, admin, ['customer']);
    const other = await signIn(t, user.userName, user.password, 'demo');
    const current = await signIn(t, user.userName, user.password, 'demo');
    const newPassword = 'a brand new passphrase';
    const query = new URLSearchParams({ currentPassword: user.password, newPassword });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/app/user/change-password?${query}`,
      headers: current.headers,
    });
    expect(response.statusCode).toBe(204);
    const config = (url: string, headers: Record<string, string>) =>
      get(url, headers).then((r) => r.json().currentUser.isAuthenticated as boolean);
    const appConfig = '/api/abp/application-configuration?includeLocalizationResources=false';
    expect(await config(appConfig, current.headers)).toBe(true);
    expect(await config(appConfig, other.headers)).toBe(false);
    await signIn(t, user.userName, newPassword, 'demo');
    const log = (
      await get('/api/app/user/user-security-log?pageNumber=1&pageSize=20', current.headers)
    ).json();
    expect(log.items.map((item: { action: string }) => item.action)).toContain('ChangePassword');
  });

  it('refuses a security log page number beyond any page, and answers the last one it takes', async () => {
    const user = await createUser(t, admin, ['customer']);
    const session = await signIn(t, user.userName, user.password, 'demo');
    const page = (pageNumber: string) =>
      get(`/api/app/user/user-security-log?pageNumber=${pageNumber}&pageSize=100`, session.headers);
    for (const pageNumber of ['4.090910965144418e%2B227', '10000001', '1.5', '0']) {
      const refused = await page(pageNumber);
      expect(`${pageNumber}: ${refused.statusCode}`).toBe(`${pageNumber}: 400`);
      expect(refused.json().error.validationErrors.length).toBeGreaterThan(0);
    }
    const last = await page('10000000');
    expect(last.statusCode).toBe(200);
    expect(last.json().items).toEqual([]);
  });

  it('changes the password with a JSON body and refuses a wrong current password', async () => {
    const user = await createUser(t, admin, ['customer']);
    const session = await signIn(t, user.userName, user.password, 'demo');
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/app/user/change-password',
        headers: session.headers,
        payload,
      });
    const wrong = await post({ currentPassword: 'not it', newPassword: 'another long passphrase' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('Volo.Abp.Identity:PasswordMismatch');
    // Said once: the error's message, not repeated as its details (the dialog shows both).
    const { message, details } = wrong.json().error as { message: string; details: string | null };
    expect(`${message}\n${details ?? ''}`.split(message).length - 1).toBe(1);
    const weak = await post({ currentPassword: user.password, newPassword: 'short' });
    expect(weak.json().error.code).toBe('Volo.Abp.Identity:PasswordTooShort');
    expect(
      (await post({ currentPassword: user.password, newPassword: 'another long passphrase' }))
        .statusCode,
    ).toBe(204);
  });

  it('never writes a password to the request log, from the query string or the body', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      logger: loggerOptions('info', { write: (line) => void lines.push(line) }),
    });
    try {
      const host = (await tenantAdmin(logged)).headers;
      const user = await createUser(logged, host, ['customer']);
      const session = await signIn(logged, user.userName, user.password, 'demo');
      const viaQuery = 'first new passphrase';
      const query = new URLSearchParams({ currentPassword: user.password, newPassword: viaQuery });
      const url = `/api/app/user/change-password?${query}`;
      const first = await logged.app.inject({ method: 'POST', url, headers: session.headers });
      expect(first.statusCode).toBe(204);
      const viaBody = 'second new passphrase';
      const second = await logged.app.inject({
        method: 'POST',
        url: '/api/app/user/change-password',
        headers: session.headers,
        payload: { currentPassword: viaQuery, newPassword: viaBody },
      });
      expect(second.statusCode).toBe(204);
      const log = lines.join('');
      expect(log).toContain('/api/app/user/change-password?currentPassword=[redacted]');
      for (const secret of [user.password, viaQuery, viaBody, encodeURIComponent(viaQuery)])
        expect(log).not.toContain(secret);
      expect(log).not.toContain(session.headers.authorization!.slice(7));
    } finally {
      await logged.close();
    }
  });

  it('never logs secrets from query strings', () => {
    expect(redactUrl('/api/app/user/change-password?currentPassword=a%20b&newPassword=c&x=1')).toBe(
      '/api/app/user/change-password?currentPassword=[redacted]&newPassword=[redacted]&x=1',
    );
    expect(redactUrl('/signin-callback?code=abc&state=s')).toBe(
      '/signin-callback?code=[redacted]&state=s',
    );
  });
});
