import { expect, test } from '../src/fixtures';
import { DEMO_PASSWORD, pointEmailingAt, signInThroughUi, startInbox } from './account-support';

test('the tenant admin saves the e-mail settings and the test e-mail arrives', async ({ page }) => {
  const inbox = await startInbox();
  try {
    await signInThroughUi(page, { tenant: 'demo', userName: 'admin', password: DEMO_PASSWORD });
    await pointEmailingAt(page, inbox.port);

    await page.getByRole('button', { name: 'ارسال ایمیل آزمایشی' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^نشانی ایمیل گیرنده/).fill('qa@example.com');
    await dialog.getByLabel(/^موضوع/).fill('e2e test mail');
    await dialog.getByRole('button', { name: 'ارسال' }).click();
    await expect(page.getByText('با موفقیت ارسال شد')).toBeVisible();
    expect((await inbox.mailTo('qa@example.com')).subject).toContain('e2e test mail');
  } finally {
    await inbox.close();
  }
});
