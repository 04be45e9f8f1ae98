import { expect, expectRemotePage, test } from '../src/fixtures';
import { activeVersion, changedBuild, runScript } from '../src/releases';
import { saveForReview } from '../src/review-screenshot';
import { DEMO_ADMIN, HOST_ADMIN, signIn } from '../src/sign-in';

const CANARY_TITLE = 'پیشخوان قناری';

test("a tenant's canary reaches that tenant's browsers only, shows on the Remote releases tab and is aborted there", async ({
  page,
  browser,
}) => {
  const stable = await activeVersion('reports');
  const version = `1.0.3-canary.${Date.now()}`;
  runScript('release', [
    'reports',
    '--version',
    version,
    '--dist',
    changedBuild('remote-reports', 'پیشخوان', CANARY_TITLE),
  ]);
  expect(runScript('promote', ['reports', version, '--tenants', 'demo'])).toContain(
    `Canary: reports@${version} goes to tenants demo.`,
  );
  try {
    await signIn(page, DEMO_ADMIN);
    await page.goto('/');
    const heading = (await expectRemotePage(page, 'page-dashboard')).getByRole('heading', {
      level: 1,
    });
    await expect(heading).toHaveText(CANARY_TITLE);
    // The browser asks as its user (the rollout id) in its tenant; the host side is not in it.
    const rolloutId = await page.evaluate(() => localStorage.getItem('crm.rolloutId'));
    expect(rolloutId).toMatch(/^[0-9a-f-]{36}$/);
    const hostSide = await (await page.request.get('/api/platform/remotes')).json();
    expect(hostSide.remotes.find((r: { name: string }) => r.name === 'reports').version).toBe(
      stable,
    );

    const admin = await browser.newPage({ baseURL: process.env.CRM_E2E_BASE_URL });
    await signIn(admin, HOST_ADMIN, '/setting-management');
    await admin.getByRole('tab', { name: 'نسخه‌های بخش‌ها' }).click();
    const panel = admin.getByTestId('rollout-reports');
    await expect(panel).toContainText(version);
    await expect(panel).toContainText(stable);
    await expect(admin.getByTestId('canary-reach-reports')).toContainText('demo');
    // Versions read left to right in the right-to-left page (1.0.0-local.…, not local.…-1.0.0).
    for (const shown of [version, stable])
      await expect(panel.getByText(shown, { exact: true })).toHaveCSS('direction', 'ltr');
    await saveForReview(admin, 'remote-releases-tab-canary');
    await panel.getByRole('button', { name: 'لغو انتشار آزمایشی' }).click();
    await admin.getByTestId('confirmation').getByRole('button', { name: 'بله' }).click();
    await expect(panel).toContainText('انتشار آزمایشی در جریان نیست');
    await saveForReview(admin, 'remote-releases-tab-after-abort');
    await admin.close();

    await page.reload();
    await expect(heading).toHaveText('پیشخوان');
    expect(runScript('promote', ['reports', '--history'])).toMatch(
      new RegExp(`${version.replace(/\./g, '\\.')}\\s+canary rolled back {2}— by user admin`),
    );
  } finally {
    // Leaves no canary behind for the other specs, whatever failed above (a rollback without a
    // canary would re-activate the previous release instead).
    if (runScript('promote', ['--list']).includes(`~ reports@${version}`))
      runScript('promote', ['reports', '--rollback']);
  }
});
