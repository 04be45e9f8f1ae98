// The dialogs a page opens beyond its own buttons' (page-views.ts' DIALOGS): from a row's
// actions, from inside another dialog, and the questions a dialog asks. The raw-key sweep
// (tests/dialog-texts.spec.ts) opens both lists; each opener leaves every dialog it opened open.
import { expect, type Page } from '@playwright/test';
import { api } from '../api-auth';
import { openDialog, rowAction, type DialogOpener } from './page-views';

/**
 * Adds a role anyone may delete (the demo's roles are all static, which offer no Delete), as
 * the signed-in admin through the API, and redraws the page so that the list shows it.
 */
async function addDeletableRole(page: Page): Promise<void> {
  const { status } = await api(page, 'POST', '/api/identity/roles', {
    name: `sweep${Date.now().toString(36)}`,
  });
  expect(status, 'POST /api/identity/roles').toBe(200);
  await page.reload();
}

/** Opens the back office's contracts one by one until one offers `action`, then presses it. */
async function contractAction(page: Page, action: string): Promise<void> {
  const rows = page.getByTestId('open-contract');
  await expect(rows.first()).toBeVisible();
  for (let index = 0; index < (await rows.count()); index++) {
    await rows.nth(index).click();
    await expect(page.getByTestId('contract-detail')).toBeVisible();
    // The detail's actions come with its contract, after the dialog itself: give them a moment.
    const button = page.getByTestId(`action-${action}`);
    const offered = await button.waitFor({ state: 'visible', timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (offered) return button.click();
    await page.keyboard.press('Escape');
    await expect(openDialog(page)).toHaveCount(0);
  }
  throw new Error(`no contract on the first page offers ${action}`);
}

/** Types into a dialog's form, then asks to close it: the unsaved-changes question opens. */
async function unsavedQuestion(page: Page, opener: string, field: string): Promise<void> {
  await page.getByTestId(opener).first().click();
  await page.getByTestId(field).fill('1');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('confirmation')).toBeVisible();
}

export const MORE_DIALOGS: Record<string, DialogOpener[]> = {
  '/identity/users': [
    { name: 'edit user', open: rowAction('Edit') },
    { name: 'user permissions', open: rowAction('Permissions') },
    { name: 'delete user question', open: rowAction('Delete') },
  ],
  '/identity/roles': [
    { name: 'edit role', open: rowAction('Edit') },
    {
      name: 'delete role question',
      open: async (page) => {
        await addDeletableRole(page);
        await rowAction('Delete')(page);
      },
    },
  ],
  '/tenant-management/tenants': [
    { name: 'edit tenant', open: rowAction('Edit') },
    { name: 'connection strings', open: rowAction('ConnectionStrings') },
    { name: 'delete tenant question', open: rowAction('Delete') },
  ],
  '/portfolioModify': [
    {
      name: 'contract for a customer',
      open: (page) => page.getByTestId('create-for-customer').click(),
    },
    {
      name: 'unsaved changes question',
      open: (page) => unsavedQuestion(page, 'create-for-customer', 'customer-national-code'),
    },
    { name: 'change duration', open: (page) => contractAction(page, 'duration') },
    { name: 'reject', open: (page) => contractAction(page, 'reject') },
    { name: 'approve question', open: (page) => contractAction(page, 'approve') },
    { name: 'delete contract question', open: (page) => contractAction(page, 'delete') },
  ],
  '/portfolioModify/baskets': [
    { name: 'edit basket', open: (page) => page.getByTestId('edit-basket').first().click() },
  ],
  '/portfolioWage': [
    { name: 'edit wage plan', open: (page) => page.getByTestId('edit-wage-plan').first().click() },
  ],
  '/questionModify': [
    { name: 'edit question', open: (page) => page.getByTestId('edit-question').first().click() },
  ],
};
