// Issue 16: the grouped menu reaches every page a user may use, by mouse and by keyboard alone
// (Enter/Space open a group, arrows move, Escape closes and gives focus back), marks the
// current page, names its groups for screen readers, and the page's group shows in the
// breadcrumb and its name in the document title, in both languages. Issue 18 item 7: declared
// icons are drawn.
import { expect, expectRemotePage, test } from '../src/fixtures';
import { expectFocusVisible, tabTo } from '../src/keyboard';
import { DEMO_ADMIN, demoUser, signIn } from '../src/sign-in';
import { switchLanguage } from './accessibility-support';

test('the demo tenant’s admin, who has no contract, reaches users, roles and settings from the menu', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  const administration = page.getByTestId('administration-menu');
  for (const [item, testId, url] of [
    ['IdentityUsers', 'page-users', /\/identity\/users$/],
    ['IdentityRoles', 'page-roles', /\/identity\/roles$/],
    ['Settings', 'page-settings', /\/setting-management$/],
  ] as const) {
    await administration.click();
    await page.getByTestId(`menu-item-${item}`).click();
    await expect(page).toHaveURL(url);
    await expectRemotePage(page, testId);
  }
  // The Settings gear is drawn, and the open menu marks the current page.
  await administration.click();
  const settings = page.getByTestId('menu-item-Settings');
  await expect(settings.locator('svg[data-icon="Settings"]')).toBeVisible();
  await expect(settings).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('menu-item-IdentityUsers')).not.toHaveAttribute('aria-current');
});

test('a group menu opens with Enter and Space, moves with the arrows, closes with Escape and gives focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 850 });
  await signIn(page, demoUser('customer1'));
  await expect(page.getByTestId('main-menu').getByRole('link', { name: 'خانه' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const reports = page.getByTestId('menu-group-Reports');
  await tabTo(page, reports);
  await expectFocusVisible(page);

  await page.keyboard.press('Enter');
  // Screen readers hear the group's name on the button and on its list.
  const list = page.getByRole('menu', { name: 'گزارش‌ها' });
  await expect(list).toBeVisible();
  const items = list.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(reports).toBeFocused();

  await page.keyboard.press('Space');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mwrr$/);
  await expect(page.locator('main')).toBeFocused();

  await tabTo(page, reports, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(items.last()).toHaveAttribute('aria-current', 'page');
  await expect(items.first()).not.toHaveAttribute('aria-current');
  await page.keyboard.press('Escape');
  await expect(reports).toBeFocused();
});

test('the Administration menu works by keyboard too', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  const administration = page.getByTestId('administration-menu');
  await tabTo(page, administration);
  await page.keyboard.press('Enter');
  const list = page.getByRole('menu', { name: 'مدیریت' });
  const items = list.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(administration).toBeFocused();
});

test('the breadcrumb shows the page’s group and the title names the page, in fa and en', async ({
  page,
}) => {
  await signIn(page, demoUser('customer1'));
  await page.getByTestId('menu-group-Reports').click();
  await page.getByTestId('menu-item-Turnover').click();
  await expectRemotePage(page, 'page-turnover');
  const breadcrumb = page.getByTestId('breadcrumb');
  await expect(breadcrumb.getByTestId('breadcrumb-group')).toHaveText('گزارش‌ها');
  await expect(breadcrumb).toContainText('گردش حساب');
  await expect(page).toHaveTitle(/^گردش حساب \| /);

  await switchLanguage(page, 'en');
  await expect(breadcrumb.getByTestId('breadcrumb-group')).toHaveText('Reports');
  await expect(page).toHaveTitle(/^Turnover \| Portfolio CRM$/);

  await page.getByTestId('menu-group-Account').click();
  await page.getByTestId('menu-item-SecurityLog').click();
  await expect(page).toHaveURL(/\/securityLog$/);
  await expect(breadcrumb.getByTestId('breadcrumb-group')).toHaveText('My account');
  await switchLanguage(page, 'fa');
});

test('the narrow screen’s menu lists every entry under its group’s name', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demoUser('customer1'));
  await page.getByTestId('hamburger').click();
  const drawer = page.getByTestId('hamburger-menu');
  const reports = drawer.getByRole('group', { name: 'گزارش‌ها' });
  await expect(reports.getByRole('link', { name: 'گردش حساب' })).toBeVisible();
  await expect(reports.locator('svg[data-icon]').first()).toBeVisible();
  await reports.getByRole('link', { name: 'گردش حساب' }).click();
  await expect(page).toHaveURL(/\/turnover$/);
  await expect(drawer).toHaveCount(0);
});
