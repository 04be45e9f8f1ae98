import { expect, test } from '../src/fixtures';
import { DEMO_ADMIN, signIn } from '../src/sign-in';
import { api, rolesPage, uniqueName } from './identity-support';

test('a tenant admin creates, renames and deletes a role', async ({ page }) => {
  const name = uniqueName('auditor');
  await signIn(page, DEMO_ADMIN, '/identity/roles');
  const roles = rolesPage(page);
  await roles.open();

  await roles.root.getByRole('button', { name: 'نقش جدید' }).click();
  await roles.save();
  await expect(roles.dialog).toContainText('این فیلد الزامی است');
  await roles.dialog.getByLabel(/^نام نقش/).fill(name);
  await roles.dialog.getByRole('checkbox', { name: 'عمومی' }).check();
  await roles.save();
  await expect(roles.row(name)).toContainText('عمومی');

  await roles.act(name, 'ویرایش');
  await expect(roles.dialog.getByLabel(/^نام نقش/)).toHaveValue(name);
  await roles.dialog.getByLabel(/^نام نقش/).fill(`${name}x`);
  await roles.dialog.getByRole('checkbox', { name: 'پیش‌فرض' }).check();
  await roles.save();
  await expect(roles.row(`${name}x`)).toContainText('پیش‌فرض');

  await roles.act(`${name}x`, 'حذف');
  await expect(page.getByTestId('confirmation')).toContainText(
    `نقش «\u2068${name}x\u2069» حذف خواهد شد`,
  );
  await roles.confirm();
  await expect(page.getByText('با موفقیت حذف شد')).toBeVisible();
  await expect(roles.row(`${name}x`)).toHaveCount(0);
});

test('static roles can be neither renamed nor deleted, in the page or through the API', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN, '/identity/roles');
  const roles = rolesPage(page);
  await roles.open();
  await expect(roles.row('admin')).toContainText('ثابت');
  expect(await roles.actionsOf('admin')).toEqual(['ویرایش', 'مجوزها']);
  await page.getByRole('menuitem', { name: 'ویرایش' }).click();
  await expect(roles.dialog.getByLabel(/^نام نقش/)).toBeDisabled();
  await expect(roles.dialog).toContainText('نام نقش‌های ثابت قابل تغییر نیست.');
  await roles.dialog.getByRole('button', { name: 'لغو' }).click();

  const all = (await api(page, 'GET', '/api/identity/roles/all')).body as {
    items: { id: string; name: string; isStatic: boolean; concurrencyStamp: string }[];
  };
  const admin = all.items.find((role) => role.name === 'admin')!;
  const rename = await api(page, 'PUT', `/api/identity/roles/${admin.id}`, {
    name: 'boss',
    concurrencyStamp: admin.concurrencyStamp,
  });
  expect(rename.status).toBe(400);
  expect((rename.body as { error: { message: string } }).error.message).toBe(
    'نام نقش‌های ثابت قابل تغییر نیست.',
  );
  const remove = await api(page, 'DELETE', `/api/identity/roles/${admin.id}`);
  expect(remove.status).toBe(400);
  expect((remove.body as { error: { message: string } }).error.message).toBe(
    'نقش‌های ثابت قابل حذف نیستند.',
  );
});
