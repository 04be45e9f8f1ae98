import { expect, expectRemotePage, test } from '../src/fixtures';
import { DEMO_ADMIN, signIn } from '../src/sign-in';

test.beforeEach(async ({ page }) => signIn(page, DEMO_ADMIN));
import { activeVersion, changedBuild, runScript } from '../src/releases';

test('a released and promoted remote reaches the next page load without a host rebuild; promoting the original restores it', async ({
  page,
}) => {
  const original = await activeVersion('reports');
  const version = `1.0.1-e2e.${Date.now()}`;
  const build = changedBuild('remote-reports', 'خانه', 'خانه نسخهٔ تازه');

  await page.goto('/');
  const heading = (await expectRemotePage(page, 'page-dashboard')).getByRole('heading', {
    level: 1,
  });
  await expect(heading).toHaveText('خانه');
  const hostScript = await page.locator('script[src*="main."]').getAttribute('src');

  expect(runScript('release', ['reports', '--version', version, '--dist', build])).toContain(
    `reports@${version}`,
  );
  await page.reload();
  await expect(heading).toHaveText('خانه');

  expect(runScript('promote', ['reports', version])).toContain('is now active');
  await page.reload();
  await expect(heading).toHaveText('خانه نسخهٔ تازه');
  expect(await page.locator('script[src*="main."]').getAttribute('src')).toBe(hostScript);

  // Without a canary there is nothing to roll back: the operator names the version to return to.
  expect(runScript('promote', ['reports', original])).toContain(
    `reports@${original} is now active`,
  );
  await page.reload();
  await expect(heading).toHaveText('خانه');
  expect(await activeVersion('reports')).toBe(original);
});
