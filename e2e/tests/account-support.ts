// Support for the account and settings specs: a real SMTP server (`smtp-server`) the product's
// e-mail settings are pointed at, sign-in through the login page, and API calls with the
// signed-in tab's access token. Replace `signInThroughUi` with `signIn` from src/sign-in.ts
// once that lands.
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { apiAuthorization } from '../src/api-auth';

export const DEMO_PASSWORD = '1q2w3E*';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function readable(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trim();
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body, 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers))
    return decodeQuotedPrintable(body);
  return body;
}

export async function startInbox() {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^subject:\s*(.*)$/im.exec(raw)?.[1] ?? '';
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject,
          text: readable(raw),
        });
        callback();
      });
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
