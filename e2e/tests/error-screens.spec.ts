// The shell's error catalogue (spec §8) as a user meets it. The server never answers 5xx to a
// client's mistake, so the failed answers are injected at the browser's network layer.
import type { Page, Route } from '@playwright/test';
import { expect, expectRemotePage, test } from '../src/fixtures';
import { DEMO_ADMIN, signIn } from '../src/sign-in';

const USERS_LIST = /\/api\/identity\/users\?/;

async function openUsersFailingWith(page: Page, answer: (route: Route) => Promise<void>) {
  await signIn(page, DEMO_ADMIN, '/');
  await page.route(USERS_LIST, answer);
  await page.goto('/identity/users');
}

test.beforeEach(({ consoleProblems }) =>
  consoleProblems.allow(/Failed to load resource|net::ERR_FAILED/),
);

for (const [status, title, details] of [
  [403, 'مجاز نیستید', 'مجوز لازم'],
  [404, 'یافت نشد', ''],
  [500, 'خطای داخلی', ''],
] as const) {
  test(`${status} without an error body shows the full-page screen with a home button`, async ({
    page,
  }) => {
    await openUsersFailingWith(page, (route) => route.fulfill({ status, body: '' }));
    const screen = page.getByTestId('error-screen');
    // Persian digits, as every number of the Persian page (issue 38).
    await expect(screen.getByTestId('error-status')).toHaveText(
      String(status).replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!),
    );
    await expect(screen).toContainText(title);
    if (details) await expect(screen).toContainText(details);
    await screen.getByRole('button', { name: /صفحهٔ اصلی|homepage/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('a failed connection (status 0) shows the screen without a home button; the close icon dismisses it', async ({
  page,
}) => {
  await openUsersFailingWith(page, (route) => route.abort('internetdisconnected'));
  const screen = page.getByTestId('error-screen');
  await expect(screen).toBeVisible();
  // The catalogue's Persian text, never the transport's English "Unknown Error".
  await expect(screen).toContainText(
    'خطای ناشناخته‌ای رخ داد. اتصال خود را بررسی و دوباره تلاش کنید.',
  );
  await expect(screen).not.toContainText(/[A-Za-z]{3,}/);
  await expect(screen.getByRole('button', { name: /صفحهٔ اصلی|homepage/i })).toHaveCount(0);
  await screen.getByRole('button', { name: 'بستن' }).click();
  await expect(screen).toHaveCount(0);
  await expectRemotePage(page, 'page-users');
});

test('another status shows the default dialog with a close button', async ({ page }) => {
  await openUsersFailingWith(page, (route) => route.fulfill({ status: 409, body: '' }));
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('خطایی روی داده است');
  await dialog.getByRole('button').last().click();
  await expect(dialog).toHaveCount(0);
});

test("an error in ABP's format shows its message and details in a dialog", async ({ page }) => {
  await openUsersFailingWith(page, (route) =>
    route.fulfill({
      status: 400,
      headers: { _AbpErrorFormat: 'true', 'content-type': 'application/json' },
      body: JSON.stringify({
        error: { code: 'X', message: 'پیام خطا', details: 'جزئیات خطا', validationErrors: null },
      }),
    }),
  );
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('پیام خطا');
  await expect(dialog).toContainText('جزئیات خطا');
});

test('a 401 that a renewed token does not cure asks for the credentials again and says why', async ({
  page,
}) => {
  await openUsersFailingWith(page, (route) => route.fulfill({ status: 401, body: '' }));
  await expect(page).toHaveURL(/\/account\/login\?interaction=/);
  await expect(page.getByLabel(/^رمز عبور/)).toBeVisible();
  await expect(page.getByTestId('sign-out-reason')).toHaveText(
    'نشست شما پایان یافته است؛ لطفاً دوباره وارد شوید.',
  );
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
});
