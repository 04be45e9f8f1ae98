import { expect, expectRemotePage, test } from '../src/fixtures';
import { DEMO_ADMIN, demoUser, signIn } from '../src/sign-in';
import { followMenuEntry } from './navigation-support';

const REMOTE_PAGES = [
  { remote: 'reports', path: '/', testId: 'page-dashboard', heading: 'خانه' },
  { remote: 'account', path: '/securityLog', testId: 'page-security-log', heading: 'گزارش امنیتی' },
  { remote: 'identity', path: '/identity/users', testId: 'page-users', heading: 'کاربران' },
  {
    remote: 'adminSettings',
    path: '/setting-management',
    testId: 'page-settings',
    heading: 'تنظیمات',
  },
  {
    remote: 'contracts',
    path: '/assetManagement',
    testId: 'page-asset-management',
    heading: 'قرارداد سبدگردانی',
  },
];

for (const { remote, path, testId, heading } of REMOTE_PAGES) {
  test(`${remote} renders its Persian page inside the host's application layout, right to left`, async ({
    page,
  }) => {
    await signIn(page, DEMO_ADMIN, path);
    const area = await expectRemotePage(page, testId);
    await expect(area.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expect(page.getByTestId('navbar')).toBeVisible();
    const direction = await area.evaluate((element) => getComputedStyle(element).direction);
    expect(direction).toBe('rtl');
  });
}

test('the host menu and the remotes share one browser history', async ({ page }) => {
  await signIn(page, demoUser('customer1'));
  await expectRemotePage(page, 'page-dashboard');
  await followMenuEntry(page, 'Account', 'گزارش امنیتی');
  await expect(page).toHaveURL(/\/securityLog$/);
  await expectRemotePage(page, 'page-security-log');
  await followMenuEntry(page, 'Contracts', 'مدیریت دارایی');
  await expectRemotePage(page, 'page-asset-management');
  await page.goBack();
  await expect(page).toHaveURL(/\/securityLog$/);
  await expectRemotePage(page, 'page-security-log');
  await page.goBack();
  await expectRemotePage(page, 'page-dashboard');
});

test('switching to English flips the layout to left to right', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, '/identity/users');
  await expectRemotePage(page, 'page-users');
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('page-users').getByRole('heading', { level: 1 })).toHaveText(
    'Users',
  );
});

test('an unknown address shows the same full-page error screen as a 403, in Persian digits', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN, '/no/such/page');
  const screen = page.getByTestId('error-screen');
  await expect(screen.getByTestId('error-status')).toHaveText('۴۰۴');
  await screen.getByRole('button', { name: /صفحهٔ اصلی/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('navbar')).toBeVisible();
});
