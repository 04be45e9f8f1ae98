import { expect, test } from '../src/fixtures';
import { signInThroughUi } from './account-support';

test('a visitor registers in the demo tenant, then signs in with the new account', async ({
  page,
}) => {
  const userName = `reg${Date.now().toString(36)}`;
  const password = `Pw ${Date.now()} long enough`;
  await page.goto('/account/register?__tenant=demo');
  const form = page.getByTestId('page-register');
  await expect(form.getByRole('heading')).toHaveText('ثبت‌نام');
  await form.getByLabel(/^نام کاربری/).fill(userName);
  await form.getByLabel(/^نشانی ایمیل/).fill(`${userName}@example.com`);
  await form.getByLabel(/^رمز عبور/).fill(password);
  await form.getByLabel(/^تکرار رمز عبور/).fill(password);
  await form.getByRole('button', { name: 'ثبت‌نام' }).click();
  await expect(page.getByTestId('register-done')).toBeVisible();

  await signInThroughUi(page, { tenant: 'demo', userName, password });
  await page.goto('/account/manage');
  await expect(page.getByTestId('page-manage').getByLabel(/^نام کاربری/)).toHaveValue(userName);
});

test('a taken user name is refused with a Persian message', async ({ page, consoleProblems }) => {
  consoleProblems.allow(/status of 400/); // the refusal itself
  await page.goto('/account/register?__tenant=demo');
  const form = page.getByTestId('page-register');
  await form.getByLabel(/^نام کاربری/).fill('admin');
  await form.getByLabel(/^نشانی ایمیل/).fill(`other${Date.now()}@example.com`);
  await form.getByLabel(/^رمز عبور/).fill('a long enough password');
  await form.getByLabel(/^تکرار رمز عبور/).fill('a long enough password');
  await form.getByRole('button', { name: 'ثبت‌نام' }).click();
  await expect(page.getByTestId('error-bar')).toContainText(
    'نام کاربری «admin» پیش‌تر ثبت شده است.',
  );
});
