// Issue 37, recovery in the page: a page on a canary that fails (its page throws as it draws, or
// its entry throws as it runs) shows the area's error; once the canary is withdrawn, the area's
// Retry or the next navigation asks the manifest again and mounts the stable release, without
// a reload (a marker on `window` shows it: a reload starts a new window object without it).
import type { Page } from '@playwright/test';
import { pushInApp } from '../src/a11y/navigate';
import { expect, expectRemotePage, test } from '../src/fixtures';
import { expectNotReloaded, markWindow } from '../src/reload-marker';
import { activeVersion, brokenBuild, changedBuild, runScript } from '../src/releases';
import { DEMO_ADMIN, signIn } from '../src/sign-in';

/** Releases `dist` as a canary of reports for every browser of tenant demo; returns its version. */
function demoCanary(dist: string, label: string): string {
  const version = `1.0.6-${label}.${Date.now()}`;
  runScript('release', ['reports', '--version', version, '--dist', dist]);
  runScript('promote', ['reports', version, '--tenants', 'demo']);
  return version;
}

function withdraw(version: string): void {
  if (runScript('promote', ['--list']).includes(`~ reports@${version}`))
    runScript('promote', ['reports', '--rollback']);
}

const dashboardTitle = (page: Page) =>
  page.getByTestId('page-dashboard').getByRole('heading', { level: 1 });

test('a page of a withdrawn canary that failed to draw mounts the stable release on Retry, without a reload', async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(/dashboard crashed|page failed/);
  const stable = await activeVersion('reports');
  const version = demoCanary(
    changedBuild(
      'remote-reports',
      '"page-dashboard"',
      '(()=>{throw new Error("dashboard crashed")})()',
    ),
    'crash',
  );
  try {
    await signIn(page, DEMO_ADMIN);
    const error = page.getByTestId('area-error');
    await expect(error).toBeVisible();
    await markWindow(page);
    withdraw(version);
    await error.getByRole('button').click();
    await expect(dashboardTitle(page)).toHaveText('خانه');
    await expectNotReloaded(page);
    expect(await activeVersion('reports')).toBe(stable);
  } finally {
    withdraw(version);
  }
});

test('a remote whose canary entry failed to run mounts the stable release at the next navigation after the canary is withdrawn', async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(/deliberately broken release|reports/);
  const version = demoCanary(brokenBuild('remote-reports'), 'broken');
  try {
    await signIn(page, DEMO_ADMIN);
    await expect(page.getByTestId('area-error')).toBeVisible();
    await markWindow(page);
    withdraw(version);
    await pushInApp(page, '/securityLog');
    await expectRemotePage(page, 'page-security-log');
    await pushInApp(page, '/');
    await expect(dashboardTitle(page)).toHaveText('خانه');
    await expectNotReloaded(page);
  } finally {
    withdraw(version);
  }
});
