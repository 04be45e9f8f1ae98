import type { Locator } from '@playwright/test';
import { expect, expectRemotePage, test } from '../src/fixtures';
import { activeVersion, changedBuild, runScript } from '../src/releases';
import { saveForReview } from '../src/review-screenshot';
import { DEMO_ADMIN, demoUser, HOST_ADMIN, signIn } from '../src/sign-in';
import { closeContext } from '../src/close-context';

const CANARY_TITLE = 'خانه قناری';

/** Registers a reports build whose dashboard is titled CANARY_TITLE; returns its version. */
function releaseCanaryBuild(label: string): string {
  const version = `${label}.${Date.now()}`;
  const build = changedBuild('remote-reports', 'خانه', CANARY_TITLE);
  runScript('release', ['reports', '--version', version, '--dist', build]);
  return version;
}

test("a tenant's canary reaches that tenant's browsers only, shows on the Remote releases tab and is aborted there", async ({
  page,
  browser,
}) => {
  const stable = await activeVersion('reports');
  const version = releaseCanaryBuild('1.0.3-canary');
  expect(runScript('promote', ['reports', version, '--tenants', 'demo'])).toContain(
    `Canary: reports@${version} goes to every browser of tenants demo.`,
  );
  try {
    await signIn(page, DEMO_ADMIN);
    await page.goto('/');
    const heading = (await expectRemotePage(page, 'page-dashboard')).getByRole('heading', {
      level: 1,
    });
    await expect(heading).toHaveText(CANARY_TITLE);
    // The browser asks with its own rollout id in its tenant; the host side is not in it.
    const rolloutId = await page.evaluate(() => localStorage.getItem('crm.rolloutId'));
    expect(rolloutId).toMatch(/^[0-9a-f]{32}$/);
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
    await closeContext(admin.context());

    await page.reload();
    await expect(heading).toHaveText('خانه');
    expect(runScript('promote', ['reports', '--history'])).toMatch(
      new RegExp(
        `${version.replace(/\./g, '\\.')}\\s+canary rolled back \\(withdrawn\\) {2}— by user admin`,
      ),
    );
  } finally {
    // Leaves no canary behind for the other specs, whatever failed above (a rollback without a
    // canary is refused).
    if (runScript('promote', ['--list']).includes(`~ reports@${version}`))
      runScript('promote', ['reports', '--rollback']);
  }
});

test('a browser signed in under a 50 % canary keeps its release through the sign-in and three reloads', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const stable = await activeVersion('reports');
  const version = releaseCanaryBuild('1.0.4-half');
  runScript('promote', ['reports', version, '--canary', '50']);
  const users = [DEMO_ADMIN, demoUser('customer1'), demoUser('customer2')];
  // Each context is a browser of its own: its rollout id is made on the sign-in page.
  const titlesOfBrowser = async (n: number): Promise<string[]> => {
    const context = await browser.newContext({ baseURL: process.env.CRM_E2E_BASE_URL });
    try {
      const page = await context.newPage();
      const heading = page.getByTestId('page-dashboard').getByRole('heading', { level: 1 });
      // The dashboard drawn right after sign-in comes from the callback's page load.
      await signIn(page, users[n % users.length]!);
      const titles = [await titleOf(heading)];
      for (let reload = 0; reload < 3; reload += 1) {
        await page.reload();
        titles.push(await titleOf(heading));
      }
      return titles;
    } finally {
      await closeContext(context);
    }
  };
  const drawn: string[][] = [];
  try {
    // One browser per user at a time (each mostly waits on its pages): a second sign-in of the
    // same user while the first is open is the multiple-login case, which signs the first out.
    for (const batch of [
      [0, 1, 2],
      [3, 4, 5],
      [6, 7],
    ])
      drawn.push(...(await Promise.all(batch.map(titlesOfBrowser))));
  } finally {
    if (runScript('promote', ['--list']).includes(`~ reports@${version}`))
      runScript('promote', ['reports', '--rollback']);
  }
  const switched = drawn.filter((titles) => titles.some((title) => title !== titles[0]));
  expect(switched, 'browsers that changed release').toEqual([]);
  expect(await activeVersion('reports')).toBe(stable);
});

/**
 * The dashboard's title once drawn: the stable release's or the canary's. Three cold browsers at
 * once beside the rest of npm test on 2 cores: in whole runs a dashboard took longer than the
 * 15 s an expectation waits by default.
 */
async function titleOf(heading: Locator): Promise<string> {
  await expect(heading).toHaveText(new RegExp(`^(خانه|${CANARY_TITLE})$`), { timeout: 60_000 });
  return (await heading.textContent())!;
}

test('an operator starts a canary of half of one tenant from the Remote releases tab', async ({
  page,
}) => {
  const version = releaseCanaryBuild('1.0.7-tab');
  try {
    await signIn(page, HOST_ADMIN, '/setting-management');
    await page.getByRole('tab', { name: 'نسخه‌های بخش‌ها' }).click();
    const form = page.getByTestId('canary-start-reports');
    await form.getByRole('combobox').selectOption(version);
    await form.getByLabel('سهم مرورگرها (درصد)').fill('50');
    await form.getByLabel('فقط این مستأجرها').fill('demo');
    await form.getByLabel('بیشترین درصد خطا').fill('3');
    await form.getByRole('button', { name: 'آغاز', exact: true }).click();
    await page.getByTestId('confirmation').getByRole('button', { name: 'بله' }).click();
    const panel = page.getByTestId('rollout-reports');
    await expect(panel).toContainText(version);
    await expect(page.getByTestId('canary-reach-reports')).toContainText('demo');
    await saveForReview(page, 'remote-releases-tab-canary-started');
    expect(runScript('promote', ['--list'])).toContain(`~ reports@${version}`);
    expect(runScript('promote', ['reports', '--history'])).toMatch(
      /canary started for 50% of tenants demo {2}— by user admin/,
    );
  } finally {
    if (runScript('promote', ['--list']).includes(`~ reports@${version}`))
      runScript('promote', ['reports', '--rollback']);
  }
});
