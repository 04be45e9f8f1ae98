import { expect, test } from '../src/fixtures';
import { apiAs, registerDemoUser, signInThroughUi } from './account-support';

test('a customer gets 403 on the settings page and its APIs', async ({ page }) => {
  const user = await registerDemoUser(page, 'cust');
  await signInThroughUi(page, { tenant: 'demo', userName: user.userName, password: user.password });
  await page.goto('/setting-management');
  // The shell's route guard reports the 403 before the page would (spec §6).
  await expect(page.getByTestId('error-screen')).toContainText('۴۰۳');
  expect((await apiAs(page, 'GET', '/api/setting-management/emailing')).status()).toBe(403);
  expect(
    (
      await apiAs(page, 'POST', '/api/setting-management/emailing/send-test-email', {
        senderEmailAddress: 'a@example.com',
        targetEmailAddress: 'b@example.com',
        subject: 'x',
      })
    ).status(),
  ).toBe(403);
  expect((await apiAs(page, 'GET', '/api/platform-management/releases')).status()).toBe(403);
});
