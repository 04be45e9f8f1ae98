import { expect, expectRemotePage, test } from '../src/fixtures';
import { demoUser, signIn } from '../src/sign-in';

test.beforeEach(async ({ page }) => signIn(page, demoUser('customer1')));
import { brokenBuild, changedBuild, runScript } from '../src/releases';
import { followMenuEntry } from './navigation-support';

test('a remote whose entry fails shows its Persian fallback with retry while the shell and other remotes work', async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(/deliberately broken release|RUNTIME-|Failed to load|remote "contracts"/);
  const version = `0.0.1-broken.${Date.now()}`;
  runScript('release', [
    'contracts',
    '--version',
    version,
    '--dist',
    brokenBuild('remote-contracts'),
  ]);

  // A page the customer may open: the route and its guard come from the release's navigation
  // data, so the broken code is only reached (and fails) once the page is entered.
  await page.goto(`/assetManagement?remotes=contracts@${version}`);
  const fallback = page.getByTestId('area-error');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('این بخش بارگذاری نشد');
  await expect(fallback.getByRole('button', { name: 'تلاش دوباره' })).toBeVisible();
  await expect(page.getByTestId('navbar')).toBeVisible();

  await page.getByTestId('navbar').getByRole('link', { name: 'خانه' }).click();
  await expectRemotePage(page, 'page-dashboard');
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
    'remote-reports',
    '"page-dashboard"',
    '(()=>{throw new Error("page crashed")})()',
  );
  runScript('release', ['reports', '--version', version, '--dist', build]);

  await page.goto(`/?remotes=reports@${version}`);
  await expect(page.getByTestId('area-error')).toContainText('در نمایش این بخش خطایی رخ داد');
  await followMenuEntry(page, 'Account', 'گزارش امنیتی');
  await expectRemotePage(page, 'page-security-log');
  await page.getByTestId('override-banner').getByRole('button').click();
});
