// The forgotten-password journey as a person on a fresh machine makes it (issue 38, faults 3
// and 8): no mail server, the e-mail read from the demo's outbox folder, the reset page and its
// way back to sign-in showing the tenant, and the new password signing in from there.
import { expect, test } from '../src/fixtures';
import { closeContext } from '../src/close-context';
import { DEMO_PASSWORD, outboxMailTo, registerDemoUser, signInThroughUi } from './account-support';

test('forgot password → e-mail in the outbox → new password → sign in from the page’s own link', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInThroughUi(page, { tenant: 'demo', userName: 'admin', password: DEMO_PASSWORD });
  const user = await registerDemoUser(page, 'reset');

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/account/login?__tenant=demo');
  await visitor.getByTestId('forgot-password-link').click();
  await visitor.getByLabel(/^نشانی ایمیل/).fill(user.email);
  await visitor.getByRole('button', { name: 'ارسال پیوند بازنشانی' }).click();
  await expect(visitor.getByTestId('reset-mail-sent')).toBeVisible();

  const mail = await outboxMailTo(user.email);
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  expect(link.pathname).toBe('/account/reset-password');
  await visitor.goto(link.pathname + link.search);
  await expect(visitor.getByTestId('tenant-box')).toContainText('demo');
  const newPassword = `New ${Date.now()} password`;
  await visitor.getByLabel(/^رمز عبور جدید/).fill(newPassword);
  await visitor.getByLabel(/^تکرار رمز عبور جدید/).fill(newPassword);
  await visitor.getByRole('button', { name: 'بازنشانی رمز عبور' }).click();
  await expect(visitor.getByTestId('password-reset-done')).toBeVisible();

  await visitor.getByRole('link', { name: 'بازگشت به ورود' }).click();
  await expect(visitor.getByTestId('tenant-box')).toContainText('demo');
  await visitor.getByLabel(/نام کاربری/).fill(user.userName);
  await visitor.getByLabel(/^رمز عبور/).fill(newPassword);
  await visitor.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(visitor.locator('[data-layout="application"]')).toBeVisible();

  await visitor.goto(link.pathname + link.search);
  await expect(visitor.getByTestId('reset-link-invalid')).toBeVisible();
  await closeContext(visitor.context());
});
