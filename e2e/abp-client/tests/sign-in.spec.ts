// Sign-in by the code flow through the product's login page, for the host's admin and the demo
// tenant's; the session survives reloads and a new tab (ABP keeps the access token in memory,
// so each of those renews it with the refresh token and ABP's own refresh request).
import { expect, test } from '../src/fixtures';
import { closePage } from '../../src/close-context';
import { DEMO_ADMIN, expectSignedIn, HOST_ADMIN, signIn } from '../src/abp-app';

const isRefresh = (request: { method(): string; url(): string; postData(): string | null }) =>
  request.method() === 'POST' &&
  request.url().endsWith('/connect/token') &&
  (request.postData() ?? '').includes('grant_type=refresh_token');

test('the host admin signs in, in Persian and right to left', async ({ page }) => {
  await signIn(page, HOST_ADMIN);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'خانه' })).toBeVisible();
  await expect(page.getByText('مدیریت', { exact: true })).toBeVisible();
});

test("the demo tenant's admin signs in; reloads and a new tab keep the session", async ({
  page,
  context,
}) => {
  await signIn(page, DEMO_ADMIN);
  await expect(page.getByRole('button', { name: /demo.*admin/ })).toBeVisible();

  const renewal = page.waitForResponse((response) => isRefresh(response.request()));
  await page.reload();
  const renewed = await renewal;
  expect(renewed.status()).toBe(200);
  const scope = new URLSearchParams(renewed.request().postData() ?? '').get('scope');
  expect(scope).toContain('offline_access');
  await expectSignedIn(page);

  await closePage(page);
  const next = await context.newPage();
  const secondRenewal = next.waitForResponse((response) => isRefresh(response.request()));
  await next.goto('/identity/users');
  expect((await secondRenewal).status()).toBe(200);
  await expect(next.getByRole('heading', { name: 'کاربران' })).toBeVisible();
});
