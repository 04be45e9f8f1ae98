// The tenants page of @abp/ng.tenant-management (the host's admin): create a tenant, then save
// a feature in @abp/ng.feature-management's modal for it.
import { expect, test } from '../src/fixtures';
import { apiStatus, fillDialog, findRow, HOST_ADMIN, rowAction, signIn } from '../src/abp-app';

test('the host admin creates a tenant and saves one of its features', async ({ page }) => {
  const name = `abp${Date.now()}`;
  await signIn(page, HOST_ADMIN);
  await page.goto('/tenant-management/tenants');

  await page.getByRole('button', { name: 'مستأجر جدید' }).click();
  const form = page.getByRole('dialog');
  await fillDialog([
    [form.getByRole('textbox', { name: 'نام مستأجر' }), name],
    [form.getByRole('textbox', { name: 'نشانی ایمیل مدیر' }), `admin@${name}.example`],
    [form.getByRole('textbox', { name: 'رمز عبور مدیر' }), 'Abp-tenant-1'],
  ]);
  const created = apiStatus(page, 'POST', /^\/api\/multi-tenancy\/tenants$/, () =>
    form.getByRole('button', { name: 'ذخیره' }).click(),
  );
  expect(await created).toBe(200);
  await expect(form).toBeHidden();
  await findRow(page, name);

  await rowAction(page, name, 'مدیریت قابلیت‌ها');
  const features = page.getByRole('dialog');
  await expect(features.getByRole('heading', { name: /قابلیت‌ها/ })).toBeVisible();
  const toggle = features.getByRole('checkbox').first();
  const wasOn = await toggle.isChecked();
  await toggle.setChecked(!wasOn);
  const saved = apiStatus(page, 'PUT', /^\/api\/feature-management\/features$/, () =>
    // ABP marks the modal's footer buttons aria-hidden, so they are found by their text.
    features.locator('abp-button', { hasText: 'ذخیره' }).click(),
  );
  expect(await saved).toBeLessThan(300);
  await expect(features).toBeHidden();

  await rowAction(page, name, 'مدیریت قابلیت‌ها');
  const reopened = page.getByRole('dialog').getByRole('checkbox').first();
  await expect(reopened).toBeChecked({ checked: !wasOn });
});
