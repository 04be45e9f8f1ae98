// The users page of @abp/ng.identity: create, edit, the permission modal's save, delete.
import { expect, test } from '../src/fixtures';
import {
  apiStatus,
  createUser,
  DEMO_ADMIN,
  fillDialog,
  findRow,
  openFromMenu,
  rowAction,
  signIn,
} from '../src/abp-app';

test('the demo admin creates, edits, grants and deletes a user', async ({ page }) => {
  const userName = `abp-user-${Date.now()}`;
  await signIn(page, DEMO_ADMIN);
  await openFromMenu(page, ['مدیریت', 'مدیریت هویت', 'کاربران']);

  await createUser(page, userName, 'Abp-client-1');
  await findRow(page, userName);

  await rowAction(page, userName, 'ویرایش');
  const edit = page.getByRole('dialog');
  await expect(edit.getByRole('textbox', { name: 'نام کاربری' })).toHaveValue(userName);
  await fillDialog([
    [edit.getByRole('textbox', { name: 'نام کاربری' }), userName],
    [edit.getByRole('textbox', { name: 'نام', exact: true }), 'کاربر'],
    [edit.getByRole('textbox', { name: 'نام خانوادگی' }), 'آزمایشی'],
  ]);
  const edited = apiStatus(page, 'PUT', /^\/api\/identity\/users\/[\w-]+$/, () =>
    edit.getByRole('button', { name: 'ذخیره' }).click(),
  );
  expect(await edited).toBe(200);
  await expect(edit).toBeHidden();

  await rowAction(page, userName, 'مجوزها');
  const permissions = page.getByRole('dialog');
  await expect(permissions.getByRole('heading', { name: `مجوزها - ${userName}` })).toBeVisible();
  await permissions.getByRole('checkbox', { name: 'کارمزد سبد' }).check();
  const granted = apiStatus(page, 'PUT', /^\/api\/permission-management\/permissions$/, () =>
    permissions.getByRole('button', { name: 'ذخیره' }).click(),
  );
  expect(await granted).toBeLessThan(300);
  await expect(permissions).toBeHidden();
  await rowAction(page, userName, 'مجوزها');
  await expect(
    page.getByRole('dialog').getByRole('checkbox', { name: 'کارمزد سبد' }),
  ).toBeChecked();
  await page.getByRole('dialog').getByRole('button', { name: 'لغو' }).click();

  await rowAction(page, userName, 'حذف');
  const deleted = apiStatus(page, 'DELETE', /^\/api\/identity\/users\/[\w-]+$/, () =>
    page.getByRole('button', { name: 'بله' }).click(),
  );
  expect(await deleted).toBeLessThan(300);
  await page.getByRole('searchbox').fill(userName);
  await expect(page.getByRole('cell', { name: userName, exact: true })).toHaveCount(0);
});
