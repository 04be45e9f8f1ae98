import { expect, expectRemotePage, test } from '../src/fixtures';
import { DEMO_ADMIN, signIn } from '../src/sign-in';

test.beforeEach(async ({ page }) => signIn(page, DEMO_ADMIN));
import { activeVersion, changedBuild, runScript } from '../src/releases';

test('a released and promoted remote reaches the next page load without a host rebuild; rollback restores it', async ({
  page,
}) => {
  const original = await activeVersion('reports');
  const version = `1.0.1-e2e.${Date.now()}`;
  const build = changedBuild('remote-reports', 'پیشخوان', 'پیشخوان نسخهٔ تازه');

  await page.goto('/');
  const heading = (await expectRemotePage(page, 'page-dashboard')).getByRole('heading', {
    level: 1,
  });
  await expect(heading).toHaveText('پیشخوان');
  const hostScript = await page.locator('script[src*="main."]').getAttribute('src');

  expect(runScript('release', ['reports', '--version', version, '--dist', build])).toContain(
    `reports@${version}`,
  );
  await page.reload();
  await expect(heading).toHaveText('پیشخوان');

  expect(runScript('promote', ['reports', version])).toContain('is now active');
  await page.reload();
  await expect(heading).toHaveText('پیشخوان نسخهٔ تازه');
  expect(await page.locator('script[src*="main."]').getAttribute('src')).toBe(hostScript);

  expect(runScript('promote', ['reports', '--rollback'])).toContain(original);
  await page.reload();
  await expect(heading).toHaveText('پیشخوان');
  expect(await activeVersion('reports')).toBe(original);
});
