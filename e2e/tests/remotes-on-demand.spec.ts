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

test('the sign-in page loads no remote (it is the host’s own); the others load with their first page', async ({
  page,
}) => {
  const requested = watchRemoteRequests(page);
  await page.goto('/account/login?__tenant=demo');
  await expect(page.locator('input[name="userNameOrEmailAddress"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...requested]).toEqual([]);

  await signIn(page, demoUser('customer1'));
  await expectRemotePage(page, 'page-dashboard');
  expect([...requested].sort()).toEqual(['reports']);
  // The whole menu is there although no other remote has loaded: it came as data.
  await page.getByTestId('menu-group-Contracts').click();
  const assetManagement = page.getByRole('menuitem', { name: 'مدیریت دارایی' });
  await expect(assetManagement).toBeVisible();
  expect(requested.has('contracts')).toBe(false);

  await assetManagement.click();
  await expectRemotePage(page, 'page-asset-management');
  expect(requested.has('contracts')).toBe(true);
});

test('a report page opened by its address takes its code in one step of few chunks', async ({
  page,
}) => {
  await signIn(page, demoUser('customer1'));
  await expectRemotePage(page, 'page-dashboard');
  const scripts: string[] = [];
  const shellScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const { pathname } = new URL(request.url());
    const file = pathname.split('/').at(-1)!;
    if (pathname.startsWith('/remotes/reports/')) scripts.push(file);
    else if (!pathname.startsWith('/remotes/')) shellScripts.push(file);
  });
  // Routed requests skip the browser's cache, so every script the page asks for is seen.
  await page.route('**/remotes/reports/**', (route) => route.continue());
  await page.goto('/twrr');
  await expectRemotePage(page, 'page-twrr');
  // The remote's entry, its contract module with the mount lifecycles, and the frame that holds
  // the report pages (nine with webpack's default split of Fluent's packages, five while the
  // lifecycles were a chunk of their own, four while each page had a file of its own).
  expect(scripts, scripts.join(', ')).toHaveLength(3);
  // The shell is its entry alone: the application layout and the popup machinery come in it.
  expect(shellScripts, shellScripts.join(', ')).toEqual([expect.stringMatching(/^main\./)]);
});
