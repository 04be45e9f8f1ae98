// Issue 33, item 5: a canary of the account remote whose page throws as it draws goes to
// half the browsers; the failures its browsers report roll it back within a minute (the e2e
// product judges canaries every 5 s, CRM_CANARY_CHECK_SECONDS), while every stable session
// draws its page; the canary's browsers get the stable release on their next load; the history
// and the Remote releases tab tell it. The page is the forgot-password page (the sign-in page is
// the host's own since issue 40, and loads no remote): anonymous, so each context is a
// browser of its own random rollout id (a signed-in user's is their user id). Which release a
// browser got is read from what it loaded (the canary's remoteEntry.js or not), never from
// whether it failed; its reports carry the health ticket of its manifest answer, as the server
// counts no other. (All browsers here are 127.0.0.1: the e2e product lets one address add 1,000
// outcomes, CRM_CANARY_OUTCOMES_PER_ADDRESS; the default of one is tested by the server's tests.)
import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { activeVersion, changedBuild, runScript } from '../src/releases';
import { HOST_ADMIN, signIn } from '../src/sign-in';
import { closeContext } from '../src/close-context';

const BASE_URL = () => process.env.CRM_E2E_BASE_URL!;
const SESSION_PAGE_MS = 60_000;

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
  /** What the page drew: the forgot-password form, or the area's error. */
  drewForm: boolean;
  /** A canary page that failed, asked the manifest again and mounted the stable release. */
  recovered: boolean;
}

/**
 * A new browser opens the forgot-password page; whether it is in the canary is the account remote's entry
 * it fetched (the canary's release folder or another). Leaving the page sends its health report
 * (a beacon on `pagehide`).
 */
async function openSession(browser: Browser, canaryVersion: string): Promise<Session> {
  const context = await browser.newContext({ baseURL: BASE_URL() });
  const page = await context.newPage();
  const entries: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/remotes\/account\/[^/]+\/remoteEntry\.js$/.test(pathname)) entries.push(pathname);
  });
  await page.goto('/account/forgot-password');
  const form = page.getByTestId('page-forgot-password');
  // Four cold browsers at once, beside the rest of npm test on 2 cores: in whole runs a stable
  // page took longer to draw its form than the 15 s an expectation waits by default.
  await expect(form.or(page.getByTestId('area-error'))).toBeVisible({ timeout: SESSION_PAGE_MS });
  const drewForm = await form.isVisible();
  const loaded = [...new Set(entries)];
  const canaryEntry = `/remotes/account/${canaryVersion}/remoteEntry.js`;
  const canary = loaded[0] === canaryEntry;
  // A page that failed asks the manifest again (host recover-remote.ts): once the canary is
  // rolled back, it mounts the stable release, a second entry. No other page loads two.
  const recovered = canary && loaded.length === 2 && loaded[1] !== canaryEntry;
  expect(loaded.length === 1 || recovered, `the account entries loaded: ${loaded.join(', ')}`).toBe(
    true,
  );
  await page.goto('about:blank');
  return { context, canary, drewForm, recovered };
}

test('a canary whose page throws rolls itself back within a minute, and no stable session fails', async ({
  page,
  browser,
}) => {
  // About 40 browsers, four at a time: 1.5–3 minutes as a rule, 9 on a machine at load 35.
  test.setTimeout(900_000);
  const stable = await activeVersion('account');
  const version = `1.0.1-crash-canary.${Date.now()}`;
  const build = changedBuild(
    'remote-account',
    '"page-forgot-password"',
    '(()=>{throw new Error("forgot-password page crashed")})()',
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
      const batch = await Promise.all([1, 2, 3, 4].map(() => openSession(browser, version)));
      sessions.push(...batch);
      for (const session of batch.filter((s) => !s.canary)) await closeContext(session.context);
      expect(sessions.length, 'browsers opened').toBeLessThan(120);
    }
    const inCanary = sessions.filter((s) => s.canary);
    expect(inCanary.length).toBeGreaterThanOrEqual(10);
    expect(sessions.length - inCanary.length, 'browsers outside the canary').toBeGreaterThan(0);
    // The canary's page throws as it draws (unless it already gave way to the stable release);
    // every stable one drew the form.
    expect(
      inCanary.filter((s) => s.drewForm && !s.recovered),
      'canary browsers that drew the form',
    ).toEqual([]);
    expect(
      sessions.filter((s) => !s.canary && !s.drewForm).length,
      'stable browsers that failed',
    ).toBe(0);
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
    // No stable session reported a failure.
    expect(await failures(stable)).toBe(stableFailuresBefore);

    // A browser of the canary gets the stable release on its next load: the stable's entry.
    const returning = await inCanary[0]!.context.newPage();
    const entry = returning.waitForRequest((request) =>
      /\/remotes\/account\/[^/]+\/remoteEntry\.js$/.test(request.url()),
    );
    await returning.goto('/account/forgot-password');
    expect(new URL((await entry).url()).pathname).not.toContain(`/${version}/`);
    await expect(returning.getByTestId('page-forgot-password')).toBeVisible();

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
    await Promise.all(sessions.map((session) => closeContext(session.context)));
    if (runScript('promote', ['--list']).includes(`~ account@${version}`))
      runScript('promote', ['account', '--rollback']);
  }
});
