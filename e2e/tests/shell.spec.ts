import { expect, expectRemotePage, test } from '../src/fixtures';
import { saveForReview } from '../src/review-screenshot';
import { demoUser, signIn } from '../src/sign-in';
import { openUserMenu } from '../src/user-menu';
import { apiAuthorization } from '../src/api-auth';
import { selectorText } from '../src/basket-selector';
import { closeContext } from '../src/close-context';

test('a customer with two approved baskets switches basket from the navbar; the choice is saved', async ({
  page,
}) => {
  await signIn(page, demoUser('customer1'));
  const selector = page.getByTestId('basket-selector');
  await expect(selector).toBeVisible();
  const before = await selectorText(selector);
  await selector.click();
  // The selector's own list: the dashboard's donut chart has options too.
  const list = page.locator(`[id="${await selector.getAttribute('aria-controls')}"]`);
  const other = list.getByRole('option').filter({ hasNotText: before }).first();
  const chosen = await other.textContent();
  await other.click();
  await expect(page.getByText('سبد مورد نظر انتخاب شد')).toBeVisible();
  await expect.poll(() => selectorText(selector)).toBe(chosen);
  const infoUrl = '/api/app/basket/current-user-basket-info';
  const headers = await apiAuthorization(page, 'GET', infoUrl);
  const remembered = await page.evaluate(
    async ({ url, headers }) => {
      const response = await fetch(url, { headers });
      return (await response.json()).basketCode as string;
    },
    { url: infoUrl, headers },
  );
  expect(chosen).toContain(remembered);
});

test('a customer with one basket sees their name with the basket code and no selector', async ({
  page,
}) => {
  await signIn(page, demoUser('customer2'));
  await expect(page.getByTestId('user-name')).toContainText('—');
  await expect(page.getByTestId('basket-selector')).toHaveCount(0);
});

test('a user without a contract gets the register-new-contract button, which starts the wizard', async ({
  page,
}) => {
  await signIn(page, demoUser('newcustomer'));
  await expect(page.getByTestId('main-menu').getByRole('link')).toHaveCount(0);
  await page.getByTestId('add-contract').click();
  await expect(page).toHaveURL(/\/assetManagement$/);
});

test('an expired password leads to changePassword with the menu blocked', async ({ page }) => {
  await signIn(page, demoUser('expired'), '/changePassword');
  await expect(page).toHaveURL(/\/changePassword$/);
  await expect(page.getByTestId('main-menu').getByRole('link')).toHaveCount(0);
  await page.goto('/identity/users');
  await expect(page).toHaveURL(/\/changePassword$/);
});

test('a page the user has no permission for shows the 403 screen; Escape dismisses it', async ({
  page,
}) => {
  await signIn(page, demoUser('customer2'));
  await page.goto('/identity/users');
  const screen = page.getByTestId('error-screen');
  await expect(screen).toContainText('۴۰۳');
  await expect(screen).toContainText('مجاز نیستید');
  await page.keyboard.press('Escape');
  await expect(screen).toHaveCount(0);
});

test('a second sign-in elsewhere warns the first browser and signs it out', async ({
  page,
  browser,
}) => {
  await signIn(page, demoUser('customer2'));
  const elsewhere = await browser.newContext({ baseURL: process.env.CRM_E2E_BASE_URL });
  const second = await elsewhere.newPage();
  await signIn(second, demoUser('customer2'));
  // The poll runs every 5 s; the sign-out then passes the provider's logout and the sign-in
  // redirect, and the login page says why.
  await page.waitForURL(/\/account\/login\?interaction=/, { timeout: 20_000 });
  await expect(page.getByTestId('sign-out-reason')).toHaveText(
    'ورود غیرمجازی با حساب کاربری شما انجام شده است.',
  );
  expect(await page.evaluate(() => sessionStorage.getItem('access_token'))).toBeNull();
  // Signing in again clears the notice.
  const { userName, password } = demoUser('customer2');
  await page.locator('input[name="userNameOrEmailAddress"]').fill(userName);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('page-login').locator('button[type="submit"]').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('crm.signOutReason'))).toBeNull();
  // The second browser is being signed out in turn (its session is now the older one).
  await closeContext(elsewhere);
});

test('the account button opens the user’s own account page, whose back link returns', async ({
  page,
}) => {
  await signIn(page, demoUser('customer2'));
  await page.goto('/portfolioStatus');
  await expectRemotePage(page, 'page-portfolio-status');
  await openUserMenu(page);
  await page.getByTestId('manage-account').click();
  await expect(page).toHaveURL(/\/account\/manage\?returnUrl=%2FportfolioStatus$/);
  await expectRemotePage(page, 'page-manage');
  await expect(page.locator('input[name="userName"]')).toHaveValue('customer2');
  await page.getByTestId('manage-back').click();
  await expectRemotePage(page, 'page-portfolio-status');
  // An ABP client's manage-account link goes through the provider's page.
  await page.goto('/Account/Manage?returnUrl=%2F');
  await expectRemotePage(page, 'page-manage');
  await page.getByTestId('manage-back').click();
  await expectRemotePage(page, 'page-dashboard');
});

for (const [language, width] of [
  ['fa', 1280],
  ['fa', 375],
  ['en', 1280],
  ['en', 375],
] as const) {
  test(`the shell in ${language} at ${width} px (screenshot saved for review, not compared)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, demoUser('customer1'));
    if (language === 'en') await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'fa' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('hamburger')).toHaveCount(width < 992 ? 1 : 0);
    await expect(page.getByTestId('main-menu')).toHaveCount(width < 780 ? 0 : 1);
    if (width < 992) {
      await page.getByTestId('hamburger').click();
      await expect(page.getByTestId('hamburger-menu').getByRole('link').first()).toBeVisible();
    }
    await expectRemotePage(page, 'page-dashboard');
    await saveForReview(page, `shell-${language}-${width}`);
  });
}
