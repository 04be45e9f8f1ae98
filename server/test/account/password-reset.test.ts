import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { secretSubkey } from '../../src/config/secret-key';
import { createResetToken } from '../../src/identity/password-reset-token';
import { findTenantByName } from '../../src/tenancy/tenants.repository';
import { pointEmailingAt } from '../helpers/email-settings';
import { freshRateWindow } from '../helpers/rate-window';
import { createUser, signIn, tenantAdmin } from '../helpers/sign-in';
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app';

const sendMailTo = (t: TestApp, admin: Record<string, string>, inbox: SmtpInbox) =>
  pointEmailingAt(t, admin, inbox.port);

const resetRequest = (t: TestApp, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/send-password-reset-code',
    headers: { __tenant: 'demo', 'accept-language': 'fa' },
    payload: { email, appName: 'Crm_App' },
  });

describe('forgotten password: reset e-mail, token check and reset', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let admin: Record<string, string>;
  let demoId: string;
  before(async () => {
    t = await createTestApp({ credentialRateLimit: 1000 });
    inbox = await startSmtpInbox();
    admin = (await tenantAdmin(t)).headers;
    demoId = (await findTenantByName(t.database.db, 'demo'))!.id;
    await sendMailTo(t, admin, inbox);
  });
  after(async () => {
    await t.close();
    await inbox.close();
  });

  const post = (url: string, payload: object, tenant = 'demo', language = 'fa') =>
    t.app.inject({
      method: 'POST',
      url: `/api/account/${url}`,
      headers: { __tenant: tenant, 'accept-language': language },
      payload,
    });
  const requestReset = (email: string, language = 'fa') =>
    post('send-password-reset-code', { email, appName: 'Crm_App' }, 'demo', language);
  const linkIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]);

  async function resetLinkFor(email: string, language = 'fa') {
    const since = inbox.messages.length;
    expect((await requestReset(email, language)).statusCode).toBe(204);
    const mail = await inbox.waitFor(email, since);
    return { mail, link: linkIn(mail.text) };
  }

  it('e-mails a link to the reset page with the user, token and tenant (by name)', async () => {
    const user = await createUser(t, admin, ['customer']);
    const email = `${user.userName}@example.com`;
    const { mail, link } = await resetLinkFor(email);
    expect(mail.subject).toBe('بازنشانی رمز عبور');
    expect(mail.from).toBe('noreply@demo.example');
    expect(mail.text).toContain('۶۰ دقیقه');
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.pathname).toBe('/account/reset-password');
    expect(link.searchParams.get('userId')).toBe(user.id);
    // By name, as the sign-in page's tenant box shows it: an id left the page «انتخاب نشده».
    expect(link.searchParams.get('__tenant')).toBe('demo');
    expect(link.searchParams.get('resetToken')).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    const english = await resetLinkFor(email, 'en');
    expect(english.mail.subject).toBe('Reset your password');
    expect(english.mail.text).toContain('within 60 minutes');
  });

  it('answers an unknown address as a known one', async () => {
    const response = await requestReset('nobody@example.com');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('resets once: the token verifies, sets the password, ends sessions, then stops working', async () => {
    const user = await createUser(t, admin, ['customer']);
    const session = await signIn(t, user.userName, user.password, 'demo');
    const { link } = await resetLinkFor(`${user.userName}@example.com`);
    const token = { userId: user.id, resetToken: link.searchParams.get('resetToken')! };
    expect((await post('verify-password-reset-token', token)).json()).toBe(true);

    const weak = await post('reset-password', { ...token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('Volo.Abp.Identity:PasswordTooShort');

    const reset = await post('reset-password', { ...token, password: 'a brand new password' });
    expect(reset.statusCode).toBe(204);
    const me = await t.app.inject({ url: '/api/account/my-profile', headers: session.headers });
    expect(me.statusCode).toBe(401);

    expect((await post('verify-password-reset-token', token)).json()).toBe(false);
    const again = await post('reset-password', { ...token, password: 'yet another password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('Crm:InvalidPasswordResetToken');
    expect(again.json().error.message).toContain('نامعتبر است یا منقضی شده است');

    await expect(signIn(t, user.userName, user.password, 'demo')).rejects.toThrow();
    const fresh = await signIn(t, user.userName, 'a brand new password', 'demo');
    const log = (
      await t.app.inject({
        url: '/api/app/user/user-security-log?pageNumber=1&pageSize=10',
        headers: fresh.headers,
      })
    ).json();
    expect(log.items.map((item: { action: string }) => item.action)).toContain('ResetPassword');
  });

  it('refuses an expired token, a token of another tenant and a tampered token', async () => {
    const user = await createUser(t, admin, ['customer']);
    const key = secretSubkey(t.config, 'password-reset');
    const { link } = await resetLinkFor(`${user.userName}@example.com`);
    const resetToken = link.searchParams.get('resetToken')!;
    const verify = (body: object, tenant = 'demo') =>
      post('verify-password-reset-token', { userId: user.id, ...body }, tenant);

    const row = await t.app.inject({ url: `/api/identity/users/${user.id}`, headers: admin });
    const expired = createResetToken(
      key,
      { tenantId: demoId, userId: user.id, securityStamp: 'unknown' },
      Date.now() - 2 * 3600 * 1000,
    );
    expect(row.statusCode).toBe(200);
    expect((await verify({ resetToken: expired })).json()).toBe(false);
    expect((await verify({ resetToken }, '')).json()).toBe(false);
    expect((await verify({ resetToken: `${resetToken.slice(0, -2)}xx` })).json()).toBe(false);
    expect((await verify({ resetToken })).json()).toBe(true);
    const malformed = await post('reset-password', {
      userId: 'not-a-uuid',
      resetToken,
      password: 'a brand new password',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.validationErrors[0].members).toEqual(['userId']);
  });

  it('limits reset e-mails per address', async () => {
    const user = await createUser(t, admin, ['customer']);
    const email = `${user.userName}@example.com`;
    const statuses: number[] = [];
    await freshRateWindow();
    for (let i = 0; i < 6; i++) statuses.push((await requestReset(email)).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });
});

// The reset e-mail is sent after the response (an unknown address must not answer slower), so
// "nothing was sent" is only known once the app has finished its pending mail jobs: closing the
// app waits for them. A known address asked at the same time proves the mail would have arrived.
describe('forgotten password for an unknown address', () => {
  it('sends nothing, once every pending reset e-mail has been sent', async () => {
    const t = await createTestApp({ credentialRateLimit: 1000 });
    const inbox = await startSmtpInbox();
    try {
      const admin = (await tenantAdmin(t)).headers;
      await sendMailTo(t, admin, inbox);
      const known = `${(await createUser(t, admin, ['customer'])).userName}@example.com`;
      expect((await resetRequest(t, 'nobody@example.com')).statusCode).toBe(204);
      expect((await resetRequest(t, known)).statusCode).toBe(204);
      await t.app.close();
      expect(inbox.messages.map((mail) => mail.to)).toEqual([[known]]);
    } finally {
      await t.close();
      await inbox.close();
    }
  });
});
