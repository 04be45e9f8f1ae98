import { expect, test } from '../src/fixtures';
import { activeVersion, brokenBuild, changedBuild, runScript } from '../src/releases';
import { demoUser, signIn } from '../src/sign-in';

// A counter of /metrics, read from this machine (loopback: no key needed).
async function reported(remote: string, version: string, stage: string, outcome: string) {
  const text = await (await fetch(`${process.env.CRM_E2E_BASE_URL}/metrics`)).text();
  const wanted = { remote, version, stage, outcome };
  for (const line of text.split('\n')) {
    const sample = /^crm_remote_health_events_total\{(.*)\} (\S+)$/.exec(line);
    if (!sample) continue;
    const labels = Object.fromEntries(
      [...sample[1]!.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    );
    if (Object.entries(wanted).every(([name, value]) => labels[name] === value))
      return Number(sample[2]);
  }
  return 0;
}

// Left at once: the beacon goes on `pagehide`, not after the few seconds a batch waits.
test('the sign-in page reports by beacon that its remote loaded and mounted, when it is left', async ({
  page,
}) => {
  const version = await activeVersion('account');
  const mountedBefore = await reported('account', version, 'first-mount', 'ok');
  await page.goto('/account/login');
  await expect(page.getByTestId('page-login')).toBeVisible();
  await page.goto('about:blank');
  await expect
    .poll(() => reported('account', version, 'first-mount', 'ok'))
    .toBe(mountedBefore + 1);
  expect(await reported('account', version, 'entry-fetched', 'ok')).toBeGreaterThan(0);
  expect(await reported('account', version, 'integrity', 'ok')).toBeGreaterThan(0);
});

test('a release whose entry throws is reported failed at the container, its entry and integrity held', async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(/deliberately broken release|RUNTIME-|Failed to load|remote "contracts"/);
  const version = `0.0.1-broken-health.${Date.now()}`;
  runScript('release', [
    'contracts',
    '--version',
    version,
    '--dist',
    brokenBuild('remote-contracts'),
  ]);
  await signIn(page, demoUser('customer1'));
  await page.goto(`/assetManagement?remotes=contracts@${version}`);
  await expect(page.getByTestId('area-error')).toBeVisible();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => reported('contracts', version, 'container-init', 'failed')).toBe(1);
  expect(await reported('contracts', version, 'entry-fetched', 'ok')).toBe(1);
  expect(await reported('contracts', version, 'integrity', 'ok')).toBe(1);
  expect(await reported('contracts', version, 'first-mount', 'ok')).toBe(0);
  await page.getByTestId('override-banner').getByRole('button').click();
});

test('a release whose first page throws while drawing is reported failed at its first mount', async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(/page crashed|page failed|The above error occurred/);
  const version = `1.0.1-crash-health.${Date.now()}`;
  const build = changedBuild(
    'remote-reports',
    '"page-dashboard"',
    '(()=>{throw new Error("page crashed")})()',
  );
  runScript('release', ['reports', '--version', version, '--dist', build]);
  await signIn(page, demoUser('customer1'));
  await page.goto(`/?remotes=reports@${version}`);
  await expect(page.getByTestId('area-error')).toBeVisible();
  await page.getByTestId('override-banner').getByRole('button').click();
  await expect.poll(() => reported('reports', version, 'first-mount', 'failed')).toBe(1);
  expect(await reported('reports', version, 'container-init', 'ok')).toBe(1);
  expect(await reported('reports', version, 'first-mount', 'ok')).toBe(0);
});
