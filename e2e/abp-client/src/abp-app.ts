// Page objects for ABP's Angular UI (LeptonX Lite) and for the product's login page it sends
// users to. Selectors are ABP's own markup, unmodified.
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = '1q2w3E*';

export interface Credentials {
  tenant?: string;
  userName: string;
  password: string;
}

export const HOST_ADMIN: Credentials = { userName: 'admin', password: DEMO_PASSWORD };
export const DEMO_ADMIN: Credentials = {
  tenant: 'demo',
  userName: 'admin',
  password: DEMO_PASSWORD,
};

/** From ABP's home page through the product's login page (code flow) back to ABP's app. */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/');
  await page.locator('app-home button.btn-primary').click();
  await expect(page).toHaveURL(/\/account\/login\?interaction=/);
  if (credentials.tenant) {
    await page.getByTestId('tenant-box').getByRole('button').click();
    await page.getByTestId('tenant-name').fill(credentials.tenant);
    await page.getByRole('dialog').locator('button[type="submit"]').click();
    await expect(page.getByTestId('tenant-box')).toContainText(credentials.tenant);
  }
  await page.locator('input[name="userNameOrEmailAddress"]').fill(credentials.userName);
  await page.locator('input[name="password"]').fill(credentials.password);
  await page.getByTestId('page-login').locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.origin === process.env.CRM_ABP_APP_URL);
  await expectSignedIn(page);
}

/** Signed in: ABP keeps the refresh token in localStorage and offers no login button. */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('refresh_token'))).toBeTruthy();
  await expect(page.locator('app-home h1')).toBeVisible();
  await expect(page.locator('app-home button.btn-primary')).toHaveCount(0);
}

/** An entity page's row whose cell reads exactly `text`, found through the page's search box. */
export async function findRow(page: Page, text: string) {
  const search = page.getByRole('searchbox');
  // Some pages (roles) list everything without a search box.
  if ((await search.count()) && (await search.inputValue()) !== text) {
    const listed = page.waitForResponse(
      (r) => r.request().method() === 'GET' && new URL(r.url()).searchParams.get('filter') === text,
    );
    await search.fill(text);
    await listed;
  }
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

/** Opens a row's "actions" menu and picks `action`. */
export async function rowAction(page: Page, text: string, action: string): Promise<void> {
  const row = await findRow(page, text);
  await row.getByRole('button', { name: 'عملیات' }).click();
  await page.getByRole('button', { name: action, exact: true }).click();
}

/** Waits for the API's answer to `method path…` (a request the UI makes) and returns its status. */
export async function apiStatus(
  page: Page,
  method: string,
  path: RegExp,
  act: () => Promise<void>,
) {
  const response = page.waitForResponse(
    (r) => r.request().method() === method && path.test(new URL(r.url()).pathname),
  );
  await act();
  return (await response).status();
}

/** Goes to a page through ABP's side menu, as a user does (`['مدیریت', 'مدیریت هویت', 'کاربران']`). */
export async function openFromMenu(page: Page, path: string[]): Promise<void> {
  const menu = page.getByRole('navigation').first();
  for (const item of path) await menu.getByText(item, { exact: true }).click();
}

/**
 * Fills a dialog's fields and checks each one holds its value, filling them all again until
 * they do: ABP's modal moves the focus into the form once it has opened (later on a busy
 * machine), and text typed at that moment lands in the focused field, not the one being filled.
 */
export async function fillDialog(fields: ReadonlyArray<readonly [Locator, string]>): Promise<void> {
  await expect(async () => {
    for (const [field, value] of fields) await field.fill(value);
    for (const [field, value] of fields) await expect(field).toHaveValue(value, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/** Creates a user on ABP's users page (the page must be open) and waits for the server's yes. */
export async function createUser(page: Page, userName: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'کاربر جدید' }).click();
  const form = page.getByRole('dialog');
  await fillDialog([
    [form.getByRole('textbox', { name: 'نام کاربری' }), userName],
    [form.getByRole('textbox', { name: 'رمز عبور' }), password],
    [form.getByRole('textbox', { name: 'نشانی ایمیل' }), `${userName}@example.com`],
  ]);
  const created = apiStatus(page, 'POST', /^\/api\/identity\/users$/, () =>
    form.getByRole('button', { name: 'ذخیره' }).click(),
  );
  expect(await created).toBe(200);
  await expect(form).toBeHidden();
}
