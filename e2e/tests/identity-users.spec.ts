import { expect, test } from '../src/fixtures';
import { HOST_ADMIN, signIn } from '../src/sign-in';
import {
  administrationEntries,
  permissionBox,
  rolesPage,
  uniqueName,
  usersPage,
} from './identity-support';
import { closeContext } from '../src/close-context';

test('the host admin creates a role and a user with it, grants permissions; the user then sees the new menu entries', async ({
  page,
  browser,
}) => {
  const roleName = uniqueName('staff');
  const userName = uniqueName('clerk');
  const password = `Pw-${Date.now()}-long`;
  await signIn(page, HOST_ADMIN, '/identity/roles');

  const roles = rolesPage(page);
  await roles.open();
  await roles.root.getByRole('button', { name: 'نقش جدید' }).click();
  await roles.dialog.getByLabel(/^نام نقش/).fill(roleName);
  await roles.save();
  await expect(page.getByText('با موفقیت ذخیره شد')).toBeVisible();
  await expect(roles.row(roleName)).toBeVisible();

  const users = usersPage(page);
  await users.open();
  await users.root.getByRole('button', { name: 'کاربر جدید' }).click();
  const form = users.dialog;
  await form.getByLabel(/^نام کاربری/).fill(userName);
  await form.getByLabel(/^نام$/).fill('سارا');
  await form.getByLabel(/^نشانی ایمیل/).fill(`${userName}@example.com`);
  await form.getByLabel(/^رمز عبور/).fill('short');
  await expect(form).toContainText('دست‌کم');
  await form.getByLabel(/^رمز عبور/).fill(password);
  await form.getByRole('tab', { name: 'نقش‌ها' }).click();
  await form.getByRole('checkbox', { name: roleName }).check();
  await users.save();
  await expect(users.dialog).toHaveCount(0);
  await users.search(userName);
  await expect(users.row(userName)).toContainText('سارا');

  // The role gets "roles" (with its parent kept), the user directly gets "users".
  await roles.open();
  await roles.act(roleName, 'مجوزها');
  await expect(roles.dialog).toContainText(`مجوزها - ${roleName}`);
  await roles.dialog.getByRole('tab', { name: /^مدیریت هویت/ }).click();
  await permissionBox(page, 'AbpIdentity.Roles.Create').check();
  await expect(permissionBox(page, 'AbpIdentity.Roles')).toBeChecked();
  await expect(roles.dialog.getByRole('tab', { name: /^مدیریت هویت/ })).toContainText('۲');
  await roles.save();
  await expect(roles.dialog).toHaveCount(0);

  await users.open();
  await users.search(userName);
  await users.act(userName, 'مجوزها');
  await users.dialog.getByRole('tab', { name: /^مدیریت هویت/ }).click();
  await expect(permissionBox(page, 'AbpIdentity.Roles')).toBeChecked();
  await expect(permissionBox(page, 'AbpIdentity.Roles')).toBeDisabled();
  await expect(users.dialog.locator('[data-permission="AbpIdentity.Roles"]')).toContainText(
    `اعطاشده از طریق نقش ${roleName}`,
  );
  await permissionBox(page, 'AbpIdentity.Users').check();
  await users.save();
  await expect(users.dialog).toHaveCount(0);

  const other = await browser.newContext({ baseURL: process.env.CRM_E2E_BASE_URL });
  const userPage = await other.newPage();
  await signIn(userPage, { userName, password });
  expect(await administrationEntries(userPage)).toEqual(['نقش‌ها', 'کاربران']);
  const theirRoles = rolesPage(userPage);
  await theirRoles.open();
  await expect(theirRoles.root.getByRole('button', { name: 'نقش جدید' })).toBeVisible();
  await expect(theirRoles.row(roleName).getByRole('button', { name: 'عملیات' })).toHaveCount(0);
  const theirUsers = usersPage(userPage);
  await theirUsers.open();
  await expect(theirUsers.root.getByRole('button', { name: 'کاربر جدید' })).toHaveCount(0);
  await closeContext(other);
});

test('the users list searches, sorts and locks rows to the granted actions', async ({ page }) => {
  await signIn(page, HOST_ADMIN, '/identity/users');
  const users = usersPage(page);
  await users.open();
  expect(await users.actionsOf('admin')).toEqual(['ویرایش', 'مجوزها']);
  await page.keyboard.press('Escape');
  await users.search('no-such-user-anywhere');
  await expect(users.root).toContainText('داده‌ای برای نمایش وجود ندارد');
  await users.search('');
  await users.root.getByRole('columnheader', { name: 'نام کاربری' }).click();
  await expect(users.root.getByRole('columnheader', { name: 'نام کاربری' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
});
