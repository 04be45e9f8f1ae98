// QA pins (issue 37): a pin applies only for a signed-in user holding Platform.Remotes (the host
// sends its token and DPoP proof with the manifest request); a customer's, or a signed-out page's,
// is refused and the page says so; a pin holds for every tab of the browser session.
import { expect, expectRemotePage, test } from '../src/fixtures';
import { closeContext, closePage } from '../src/close-context';
import { activeVersion, changedBuild, runScript } from '../src/releases';
import { demoUser, HOST_ADMIN, signIn } from '../src/sign-in';

const TAB = 'نسخه‌های بخش‌ها';

test('a QA pin applies for a user holding Platform.Remotes, in every tab of the session, with a banner that clears it', async ({
  page,
}) => {
  const version = `1.0.2-qa.${Date.now()}`;
  runScript('release', [
    'adminSettings',
    '--version',
    version,
    '--dist',
    changedBuild('remote-admin-settings', TAB, `${TAB} (آزمایشی)`),
  ]);
  await signIn(page, HOST_ADMIN, '/setting-management');
  // What the page loaded tells which release it runs: the pinned release's entry.
  const pinnedEntry = page.waitForRequest(`**/remotes/adminSettings/${version}/remoteEntry.js`);
  await page.goto(`/setting-management?remotes=adminSettings@${version}`);
  await pinnedEntry;
  await expect(page.getByRole('tab', { name: TAB })).toBeVisible();
  await expect(page).toHaveURL(/\/setting-management$/);
  const banner = page.getByTestId('override-banner');
  await expect(banner).toContainText(`adminSettings@${version}`);

  // Another tab of the same browser session has the pin too (signed in there or not yet).
  const second = await page.context().newPage();
  await second.goto('/setting-management');
  await expect(
    second.getByTestId('override-banner').or(second.getByTestId('pins-refused')),
  ).toContainText(`adminSettings@${version}`);
  await closePage(second);

  await banner.getByRole('button').click();
  await expect(page.getByTestId('override-banner')).toHaveCount(0);
  await page.goto('/setting-management');
  await expect(page.getByTestId('override-banner')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: TAB })).toBeVisible();
});

test('a customer without Platform.Remotes cannot pin and is told so; a signed-out page cannot pin either', async ({
  page,
  browser,
}) => {
  const stable = await activeVersion('reports');
  const version = `1.0.2-refused.${Date.now()}`;
  runScript('release', [
    'reports',
    '--version',
    version,
    '--dist',
    changedBuild('remote-reports', 'خانه', 'خانه آزمایشی'),
  ]);
  await signIn(page, demoUser('customer1'));
  await page.goto(`/?remotes=reports@${version}`);
  const heading = (await expectRemotePage(page, 'page-dashboard')).getByRole('heading', {
    level: 1,
  });
  await expect(heading).toHaveText('خانه');
  const refused = page.getByTestId('pins-refused');
  await expect(refused).toContainText('نسخه‌های آزمایشی این نشست اعمال نشد');
  await expect(refused).toContainText(`reports@${version}`);
  await expect(page.getByTestId('override-banner')).toHaveCount(0);
  await refused.getByRole('button').click();
  await expect(refused).toHaveCount(0);

  // Signed out: the sign-in page of a link that pins shows the current release and says why.
  const anonymous = await browser.newPage({ baseURL: process.env.CRM_E2E_BASE_URL });
  await anonymous.goto(`/account/login?remotes=reports@${version}`);
  await expect(anonymous.getByTestId('pins-refused')).toBeVisible();
  const manifest = await (
    await anonymous.request.get(`/api/platform/remotes?pins=reports@${version}`)
  ).json();
  expect(manifest.remotes.find((r: { name: string }) => r.name === 'reports').version).toBe(stable);
  await closeContext(anonymous.context());
});

test('a pin of an unregistered release is ignored', async ({ page }) => {
  await signIn(page, demoUser('customer1'));
  await page.goto('/?remotes=reports@9.9.9');
  await expectRemotePage(page, 'page-dashboard');
  await expect(page.getByTestId('override-banner')).toHaveCount(0);
  const manifest = await (
    await page.request.get('/api/platform/remotes?pins=reports@9.9.9')
  ).json();
  expect(manifest.remotes.find((r: { name: string }) => r.name === 'reports').version).toBe(
    await activeVersion('reports'),
  );
});

test('the page is served with a CSP that allows scripts from our origin only, without eval', async ({
  page,
}) => {
  const response = await page.goto('/');
  const csp = response!.headers()['content-security-policy']!;
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("object-src 'none'");
  expect(response!.headers()['cache-control']).toBe('no-cache');
});
