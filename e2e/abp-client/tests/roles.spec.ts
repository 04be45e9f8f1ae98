// The roles page of @abp/ng.identity: create a role, edit it, delete it.
import { expect, test } from '../src/fixtures';
import { apiStatus, DEMO_ADMIN, findRow, rowAction, signIn } from '../src/abp-app';

test('the demo admin creates, edits and deletes a role', async ({ page }) => {
  const name = `abp-role-${Date.now()}`;
  await signIn(page, DEMO_ADMIN);
  await page.goto('/identity/roles');

  await page.getByRole('button', { name: 'نقش جدید' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox').first().fill(name);
  const created = apiStatus(page, 'POST', /^\/api\/identity\/roles$/, () =>
    form.getByRole('button', { name: 'ذخیره' }).click(),
  );
  expect(await created).toBe(200);
  await expect(form).toBeHidden();
  await findRow(page, name);

  await rowAction(page, name, 'ویرایش');
  const edit = page.getByRole('dialog');
  await expect(edit.getByRole('textbox').first()).toHaveValue(name);
  await edit.getByRole('checkbox').last().check();
  const edited = apiStatus(page, 'PUT', /^\/api\/identity\/roles\/[\w-]+$/, () =>
    edit.getByRole('button', { name: 'ذخیره' }).click(),
  );
  expect(await edited).toBe(200);
  await expect(edit).toBeHidden();

  await rowAction(page, name, 'حذف');
  const deleted = apiStatus(page, 'DELETE', /^\/api\/identity\/roles\/[\w-]+$/, () =>
    page.getByRole('button', { name: 'بله' }).click(),
  );
  expect(await deleted).toBeLessThan(300);
});
