import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { authorizeUrl, Browser, pkcePair } from '../helpers/browser';
import { createUser, DEMO_PASSWORD, tenantAdmin } from '../helpers/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app';
import { inTenant } from '../../src/db/tenant-scope';
import { findTenantByName } from '../../src/tenancy/tenants.repository';

describe('login interaction endpoints', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  before(async () => {
    t = await createTestApp();
    admin = (await tenantAdmin(t)).headers;
  });
  after(() => t.close());

  async function startInteraction(params: Record<string, string> = {}) {
    const browser = new Browser(t.app);
    const start = await browser.request({
      url: authorizeUrl({
        code_challenge: pkcePair().challenge,
        code_challenge_method: 'S256',
        ...params,
      }),
    });
    const location = new URL(String(start.headers.location), TEST_ORIGIN);
    expect(location.pathname).toBe('/account/login');
    return { browser, uid: location.searchParams.get('interaction')!, location };
  }
  const login = (browser: Browser, uid: string, userName: string, password: string) =>
    browser.post(
      `/account/login/interaction/${uid}`,
      { userNameOrEmailAddress: userName, password },
      { __tenant: 'demo' },
    );

  it('sends the browser to /account/login with the interaction and tenant, and describes the interaction', async () => {
    const { browser, uid, location } = await startInteraction({ __tenant: 'demo' });
    expect(location.searchParams.get('__tenant')).toBe('demo');
    const details = await browser.request({ url: `/account/login/interaction/${uid}` });
    expect(details.statusCode).toBe(200);
    expect(details.headers['cache-control']).toBe('no-store');
    expect(details.json()).toMatchObject({
      uid,
      prompt: 'login',
      client: { clientId: 'Crm_App', clientName: 'Portfolio CRM' },
      tenant: { name: 'demo' },
      isCodeFlow: true,
    });
  });

  it('does not find the interaction without the browser cookie that started it', async () => {
    const { uid } = await startInteraction();
    const stranger = new Browser(t.app);
    expect((await stranger.request({ url: `/account/login/interaction/${uid}` })).statusCode).toBe(
      404,
    );
  });

  it('requires the anti-forgery header on the login post', async () => {
    const { browser, uid } = await startInteraction();
    const response = await browser.request({
      method: 'POST',
      url: `/account/login/interaction/${uid}`,
      payload: { userNameOrEmailAddress: 'admin', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('Crm:AntiForgeryTokenInvalid');
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const { browser, uid } = await startInteraction();
    const unknown = await login(browser, uid, 'nobody-here', 'whatever password');
    const wrong = await login(browser, uid, 'admin', 'wrong password');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json().error).toMatchObject({
      code: 'Crm:Login:InvalidUserNameOrPassword',
      data: { result: 2 },
    });
  });

  it('locks an account after five failures and says so, in Persian by default', async () => {
    const user = await createUser(t, admin, ['customer']);
    const { browser, uid } = await startInteraction();
    for (let i = 0; i < 4; i += 1) {
      expect((await login(browser, uid, user.userName, 'bad')).json().error.code).toBe(
        'Crm:Login:InvalidUserNameOrPassword',
      );
    }
    const fifth = await login(browser, uid, user.userName, 'bad');
    expect(fifth.json().error).toMatchObject({ code: 'Crm:Login:LockedOut', data: { result: 4 } });
    expect(fifth.json().error.message).toContain('قفل');
    const right = await login(browser, uid, user.userName, user.password);
    expect(right.json().error.code).toBe('Crm:Login:LockedOut');
  });

  it('refuses an inactive user only after the right password', async () => {
    const user = await createUser(t, admin, [], { isActive: false });
    const { browser, uid } = await startInteraction();
    expect((await login(browser, uid, user.userName, 'bad')).json().error.code).toBe(
      'Crm:Login:InvalidUserNameOrPassword',
    );
    const right = await login(browser, uid, user.userName, user.password);
    expect(right.json().error).toMatchObject({ code: 'Crm:Login:NotAllowed', data: { result: 3 } });
  });

  it('reports a required password change on success and logs every outcome', async () => {
    const user = await createUser(t, admin, ['customer'], {
      shouldChangePasswordOnNextLogin: true,
    });
    const { browser, uid } = await startInteraction();
    await login(browser, uid, user.userName, 'bad');
    const ok = await login(browser, uid, user.userName, user.password);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ mustChangePassword: true });
    expect(ok.json().redirectTo).toMatch(new RegExp(`^${TEST_ORIGIN}/connect/authorize/`));
    const demo = await findTenantByName(t.database.db, 'demo');
    const rows = await inTenant(t.database.db, demo!.id, ({ db }) =>
      db
        .selectFrom('security_log')
        .select(['action', 'user_name'])
        .where('user_name', '=', user.userName)
        .orderBy('creation_time')
        .execute(),
    );
    expect(rows.map((row) => row.action)).toEqual([
      'LoginInvalidUserNameOrPassword',
      'LoginSucceeded',
    ]);
  });

  it('aborts an interaction back to the client with access_denied', async () => {
    const { browser, uid } = await startInteraction();
    const abort = await browser.post(`/account/login/interaction/${uid}/abort`, {});
    expect(abort.statusCode).toBe(200);
    const resume = await browser.request({ url: abort.json().redirectTo });
    expect(String(resume.headers.location)).toContain('error=access_denied');
  });
});
