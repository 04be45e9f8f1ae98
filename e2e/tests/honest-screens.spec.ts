// Issue 31, "honest screens": the change-password page says "expired" only when it is, and the
// full-page 403 follows the page it belongs to: Back leaves it behind, and every forbidden page
// shows its own, also after the previous one was dismissed.
import type { Page } from '@playwright/test';
import { expect, expectRemotePage, test } from '../src/fixtures';
import { saveForReview } from '../src/review-screenshot';
import { demoUser, signIn } from '../src/sign-in';
import { switchLanguage } from './accessibility-support';

/** Goes to `path` as a link inside the application does: a history entry, no page load. */
async function followInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('the change-password page does not tell customer2, whose password is current, that it expired', async ({
  page,
}) => {
  await signIn(page, demoUser('customer2'), '/changePassword');
  const intro = page.getByTestId('change-password-intro');
  await expect(intro).toContainText('رمز عبور فعلی و رمز عبور جدید');
  await expect(page.getByTestId('page-change-password')).not.toContainText('منقضی');
  await saveForReview(page, 'change-password-customer2-fa');
  await switchLanguage(page, 'en');
  await expect(intro).toContainText('Enter your current password');
  await expect(page.getByTestId('page-change-password')).not.toContainText(/expired/i);
  await saveForReview(page, 'change-password-customer2-en');
});

test('the change-password page tells `expired`, whose password has expired, that it has', async ({
  page,
}) => {
  await signIn(page, demoUser('expired'), '/changePassword');
  await expect(page.getByTestId('change-password-intro')).toContainText(
    'رمز عبور شما منقضی شده است',
  );
  await saveForReview(page, 'change-password-expired-fa');
});

test('Back after an in-app 403 shows the page it returns to', async ({ page }) => {
  await signIn(page, demoUser('customer1'));
  await expectRemotePage(page, 'page-dashboard');
  await followInApp(page, '/identity/users');
  await expect(page.getByTestId('error-screen')).toContainText('۴۰۳');
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('error-screen')).toHaveCount(0);
  await expectRemotePage(page, 'page-dashboard');
});

test('a second forbidden page shows its 403 after the first one was dismissed', async ({
  page,
}) => {
  await signIn(page, demoUser('customer1'));
  await expectRemotePage(page, 'page-dashboard');
  await followInApp(page, '/identity/users');
  const screen = page.getByTestId('error-screen');
  await expect(screen).toContainText('۴۰۳');
  await page.keyboard.press('Escape');
  await expect(screen).toHaveCount(0);
  await followInApp(page, '/identity/roles');
  await expect(screen).toContainText('۴۰۳');
  await expect(page.getByTestId('page-roles')).toHaveCount(0);
  // Any navigation clears it, a forward one too.
  await followInApp(page, '/securityLog');
  await expect(screen).toHaveCount(0);
  await expectRemotePage(page, 'page-security-log');
});
