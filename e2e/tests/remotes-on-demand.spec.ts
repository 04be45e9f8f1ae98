import type { Page } from '@playwright/test';
import { expect, expectRemotePage, test } from '../src/fixtures';
import { demoUser, signIn } from '../src/sign-in';

/** The remotes whose code the page has requested so far (`/remotes/<name>/…`). */
function watchRemoteRequests(page: Page): Set<string> {
  const requested = new Set<string>();
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(/^\/remotes\/([^/]+)\//);
    if (match) requested.add(match[1]!);
  });
  return requested;
}

test('the sign-in page loads the account remote only; the others load with their first page', async ({
  page,
}) => {
  const requested = watchRemoteRequests(page);
  await page.goto('/account/login?__tenant=demo');
  await expect(page.locator('input[name="userNameOrEmailAddress"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...requested]).toEqual(['account']);

  await signIn(page, demoUser('customer1'));
  await expectRemotePage(page, 'page-dashboard');
  expect([...requested].sort()).toEqual(['account', 'reports']);
  // The whole menu is there although no other remote has loaded: it came as data.
  await page.getByTestId('menu-group-Contracts').click();
  const assetManagement = page.getByRole('menuitem', { name: 'مدیریت دارایی' });
  await expect(assetManagement).toBeVisible();
  expect(requested.has('contracts')).toBe(false);

  await assetManagement.click();
  await expectRemotePage(page, 'page-asset-management');
  expect(requested.has('contracts')).toBe(true);
});
