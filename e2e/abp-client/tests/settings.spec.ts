// The e-mailing tab of @abp/ng.setting-management: save the SMTP settings, then send the test
// e-mail, which the suite's SMTP server receives.
import { expect, test } from '../src/fixtures';
import { apiStatus, DEMO_ADMIN, fillDialog, signIn } from '../src/abp-app';
import { startInbox } from '../../tests/account-support';

test('the demo admin saves the e-mail settings and the test e-mail arrives', async ({ page }) => {
  const inbox = await startInbox();
  try {
    await signIn(page, DEMO_ADMIN);
    await page.goto('/setting-management');
    const tab = page.getByRole('tabpanel', { name: 'تنظیمات ایمیل' });
    await tab.locator('[formcontrolname="smtpHost"]').fill('127.0.0.1');
    await tab.locator('[formcontrolname="smtpPort"]').fill(String(inbox.port));
    await tab.locator('[formcontrolname="defaultFromDisplayName"]').fill('سامانهٔ آزمایشی');
    const saved = apiStatus(page, 'POST', /^\/api\/setting-management\/emailing$/, () =>
      tab.getByRole('button', { name: 'ذخیره' }).click(),
    );
    expect(await saved).toBeLessThan(300);
    await expect(page.getByText('با موفقیت ذخیره شد')).toBeVisible();

    await tab.getByRole('button', { name: 'ارسال ایمیل آزمایشی' }).click();
    const dialog = page.getByRole('dialog');
    await fillDialog([
      [dialog.locator('[formcontrolname="targetEmailAddress"]'), 'qa@example.com'],
      [dialog.locator('[formcontrolname="subject"]'), 'ABP client test mail'],
    ]);
    const sent = apiStatus(page, 'POST', /\/send-test-email$/, () =>
      dialog.getByRole('button', { name: 'ارسال' }).click(),
    );
    expect(await sent).toBeLessThan(300);
    await expect(page.getByText('با موفقیت ارسال شد')).toBeVisible();
    expect((await inbox.mailTo('qa@example.com')).subject).toContain('ABP client test mail');
  } finally {
    await inbox.close();
  }
});
