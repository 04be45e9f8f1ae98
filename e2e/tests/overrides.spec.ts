import { expect, expectRemotePage, test } from '../src/fixtures';
import { demoUser, signIn } from '../src/sign-in';

test.beforeEach(async ({ page }) => signIn(page, demoUser('customer1')));
import { activeVersion, changedBuild, runScript } from '../src/releases';
import { followMenuEntry } from './navigation-support';

test('a QA pin of a registered release applies to this session only, with a banner that clears it', async ({
  page,
  browser,
}) => {
  const version = `1.0.2-qa.${Date.now()}`;
  runScript('release', [
    'reports',
    '--version',
    version,
    '--dist',
    changedBuild('remote-reports', 'پیشخوان', 'پیشخوان آزمایشی'),
  ]);

  await page.goto(`/?remotes=reports@${version}`);
  const heading = (await expectRemotePage(page, 'page-dashboard')).getByRole('heading', {
    level: 1,
  });
  await expect(heading).toHaveText('پیشخوان آزمایشی');
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByTestId('override-banner');
  await expect(banner).toContainText(`reports@${version}`);

  await followMenuEntry(page, 'Account', 'گزارش امنیتی');
  await expect(banner).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('override-banner')).toBeVisible();

  const other = await browser.newPage({ baseURL: process.env.CRM_E2E_BASE_URL });
  await signIn(other, demoUser('customer2'));
  await expect(other.getByTestId('page-dashboard').getByRole('heading', { level: 1 })).toHaveText(
    'پیشخوان',
  );
  await expect(other.getByTestId('override-banner')).toHaveCount(0);
  await other.close();

  await page.getByTestId('override-banner').getByRole('button').click();
  await expect(page.getByTestId('override-banner')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByTestId('page-dashboard').getByRole('heading', { level: 1 })).toHaveText(
    'پیشخوان',
  );
});

test('a pin of an unregistered release is ignored', async ({ page }) => {
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
