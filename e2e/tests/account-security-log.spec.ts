import { expect, test } from '../src/fixtures';
import { DEMO_PASSWORD, signInThroughUi } from './account-support';

test('the security log lists the sign-ins of the user with Jalali times', async ({ page }) => {
  await signInThroughUi(page, { tenant: 'demo', userName: 'admin', password: DEMO_PASSWORD });
  await page.goto('/securityLog');
  const table = page.getByTestId('page-security-log').getByRole('table');
  await expect(table.getByRole('cell', { name: 'ورود موفق' }).first()).toBeVisible();
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(
    /^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}:[۰-۹]{2}$/,
  );
});
