// Signs in through the product's own login page, exactly as a user does: the code flow with
// PKCE (oidc-client-ts) against the server's identity provider.
import { expect, type Page } from '@playwright/test';

export interface Credentials {
  /** The tenant's name; absent for the host. */
  tenant?: string | undefined;
  userName: string;
  password: string;
}

export const DEMO_PASSWORD = '1q2w3E*';
export const DEMO_ADMIN: Credentials = {
  tenant: 'demo',
  userName: 'admin',
  password: DEMO_PASSWORD,
};
export const HOST_ADMIN: Credentials = { userName: 'admin', password: DEMO_PASSWORD };

export function demoUser(userName: string): Credentials {
  return { tenant: 'demo', userName, password: DEMO_PASSWORD };
}

export async function signIn(page: Page, credentials: Credentials, returnUrl = '/'): Promise<void> {
  const query = new URLSearchParams({ returnUrl });
  if (credentials.tenant) query.set('__tenant', credentials.tenant);
  await page.goto(`/account/login?${query}`);
  const userName = page.locator('input[name="userNameOrEmailAddress"]');
  await expect(userName).toBeVisible();
  await userName.fill(credentials.userName);
  await page.locator('input[name="password"]').fill(credentials.password);
  await page.getByTestId('page-login').locator('button[type="submit"]').click();
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/account/login') && url.pathname !== '/signin-callback',
  );
  await expect(page.getByTestId('user-menu')).toBeVisible();
}
