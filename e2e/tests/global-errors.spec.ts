// Issue 31: the report pages and the security log leave a failed call to the shell's error
// handler (spec §8), as every non-contract page does; the page itself only says that nothing
// was received and offers a retry (docs/decisions/0016-global-error-handling-on-pages.md).
// The failed answers are injected at the browser's network layer.
import { expect, expectRemotePage, test } from '../src/fixtures';
import { demoUser, signIn } from '../src/sign-in';

const DASHBOARD = /\/api\/app\/report\/dashboard\?/;
const SECURITY_LOG = /\/api\/app\/user\/user-security-log\?/;

test.beforeEach(({ consoleProblems }) => consoleProblems.allow(/Failed to load resource/));

test('a report answered with 500 shows the full-page error; dismissed, the page retries', async ({
  page,
}) => {
  await signIn(page, demoUser('customer1'));
  await expectRemotePage(page, 'page-dashboard');
  await page.route(DASHBOARD, (route) => route.fulfill({ status: 500, body: '' }), { times: 1 });
  await page.goto('/');
  const screen = page.getByTestId('error-screen');
  await expect(screen).toContainText('۵۰۰');
  await expect(screen).toContainText('خطای داخلی');
  await page.keyboard.press('Escape');
  await expect(screen).toHaveCount(0);
  const dashboard = await expectRemotePage(page, 'page-dashboard');
  await expect(dashboard.getByRole('alert')).toHaveCount(0);
  const notLoaded = dashboard.getByTestId('report-not-loaded');
  await expect(notLoaded).toBeVisible();
  await notLoaded.getByRole('button').click();
  await expect(dashboard.getByTestId('stat-nav-value')).toBeVisible();
  await expect(notLoaded).toHaveCount(0);
});

test("the security log's ABP error body shows in the shell's dialog, not on the page", async ({
  page,
}) => {
  await signIn(page, demoUser('customer1'), '/securityLog');
  await expectRemotePage(page, 'page-security-log');
  await page.route(
    SECURITY_LOG,
    (route) =>
      route.fulfill({
        status: 400,
        headers: { _AbpErrorFormat: 'true', 'content-type': 'application/json' },
        body: JSON.stringify({
          error: { code: 'X', message: 'گزارش امنیتی در دسترس نیست', validationErrors: null },
        }),
      }),
    { times: 1 },
  );
  await page.goto('/securityLog');
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('گزارش امنیتی در دسترس نیست');
  await dialog.getByRole('button').last().click();
  await expect(dialog).toHaveCount(0);
  const log = await expectRemotePage(page, 'page-security-log');
  await expect(log).not.toContainText('گزارش امنیتی در دسترس نیست');
  await log.getByTestId('not-loaded').getByRole('button').click();
  await expect(log.getByRole('table')).toBeVisible();
});
