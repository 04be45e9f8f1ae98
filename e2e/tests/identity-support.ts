// Page objects for the identity remote's specs: the list pages, their row-action menus and
// modals, and API calls with the signed-in tab's token.
import { expect, type Locator, type Page } from '@playwright/test';

export { api, type Method } from '../src/api-auth';

/** A short unique name (letters and digits) for things a spec creates. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

export class ListPage {
  readonly root: Locator;
  constructor(
    readonly page: Page,
    readonly path: string,
    testId: string,
  ) {
    this.root = page.getByTestId(testId);
  }

  async open(): Promise<void> {
    await this.page.goto(this.path);
    await expect(this.root).toBeVisible();
  }

  async search(text: string): Promise<void> {
    await this.root.getByRole('searchbox').fill(text);
  }

  row(text: string): Locator {
    return this.root.getByRole('row').filter({ hasText: text });
  }

  /** Opens a row's "Actions" menu; returns the menu's item texts. */
  async actionsOf(rowText: string): Promise<string[]> {
    await this.row(rowText).getByRole('button', { name: 'عملیات' }).click();
    const items = this.page.getByRole('menuitem');
    await expect(items.first()).toBeVisible();
    return items.allTextContents();
  }

  async act(rowText: string, action: string): Promise<void> {
    await this.actionsOf(rowText);
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async confirm(): Promise<void> {
    await this.page.getByTestId('confirmation').getByRole('button', { name: 'بله' }).click();
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'ذخیره' }).click();
  }
}

export const usersPage = (page: Page) => new ListPage(page, '/identity/users', 'page-users');
export const rolesPage = (page: Page) => new ListPage(page, '/identity/roles', 'page-roles');
export const tenantsPage = (page: Page) =>
  new ListPage(page, '/tenant-management/tenants', 'page-tenants');

/** A permission's checkbox in the open permission modal (by permission name). */
export function permissionBox(page: Page, name: string): Locator {
  return page.getByRole('dialog').locator(`[data-permission="${name}"]`).getByRole('checkbox');
}

/** A feature's row in the open feature modal (by feature name). */
export function featureRow(page: Page, name: string): Locator {
  return page.getByRole('dialog').locator(`[data-feature="${name}"]`);
}

/** The entries of the navbar's Administration menu. */
export async function administrationEntries(page: Page): Promise<string[]> {
  await page.getByTestId('administration-menu').click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const texts = await items.allTextContents();
  await page.keyboard.press('Escape');
  return texts;
}
