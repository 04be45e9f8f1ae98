// Where e-mail goes (fault 8 of issue 38): the outbox folder keeps every message as a `.eml`
// file, so the reset journey works on a machine without a mail server; a side that can send
// nowhere says so instead of claiming a link was sent; an SMTP server, when set, still gets it.
import { after, before, describe, it } from 'node:test';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'expect';
import { pointEmailingAt } from '../helpers/email-settings';
import { createUser, tenantAdmin } from '../helpers/sign-in';
import { readMessage, startSmtpInbox } from '../helpers/smtp-inbox';
import { createTestApp, type TestApp } from '../helpers/test-app';

const resetRequest = (t: TestApp, email: string, language = 'fa') =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/send-password-reset-code',
    headers: { __tenant: 'demo', 'accept-language': language },
    payload: { email, appName: 'Crm_App' },
  });

/** The outbox's messages, once the pending e-mail jobs are done (closing the app waits). */
async function outboxMessages(folder: string) {
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    names.map(async (name) => ({
      mode: (await stat(join(folder, name))).mode & 0o777,
      ...(await readMessage(await readFile(join(folder, name), 'utf8'))),
    })),
  );
}

describe('e-mail with an outbox and no SMTP server (the demo start)', () => {
  let t: TestApp;
  let outbox: string;
  before(async () => {
    outbox = join(await mkdtemp(join(tmpdir(), 'crm-outbox-')), 'outbox');
    t = await createTestApp({ credentialRateLimit: 1000, emailOutboxDir: outbox });
  });
  after(async () => {
    await t.close();
    await rm(join(outbox, '..'), { recursive: true, force: true });
  });

  it('keeps the reset e-mail as a .eml file only its owner may read, naming the tenant', async () => {
    const admin = (await tenantAdmin(t)).headers;
    const user = await createUser(t, admin, ['customer']);
    const email = `${user.userName}@example.com`;
    expect((await resetRequest(t, email)).statusCode).toBe(204);
    await t.app.close();
    const [mail, ...others] = await outboxMessages(outbox);
    expect(others).toEqual([]);
    expect(mail!.to).toContain(email);
    expect(mail!.subject).toBe('بازنشانی رمز عبور');
    expect(mail!.mode).toBe(0o600);
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(link.pathname).toBe('/account/reset-password');
    expect(link.searchParams.get('__tenant')).toBe('demo');
  });
});

describe('e-mail with neither an outbox nor an SMTP server (a production start)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ credentialRateLimit: 1000, emailOutboxDir: undefined });
  });
  after(() => t.close());

  it('says in Persian and English that no link can be sent, for any address', async () => {
    for (const [language, text] of [
      ['fa', 'نمی‌تواند ایمیل بفرستد'],
      ['en', 'cannot send e-mail'],
    ] as const) {
      const response = await resetRequest(t, 'nobody@example.com', language);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('Crm:PasswordResetEmailUnavailable');
      expect(response.json().error.message).toContain(text);
    }
  });
});

describe('e-mail with an outbox and an SMTP server that asks for credentials', () => {
  it('sends the reset e-mail there too, signing in with the stored (encrypted) password', async () => {
    const outbox = join(await mkdtemp(join(tmpdir(), 'crm-outbox-')), 'outbox');
    const inbox = await startSmtpInbox({ username: 'mailer', password: 'smtp secret' });
    const t = await createTestApp({ credentialRateLimit: 1000, emailOutboxDir: outbox });
    try {
      const admin = (await tenantAdmin(t)).headers;
      await pointEmailingAt(t, admin, inbox.port, { userName: 'mailer', password: 'smtp secret' });
      const user = await createUser(t, admin, ['customer']);
      const email = `${user.userName}@example.com`;
      expect((await resetRequest(t, email)).statusCode).toBe(204);
      expect((await inbox.waitFor(email)).subject).toBe('بازنشانی رمز عبور');
      await t.app.close();
      expect((await outboxMessages(outbox)).map((mail) => mail.to)).toEqual([email]);
    } finally {
      await t.close();
      await inbox.close();
      await rm(join(outbox, '..'), { recursive: true, force: true });
    }
  });
});
