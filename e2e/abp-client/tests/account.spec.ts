// The account pages of @abp/ng.account: personal settings and password change, for a user the
// test creates (so that the demo accounts keep their passwords).
import { expect, test } from '../src/fixtures';
import { closeContext } from '../../src/close-context';
import { apiStatus, createUser, DEMO_ADMIN, signIn } from '../src/abp-app';

test('a user saves their personal settings and changes their password', async ({
  page,
  browser,
}) => {
  const user = { userName: `abp-account-${Date.now()}`, password: 'Kavir-Nameh-4821' };
  const admin = await browser.newContext({ baseURL: process.env.CRM_ABP_APP_URL });
  const adminPage = await admin.newPage();
  await signIn(adminPage, DEMO_ADMIN);
  await adminPage.goto('/identity/users');
  await createUser(adminPage, user.userName, user.password);
  await closeContext(admin);

  await signIn(page, { tenant: 'demo', ...user });
  await page.goto('/account/manage');

  await page.getByRole('tab', { name: 'تنظیمات شخصی' }).click();
  await page.getByRole('textbox', { name: 'نام', exact: true }).fill('نام');
  await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill('آزمایشی');
  const profile = apiStatus(page, 'PUT', /^\/api\/account\/my-profile$/, () =>
    page.getByRole('tabpanel').getByRole('button', { name: 'ذخیره' }).click(),
  );
  expect(await profile).toBe(200);
  await expect(page.getByText('تنظیمات شخصی ذخیره شد')).toBeVisible();

  await page.getByRole('tab', { name: 'تغییر رمز عبور' }).click();
  await page.getByRole('textbox', { name: 'رمز عبور فعلی' }).fill(user.password);
  await page.getByRole('textbox', { name: 'رمز عبور جدید', exact: true }).fill('Golestan-Rud-9364');
  await page.getByRole('textbox', { name: 'تکرار رمز عبور جدید' }).fill('Golestan-Rud-9364');
  const changed = apiStatus(page, 'POST', /^\/api\/account\/my-profile\/change-password$/, () =>
    page.getByRole('tabpanel').getByRole('button', { name: 'ذخیره' }).click(),
  );
  expect(await changed).toBeLessThan(300);
  await expect(page.getByText('رمز عبور شما با موفقیت تغییر کرد.')).toBeVisible();
});
