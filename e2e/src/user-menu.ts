// The navbar's user menu, as a user drives it: the button with their name opens the list of
// their own pages and the sign-out.
import { expect, type Page } from '@playwright/test';

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-menu-list')).toBeVisible();
}

/** Signs out from the user menu. */
export async function signOut(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByTestId('logout').click();
}
