import { expect, test } from '../src/fixtures';
import {
  DEMO_PASSWORD,
  pointEmailingAt,
  registerDemoUser,
  signInThroughUi,
  startInbox,
} from './account-support';

test('forgot password → e-mailed link → new password → sign in with it', async ({
  page,
  browser,
  baseURL,
}) => {
  const inbox = await startInbox();
  try {
    await signInThroughUi(page, { tenant: 'demo', userName: 'admin', password: DEMO_PASSWORD });
    await pointEmailingAt(page, inbox.port);
    const user = await registerDemoUser(page, 'reset');

    const visitor = await browser.newPage({ baseURL });
    await visitor.goto('/account/forgot-password?__tenant=demo');
    await visitor.getByLabel(/^نشانی ایمیل/).fill(user.email);
    await visitor.getByRole('button', { name: 'ارسال پیوند بازنشانی' }).click();
    await expect(visitor.getByTestId('reset-mail-sent')).toBeVisible();

    const mail = await inbox.mailTo(user.email);
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/account/reset-password');
    await visitor.goto(link.pathname + link.search);
    const newPassword = `New ${Date.now()} password`;
    await visitor.getByLabel(/^رمز عبور جدید/).fill(newPassword);
    await visitor.getByLabel(/^تکرار رمز عبور جدید/).fill(newPassword);
    await visitor.getByRole('button', { name: 'بازنشانی رمز عبور' }).click();
    await expect(visitor.getByTestId('password-reset-done')).toBeVisible();

    await visitor.goto(link.pathname + link.search);
    await expect(visitor.getByTestId('reset-link-invalid')).toBeVisible();

    await signInThroughUi(visitor, {
      tenant: 'demo',
      userName: user.userName,
      password: newPassword,
    });
    await visitor.close();
  } finally {
    await inbox.close();
  }
});
