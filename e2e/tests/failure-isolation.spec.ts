// A pinned release that fails stays inside its area. Pins need Platform.Remotes (issue 37), a
// host permission, so the host administrator pins the identity remote's tenants page.
import { expect, expectRemotePage, test } from '../src/fixtures';
import { brokenBuild, changedBuild, runScript } from '../src/releases';
import { HOST_ADMIN, signIn } from '../src/sign-in';
import { followMenuEntry } from './navigation-support';

test.beforeEach(async ({ page }) => signIn(page, HOST_ADMIN));

test('a remote whose entry fails shows its Persian fallback with retry while the shell and other remotes work', async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(/deliberately broken release|RUNTIME-|Failed to load|remote "identity"/);
  const version = `0.0.1-broken.${Date.now()}`;
  runScript('release', [
    'identity',
    '--version',
    version,
    '--dist',
    brokenBuild('remote-identity'),
  ]);

  // A page the host administrator may open: the route and its guard come from the release's
  // navigation data, so the broken code is only reached (and fails) once the page is entered.
  await page.goto(`/tenant-management/tenants?remotes=identity@${version}`);
  const fallback = page.getByTestId('area-error');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('این بخش بارگذاری نشد');
  await expect(fallback.getByRole('button', { name: 'تلاش دوباره' })).toBeVisible();
  await expect(page.getByTestId('navbar')).toBeVisible();

  await page.getByTestId('navbar').getByRole('link', { name: 'خانه' }).click();
  await expect(page.getByTestId('page-host-home')).toBeVisible();
  await followMenuEntry(page, 'Account', 'گزارش امنیتی');
  await expectRemotePage(page, 'page-security-log');
  await page.getByTestId('override-banner').getByRole('button').click();
});

test('a page that throws shows the crash fallback in its area only', async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(/page crashed|page failed|The above error occurred/);
  const version = `1.0.1-crash.${Date.now()}`;
  const build = changedBuild(
    'remote-identity',
    '"page-tenants"',
    '(()=>{throw new Error("page crashed")})()',
  );
  runScript('release', ['identity', '--version', version, '--dist', build]);

  await page.goto(`/tenant-management/tenants?remotes=identity@${version}`);
  await expect(page.getByTestId('area-error')).toContainText('در نمایش این بخش خطایی رخ داد');
  await followMenuEntry(page, 'Account', 'گزارش امنیتی');
  await expectRemotePage(page, 'page-security-log');
  await page.getByTestId('override-banner').getByRole('button').click();
});
