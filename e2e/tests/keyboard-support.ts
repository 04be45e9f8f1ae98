// Support for the keyboard spec: signing in with the keyboard on the product's login page, and
// fresh, valid identity numbers for a customer who walks the contract wizard.
import { isValidNationalCode } from '@crm/shared/persian';
import { expect, type Page } from '@playwright/test';
import { expectFocusVisible, tabTo } from '../src/keyboard';
import type { Credentials } from '../src/sign-in';

/** Signs in from the login page with Tab, typing and Enter only. */
export async function signInByKeyboard(
  page: Page,
  credentials: Credentials,
  returnUrl = '/',
): Promise<void> {
  const query = new URLSearchParams({ returnUrl });
  if (credentials.tenant) query.set('__tenant', credentials.tenant);
  await page.goto(`/account/login?${query}`);
  const userName = page.locator('input[name="userNameOrEmailAddress"]');
  await expect(userName).toBeVisible();
  await tabTo(page, userName);
  await expectFocusVisible(page);
  await page.keyboard.type(credentials.userName);
  await page.keyboard.press('Tab');
  await expect(page.locator('input[name="password"]')).toBeFocused();
  await page.keyboard.type(credentials.password);
  await page.keyboard.press('Enter');
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/account/login') && url.pathname !== '/signin-callback',
  );
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

const digit = () => Math.floor(Math.random() * 10);

/** A random national code that passes the mod-11 check (the product's own validator). */
export function randomNationalCode(): string {
  for (;;) {
    const nine = Array.from({ length: 9 }, digit);
    const sum = nine.reduce((total, d, index) => total + d * (10 - index), 0);
    const remainder = sum % 11;
    const code = `${nine.join('')}${remainder < 2 ? remainder : 11 - remainder}`;
    if (isValidNationalCode(code)) return code;
  }
}

export function randomMobile(): string {
  return `0912${Array.from({ length: 7 }, digit).join('')}`;
}
