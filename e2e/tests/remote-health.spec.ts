import { parseExposition, sampleTotal } from '@crm/shared/tooling';
import { expect, test } from '../src/fixtures';
import { activeVersion, brokenBuild, changedBuild, runScript } from '../src/releases';
import { HOST_ADMIN, signIn } from '../src/sign-in';

// A counter of /metrics, read from this machine (loopback: no key needed).
async function reported(remote: string, version: string, stage: string, outcome: string) {
  const text = await (await fetch(`${process.env.CRM_E2E_BASE_URL}/metrics`)).text();
  const wanted = { remote, version, stage, outcome };
  return sampleTotal(parseExposition(text), 'crm_remote_health_events_total', wanted);
}

// Left at once: the beacon goes on `pagehide`, not after the few seconds a batch waits.
// The forgot-password page: the sign-in page is the host's own since issue 40 and loads no remote.
test('an account page reports by beacon that its remote loaded and mounted, when it is left', async ({
  page,
}) => {
  const version = await activeVersion('account');
  const mountedBefore = await reported('account', version, 'first-mount', 'ok');
  await page.goto('/account/forgot-password');
  await expect(page.getByTestId('page-forgot-password')).toBeVisible();
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
  consoleProblems.allow(/deliberately broken release|RUNTIME-|Failed to load|remote "identity"/);
  const version = `0.0.1-broken-health.${Date.now()}`;
  runScript('release', [
    'identity',
    '--version',
    version,
    '--dist',
    brokenBuild('remote-identity'),
  ]);
  // Pins need Platform.Remotes (a host permission): the host administrator pins.
  await signIn(page, HOST_ADMIN);
  await page.goto(`/tenant-management/tenants?remotes=identity@${version}`);
  await expect(page.getByTestId('area-error')).toBeVisible();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => reported('identity', version, 'container-init', 'failed')).toBe(1);
  expect(await reported('identity', version, 'entry-fetched', 'ok')).toBe(1);
  expect(await reported('identity', version, 'integrity', 'ok')).toBe(1);
  expect(await reported('identity', version, 'first-mount', 'ok')).toBe(0);
  await page.getByTestId('override-banner').getByRole('button').click();
});

test('a release whose first page throws while drawing is reported failed at its first mount', async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(/page crashed|page failed|The above error occurred/);
  const version = `1.0.1-crash-health.${Date.now()}`;
  const build = changedBuild(
    'remote-identity',
    '"page-tenants"',
    '(()=>{throw new Error("page crashed")})()',
  );
  runScript('release', ['identity', '--version', version, '--dist', build]);
  await signIn(page, HOST_ADMIN);
  await page.goto(`/tenant-management/tenants?remotes=identity@${version}`);
  await expect(page.getByTestId('area-error')).toBeVisible();
  await page.getByTestId('override-banner').getByRole('button').click();
  await expect.poll(() => reported('identity', version, 'first-mount', 'failed')).toBe(1);
  expect(await reported('identity', version, 'container-init', 'ok')).toBe(1);
  expect(await reported('identity', version, 'first-mount', 'ok')).toBe(0);
});
