import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { inTenant } from '../../src/db/tenant-scope';
import { findTenantByName } from '../../src/tenancy/tenants.repository';
import { createUser, hostAdmin, signIn, tenantAdmin } from '../helpers/sign-in';
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox';
import { createTestApp, type TestApp } from '../helpers/test-app';

const URL = '/api/setting-management/emailing';

describe('e-mail settings and the test e-mail', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let inbox: SmtpInbox;
  let authInbox: SmtpInbox;
  before(async () => {
    t = await createTestApp();
    admin = (await tenantAdmin(t)).headers;
    inbox = await startSmtpInbox();
    authInbox = await startSmtpInbox({ username: 'mailer', password: 'smtp secret' });
  });
  after(async () => {
    await inbox.close();
    await authInbox.close();
    await t.close();
  });

  const settings = (overrides: Record<string, unknown> = {}) => ({
    smtpHost: '127.0.0.1',
    smtpPort: inbox.port,
    smtpUserName: 'mailer',
    smtpPassword: 'smtp secret',
    smtpDomain: '',
    smtpEnableSsl: false,
    smtpUseDefaultCredentials: true,
    defaultFromAddress: 'noreply@demo.example',
    defaultFromDisplayName: 'سامانه',
    ...overrides,
  });
  const save = (payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: URL, headers, payload });
  const read = async (headers = admin) => (await t.app.inject({ url: URL, headers })).json();
  const sendTest = (payload: Record<string, unknown>, headers = admin) =>
    t.app.inject({
      method: 'POST',
      url: `${URL}/send-test-email`,
      headers: { ...headers, 'accept-language': 'fa' },
      payload,
    });
  const testMail = {
    senderEmailAddress: 'a@demo.example',
    targetEmailAddress: 'b@demo.example',
    subject: 'Hello test',
    body: 'Body text',
  };
  const storedPassword = async () => {
    const tenant = await findTenantByName(t.database.db, 'demo');
    return inTenant(t.database.db, tenant!.id, (scope) =>
      scope.db
        .selectFrom('setting_value')
        .select('value')
        .where('name', '=', 'Abp.Mailing.Smtp.Password')
        .executeTakeFirst(),
    );
  };

  it("stores a tenant's settings apart from the host's and returns ABP's DTO without the password", async () => {
    expect((await save(settings())).statusCode).toBe(204);
    expect(await read()).toEqual({
      smtpHost: '127.0.0.1',
      smtpPort: inbox.port,
      smtpUserName: 'mailer',
      smtpPassword: null,
      smtpDomain: '',
      smtpEnableSsl: false,
      smtpUseDefaultCredentials: true,
      defaultFromAddress: 'noreply@demo.example',
      defaultFromDisplayName: 'سامانه',
      hasSmtpPassword: true,
    });
    const host = (await hostAdmin(t)).headers;
    expect((await read(host)).defaultFromAddress).toBe('noreply@crm.local');
  });

  it('stores the SMTP password encrypted, and keeps it when saved again without one', async () => {
    await save(settings());
    const first = await storedPassword();
    expect(first?.value).toMatch(/^enc:v1:/);
    expect(first?.value).not.toContain('smtp secret');
    expect((await save(settings({ smtpPassword: '' }))).statusCode).toBe(204);
    expect((await storedPassword())?.value).toBe(first?.value);
    expect((await read()).hasSmtpPassword).toBe(true);
  });

  it('refuses invalid settings naming each field', async () => {
    const response = await save(
      settings({ smtpPort: 70000, defaultFromAddress: '', defaultFromDisplayName: '' }),
    );
    expect(response.statusCode).toBe(400);
    const members = response
      .json()
      .error.validationErrors.map((e: { members: string[] }) => e.members[0]);
    expect(members).toEqual(
      expect.arrayContaining(['smtpPort', 'defaultFromAddress', 'defaultFromDisplayName']),
    );
  });

  it('sends the test e-mail through the configured server', async () => {
    await save(settings());
    const since = inbox.messages.length;
    expect((await sendTest(testMail)).statusCode).toBe(204);
    const mail = await inbox.waitFor('b@demo.example', since);
    expect(mail.subject).toBe('Hello test');
    expect(mail.from).toBe('a@demo.example');
    expect(mail.text).toContain('Body text');
  });

  it('signs in to the SMTP server with the decrypted password', async () => {
    await save(settings({ smtpPort: authInbox.port, smtpUseDefaultCredentials: false }));
    expect((await sendTest(testMail)).statusCode).toBe(204);
    expect((await authInbox.waitFor('b@demo.example')).subject).toBe('Hello test');
    await save(
      settings({
        smtpPort: authInbox.port,
        smtpUseDefaultCredentials: false,
        smtpPassword: 'wrong',
      }),
    );
    const refused = await sendTest(testMail);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('Crm:SmtpAuthenticationFailed');
    expect(refused.json().error.message).toBe('سرور SMTP نام کاربری یا رمز عبور را نپذیرفت.');
  });

  it('reports an unreachable server as a clear Persian error, not a 500', async () => {
    await save(settings({ smtpPort: 1 }));
    const response = await sendTest(testMail);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('Crm:SmtpUnreachable');
    expect(response.json().error.message).toContain('127.0.0.1:1');
    expect(response.json().error.message).toContain('در دسترس نیست');
  });

  it('requires valid sender and target addresses and a subject; the body is optional', async () => {
    await save(settings());
    const response = await sendTest({ senderEmailAddress: 'x', targetEmailAddress: '' });
    expect(response.statusCode).toBe(400);
    const members = response
      .json()
      .error.validationErrors.map((e: { members: string[] }) => e.members[0]);
    expect(members).toEqual(
      expect.arrayContaining(['senderEmailAddress', 'targetEmailAddress', 'subject']),
    );
    const since = inbox.messages.length;
    const withoutBody = await sendTest({ ...testMail, body: undefined, subject: 'No body' });
    expect(withoutBody.statusCode).toBe(204);
    expect((await inbox.waitFor('b@demo.example', since)).subject).toBe('No body');
  });

  it('is refused without the Emailing permissions (401 anonymous, 403 signed in)', async () => {
    const plain = await createUser(t, admin, []);
    const user = (await signIn(t, plain.userName, plain.password, 'demo')).headers;
    expect((await t.app.inject({ url: URL, headers: { __tenant: 'demo' } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: URL, headers: user })).statusCode).toBe(403);
    expect((await save(settings(), user)).statusCode).toBe(403);
    expect((await sendTest(testMail, user)).statusCode).toBe(403);
  });
});
