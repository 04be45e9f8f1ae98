// Issue 31, what ABP users expect of the shell: the product's name and logo and a
// forgot-password link on the sign-in page, a logo that leads home, and a user menu (profile,
// security log, change password, sign out) that works by keyboard and mouse and fits a phone.
import type { Locator, Page } from '@playwright/test';
import { expect, expectRemotePage, test } from '../src/fixtures';
import { tabTo } from '../src/keyboard';
import { saveForReview } from '../src/review-screenshot';
import { DEMO_ADMIN, demoUser, signIn } from '../src/sign-in';
import { openUserMenu, signOut } from '../src/user-menu';

const PRODUCT = 'سامانهٔ مدیریت سبد';

test('the sign-in page shows the product and leads to the forgot-password page, keeping the tenant', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/account/login?__tenant=demo');
  await expect(page.locator('input[name="userNameOrEmailAddress"]')).toBeVisible();
  const brand = page.getByTestId('product-brand');
  await expect(brand).toHaveText(PRODUCT);
  await expect(brand.getByTestId('product-logo')).toBeVisible();
  await saveForReview(page, 'sign-in-fa-1280');
  await page.getByRole('link', { name: 'رمز عبور را فراموش کرده‌اید؟' }).click();
  await expect(page).toHaveURL(/\/account\/forgot-password\?__tenant=demo$/);
  await expectRemotePage(page, 'page-forgot-password', 'account');
  await expect(page.getByTestId('tenant-box')).toContainText('demo');
});

test('the logo leads home; the user menu opens by keyboard and by mouse, leads to each page and signs out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demoUser('customer2'), '/portfolioStatus');
  await expectRemotePage(page, 'page-portfolio-status');
  await page.getByRole('link', { name: `${PRODUCT}، صفحهٔ اصلی` }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectRemotePage(page, 'page-dashboard');

  const button = page.getByTestId('user-menu');
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const list = page.getByTestId('user-menu-list');
  await expect(list.getByRole('menuitem')).toHaveText([
    'نمایهٔ من',
    'گزارش امنیتی',
    'تغییر رمز عبور',
    'خروج',
  ]);
  await expect(page.getByTestId('manage-account')).toBeFocused();
  await page.mouse.move(0, 790);
  await saveForReview(page, 'user-menu-fa-1280');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('manage-account')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('user-menu-security-log')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/securityLog$/);
  await expectRemotePage(page, 'page-security-log');

  await openUserMenu(page);
  await page.getByTestId('manage-account').click();
  await expect(page).toHaveURL(/\/account\/manage\?returnUrl=%2FsecurityLog$/);
  await expectRemotePage(page, 'page-manage');
  await openUserMenu(page);
  await page.getByTestId('user-menu-change-password').click();
  await expect(page).toHaveURL(/\/changePassword$/);
  await expectRemotePage(page, 'page-change-password');

  await signOut(page);
  await page.waitForURL(/\/account\/login/);
  await expect(page.locator('input[name="userNameOrEmailAddress"]')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
});

/** Pairs of the header's visible controls whose boxes cross (half a pixel of slack). */
async function overlappingControls(header: Locator): Promise<string[]> {
  return header.evaluate((element) => {
    const controls = [...element.querySelectorAll('a, button, input')]
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const name = (control: Element) =>
      control.getAttribute('data-testid') ?? control.getAttribute('aria-label') ?? control.tagName;
    const found: string[] = [];
    for (const [i, one] of controls.entries())
      for (const other of controls.slice(i + 1)) {
        if (one.control.contains(other.control) || other.control.contains(one.control)) continue;
        const across =
          Math.min(one.box.right, other.box.right) - Math.max(one.box.left, other.box.left);
        const down =
          Math.min(one.box.bottom, other.box.bottom) - Math.max(one.box.top, other.box.top);
        if (across > 0.5 && down > 0.5) found.push(`${name(one.control)} × ${name(other.control)}`);
      }
    return found;
  });
}

async function expectHeaderFits(page: Page, label: string): Promise<void> {
  const header = page.getByTestId('navbar');
  expect(await overlappingControls(header), `${label}: header controls overlap`).toEqual([]);
  const overflow = await header.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow, `${label}: header wider than the screen`).toBeLessThanOrEqual(0);
  await openUserMenu(page);
  const menu = await page.getByTestId('user-menu-list').boundingBox();
  expect(menu!.x, `${label}: user menu off the screen`).toBeGreaterThanOrEqual(0);
  expect(menu!.x + menu!.width, `${label}: user menu off the screen`).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
}

for (const [label, credentials] of [
  ['customer1', demoUser('customer1')],
  ['admin', DEMO_ADMIN],
] as const) {
  test(`${label}'s header controls do not overlap at 390 px, the user menu included`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, credentials);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('home-link')).toBeVisible();
    await expectHeaderFits(page, label);
  });
}
