// Support for the accessibility spec: real addresses for pages that need them (a password reset
// link as the product e-mails it) and switching the interface language as a user does.
import { expect, request, type Page } from '@playwright/test';
import { startInbox } from './account-support';
import { api } from './contracts-support';

const EMAILING = '/api/setting-management/emailing';

/**
 * A working reset link of a fresh demo user, read from the e-mail the product sends: the demo
 * tenant's e-mail settings point at a local inbox for the time it takes, then are restored.
 * `admin` is the demo tenant's administrator, signed in.
 */
export async function realResetLink(admin: Page): Promise<string> {
  const inbox = await startInbox();
  const before = (await api(admin, 'GET', EMAILING)).body as Record<string, unknown>;
  try {
    const pointed = await api(admin, 'POST', EMAILING, {
      ...before,
      smtpPassword: undefined,
      smtpHost: '127.0.0.1',
      smtpPort: inbox.port,
      smtpEnableSsl: false,
    });
    expect(pointed.status).toBe(204);
    const email = await requestResetMail();
    const link = new URL(/https?:\/\/\S+/.exec((await inbox.mailTo(email)).text)![0]);
    return link.pathname + link.search;
  } finally {
    await api(admin, 'POST', EMAILING, { ...before, smtpPassword: undefined });
    await inbox.close();
  }
}

/** A visitor (no cookies) registers in the demo tenant and asks for a reset e-mail. */
async function requestResetMail(): Promise<string> {
  const visitor = await request.newContext({ baseURL: process.env.CRM_E2E_BASE_URL });
  try {
    const userName = `a11y${Date.now().toString(36)}`;
    const email = `${userName}@example.com`;
    const headers = { __tenant: 'demo', 'X-Requested-With': 'XMLHttpRequest' };
    const registered = await visitor.post('/api/account/register', {
      headers,
      data: {
        userName,
        emailAddress: email,
        password: `Pw ${Date.now()} long`,
        appName: 'Crm_App',
      },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    const sent = await visitor.post('/api/account/send-password-reset-code', {
      headers,
      data: { email, appName: 'Crm_App' },
    });
    expect(sent.status(), await sent.text()).toBe(204);
    return email;
  } finally {
    await visitor.dispose();
  }
}

/** Switches the interface language with the button every layout offers, as a user does. */
export async function switchLanguage(page: Page, language: 'fa' | 'en'): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('lang')) === language) return;
  await page.getByTestId('language-switch').click();
  await expect(html).toHaveAttribute('lang', language);
  await expect(html).toHaveAttribute('dir', language === 'fa' ? 'rtl' : 'ltr');
}
