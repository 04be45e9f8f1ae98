// Issue 33, item 5: a canary of the sign-in page's remote whose page throws as it draws goes to
// half the browsers; the failures its browsers report roll it back within a minute (the e2e
// product judges canaries every 5 s, CRM_CANARY_CHECK_SECONDS), while every stable session
// draws its page; the canary's browsers get the stable release on their next load; the history
// and the Remote releases tab tell it. The sign-in page is anonymous, so each context is a
// browser of its own random rollout id (a signed-in user's is their user id).
import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { activeVersion, changedBuild, runScript } from '../src/releases';
import { HOST_ADMIN, signIn } from '../src/sign-in';

const BASE_URL = () => process.env.CRM_E2E_BASE_URL!;

/** A sample of /metrics (read from this machine: loopback needs no key), 0 when absent. */
async function metric(name: string, wanted: Record<string, string>): Promise<number> {
  const text = await (await fetch(`${BASE_URL()}/metrics`)).text();
  let total = 0;
  for (const line of text.split('\n')) {
    const sample = new RegExp(`^${name}\\{(.*)\\} (\\S+)$`).exec(line);
    if (!sample) continue;
    const labels = Object.fromEntries(
      [...sample[1]!.matchAll(/(\w+)="([^"]*)"/g)].map(([, label, value]) => [label, value]),
    );
    if (Object.entries(wanted).every(([label, value]) => labels[label] === value))
      total += Number(sample[2]);
  }
  return total;
}

const failures = (version: string) =>
  metric('crm_remote_health_events_total', { remote: 'account', version, outcome: 'failed' });

interface Session {
  context: BrowserContext;
  canary: boolean;
}

/**
 * A new browser opens the sign-in page: the canary's shows the area's error, the stable's the
 * form. Leaving the page sends its health report (a beacon on `pagehide`).
 */
async function openSession(browser: Browser): Promise<Session> {
  const context = await browser.newContext({ baseURL: BASE_URL() });
  const page = await context.newPage();
  await page.goto('/account/login');
  const form = page.getByTestId('page-login');
  await expect(form.or(page.getByTestId('area-error'))).toBeVisible();
  const canary = !(await form.isVisible());
  await page.goto('about:blank');
  return { context, canary };
}

test('a canary whose page throws rolls itself back within a minute, and no stable session fails', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  const stable = await activeVersion('account');
  const version = `1.0.1-crash-canary.${Date.now()}`;
  const build = changedBuild(
    'remote-account',
    '"page-login"',
    '(()=>{throw new Error("sign-in page crashed")})()',
  );
  runScript('release', ['account', '--version', version, '--dist', build]);
  const stableFailuresBefore = await failures(stable);
  expect(runScript('promote', ['account', version, '--canary', '50'])).toContain(
    `Canary: account@${version} goes to 50% of browsers.`,
  );
  const sessions: Session[] = [];
  try {
    // Browsers four at a time until the server has had 20 failures of the canary (about 40
    // browsers in all). A report is a beacon sent as the page is left, which a busy browser may
    // drop, so 20 browsers in the canary are not always 20 failures counted.
    while ((await failures(version)) < 20) {
      const batch = await Promise.all([1, 2, 3, 4].map(() => openSession(browser)));
      sessions.push(...batch);
      for (const session of batch.filter((s) => !s.canary)) await session.context.close();
      expect(sessions.length, 'browsers opened').toBeLessThan(120);
    }
    const inCanary = sessions.filter((s) => s.canary);
    expect(inCanary.length).toBeGreaterThanOrEqual(10);
    expect(sessions.length - inCanary.length, 'browsers outside the canary').toBeGreaterThan(0);
    const reported = Date.now();
    await expect
      .poll(() => runScript('promote', ['--list']).includes(`~ account@${version}`), {
        timeout: 60_000,
      })
      .toBe(false);
    expect(Date.now() - reported).toBeLessThan(60_000);
    expect(
      await metric('crm_remote_canary_automatic_rollbacks_total', { remote: 'account', version }),
    ).toBe(1);
    // Every stable session drew its page (openSession saw the form), and reported no failure.
    expect(await failures(stable)).toBe(stableFailuresBefore);

    // A browser of the canary gets the stable release on its next load.
    const returning = await inCanary[0]!.context.newPage();
    await returning.goto('/account/login');
    await expect(returning.getByTestId('page-login')).toBeVisible();

    const history = runScript('promote', ['account', '--history']);
    expect(history).toMatch(
      new RegExp(
        `${version.replace(/\./g, '\\.')}\\s+automatic rollback: \\d+ of \\d+ failed \\(\\d+(\\.\\d)?%\\), ` +
          `stable ${stable.replace(/\./g, '\\.')} .*; limits 20 outcomes, 5%, stable \\+ 2 points {2}— by the server`,
      ),
    );

    await signIn(page, HOST_ADMIN, '/setting-management');
    await page.getByRole('tab', { name: 'نسخه‌های بخش‌ها' }).click();
    const panel = page.getByTestId('rollout-account');
    await expect(panel).toContainText('انتشار آزمایشی در جریان نیست');
    await expect(page.getByTestId('auto-rollback-account')).toContainText(version);
    await expect(page.getByTestId('auto-rollback-account')).toContainText(
      'خودبه‌خود بازگردانده شد',
    );
  } finally {
    await Promise.all(sessions.map((session) => session.context.close()));
    if (runScript('promote', ['--list']).includes(`~ account@${version}`))
      runScript('promote', ['account', '--rollback']);
  }
});
