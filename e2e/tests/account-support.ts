// Support for the account and settings specs: a real SMTP server (`smtp-server`) the product's
// e-mail settings are pointed at, sign-in through the login page, and API calls with the
// signed-in tab's access token. Replace `signInThroughUi` with `signIn` from src/sign-in.ts
// once that lands.
import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { apiAuthorization } from '../src/api-auth';

export const DEMO_PASSWORD = '1q2w3E*';

/** What a person reads of a message: its plain part and its HTML part. */
const mailText = (mail: ParsedMail) =>
  [mail.text, mail.html || undefined].filter(Boolean).join('\n');

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

export async function startInbox() {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      // Read as a mail client reads it: headers and bodies decoded by `mailparser`.
      simpleParser(stream).then(
        (mail) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mailText(mail),
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    /** The first mail to `address`, waiting for it. */
    async mailTo(address: string): Promise<Mail> {
      await expect
        .poll(() => mails.some((m) => m.to.includes(address)), { timeout: 15_000 })
        .toBe(true);
      return mails.find((m) => m.to.includes(address))!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The first e-mail to `address` in the worker's product outbox (`npm start` keeps every e-mail
 * as a .eml file in `$CRM_DATA_DIR/outbox/`), waiting for it: what a person on a machine without
 * a mail server opens.
 */
export async function outboxMailTo(address: string): Promise<Mail> {
  const folder = join(process.env.CRM_E2E_DATA_DIR!, 'outbox');
  const find = async () => {
    const names = (await readdir(folder).catch(() => [])).filter((n) => n.endsWith('.eml'));
    for (const name of names.sort()) {
      const mail = await simpleParser(await readFile(join(folder, name)));
      const to = [mail.to].flat().map((recipient) => recipient?.text ?? '');
      if (to.some((recipient) => recipient.includes(address)))
        return {
          to,
          subject: mail.subject ?? '',
          text: mailText(mail),
        };
    }
    return undefined;
  };
  await expect.poll(async () => Boolean(await find()), { timeout: 15_000 }).toBe(true);
  return (await find())!;
}

export async function signInThroughUi(
  page: Page,
  user: { tenant?: string; userName: string; password: string },
): Promise<void> {
  await page.goto(`/account/login${user.tenant ? `?__tenant=${user.tenant}` : ''}`);
  await page.getByLabel(/نام کاربری/).fill(user.userName);
  await page.getByLabel(/^رمز عبور/).fill(user.password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page.locator('[data-layout="application"]')).toBeVisible();
}

/** Calls the API as the user signed in in `page` (its tab's access token). */
export async function apiAs(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  return page.request.fetch(url, {
    method,
    headers: {
      ...(await apiAuthorization(page, method, url)),
      'X-Requested-With': 'XMLHttpRequest',
    },
    ...(data === undefined ? {} : { data }),
  });
}

/** Registers a customer of the demo tenant through the API (self-registration is on there). */
export async function registerDemoUser(page: Page, prefix: string) {
  const userName = `${prefix}${Date.now().toString(36)}`;
  const password = `Pw ${Date.now()} long enough`;
  // The tab is signed in, so its provider cookies go along: echo the anti-forgery cookie as the
  // product's own client does.
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/account/register', {
    headers: {
      __tenant: 'demo',
      'X-Requested-With': 'XMLHttpRequest',
      RequestVerificationToken: xsrf,
    },
    data: { userName, emailAddress: `${userName}@example.com`, password, appName: 'Crm_App' },
  });
  expect(response.status()).toBe(200);
  return { userName, email: `${userName}@example.com`, password };
}

/** Points the demo tenant's e-mail settings at the inbox through the Emailing tab. */
export async function pointEmailingAt(page: Page, port: number): Promise<void> {
  await page.goto('/setting-management');
  await page.getByTestId('settings-tab-Emailing').click();
  await page.getByLabel(/^هاست/).fill('127.0.0.1');
  await page.getByLabel(/^پورت/).fill(String(port));
  await page.getByRole('button', { name: 'ذخیره' }).click();
  // A toast: its code loads with the first one (shared/src/ui/feedback/feedback-host.tsx).
  await expect(page.getByTestId('toast').filter({ hasText: 'با موفقیت ذخیره شد' })).toBeVisible();
}
