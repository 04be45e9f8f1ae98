import { expect, expectRemotePage, test } from '../src/fixtures';
import { DEMO_ADMIN, HOST_ADMIN, signIn } from '../src/sign-in';
import { signOut } from '../src/user-menu';

test('a guarded page sends a visitor to the login page and back to it after signing in (code flow with PKCE)', async ({
  page,
}) => {
  await page.goto('/identity/users');
  await expect(page).toHaveURL(/\/account\/login\?interaction=/);
  await expect(page.locator('[data-layout="account"]')).toBeVisible();
  await page.getByTestId('tenant-box').getByRole('button').click();
  await page.getByTestId('tenant-name').fill('demo');
  await page.getByRole('dialog').locator('button[type="submit"]').click();
  await expect(page.getByTestId('tenant-box')).toContainText('demo');
  await page.locator('input[name="userNameOrEmailAddress"]').fill('admin');
  await page.locator('input[name="password"]').fill('1q2w3E*');
  await page.getByTestId('page-login').locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/identity\/users$/);
  await expectRemotePage(page, 'page-users');
  const tokens = await page.evaluate(() => ({
    access: sessionStorage.getItem('access_token'),
    refresh: sessionStorage.getItem('refresh_token'),
  }));
  expect(tokens.access).toMatch(/^ey/);
  expect(tokens.refresh).toBeTruthy();
});

test('a guarded page outside the application layout (/twrr/1, empty layout) also sends a signed-out visitor to sign in and back', async ({
  page,
}) => {
  await page.goto('/twrr/1');
  await expect(page).toHaveURL(/\/account\/login\?interaction=/);
  await expect(page.getByTestId('error-screen')).toHaveCount(0);
  await expect(page.getByTestId('tenant-box')).toBeVisible();
  await page.getByTestId('tenant-box').getByRole('button').click();
  await page.getByTestId('tenant-name').fill('demo');
  await page.getByRole('dialog').locator('button[type="submit"]').click();
  await expect(page.getByTestId('tenant-box')).toContainText('demo');
  await page.locator('input[name="userNameOrEmailAddress"]').fill('customer1');
  await page.locator('input[name="password"]').fill('1q2w3E*');
  await page.getByTestId('page-login').locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/twrr\/1$/);
  await expectRemotePage(page, 'page-twrr', 'empty');
});

test('?__tenant= on the login URL preselects the tenant', async ({ page }) => {
  await page.goto('/account/login?__tenant=demo');
  await expect(page.getByTestId('tenant-box')).toContainText('demo');
  await expect(page).toHaveURL(/interaction=.*__tenant=demo/);
});

test('the login page opens its interaction in place: the application loads once', async ({
  page,
}) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.goto('/account/login?__tenant=demo');
  await expect(page).toHaveURL(/\/account\/login\?interaction=/);
  await expect(page.locator('input[name="userNameOrEmailAddress"]')).toBeEnabled();
  expect(documents).toEqual(['/account/login']);
  await page.locator('input[name="userNameOrEmailAddress"]').fill('customer1');
  await page.locator('input[name="password"]').fill('1q2w3E*');
  await page.getByTestId('page-login').locator('button[type="submit"]').click();
  await expectRemotePage(page, 'page-dashboard');
});

test("the sign-in page draws in the product's font without a stylesheet request of its own", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto('/account/login?__tenant=demo');
  await expect(page.locator('input[name="userNameOrEmailAddress"]')).toBeEnabled();
  // The host's own rules come inline in the page (issue 40: one request less per load).
  expect(stylesheets).toEqual([]);
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(font).toMatch(/^"?Vazirmatn"?,/);
  const vazirmatnLoaded = () =>
    page.evaluate(() =>
      [...document.fonts].some(
        (face) => face.family.includes('Vazirmatn') && face.status === 'loaded',
      ),
    );
  await expect.poll(vazirmatnLoaded).toBe(true);
});

test('an unknown tenant name is refused with "given tenant is not available"', async ({ page }) => {
  await page.goto('/account/login');
  await page.waitForURL(/interaction=/);
  await expect(page.locator('input[name="userNameOrEmailAddress"]')).toBeVisible();
  await page.getByTestId('tenant-box').getByRole('button').click();
  await page.getByTestId('tenant-name').fill('no-such-tenant');
  await page.getByRole('dialog').locator('button[type="submit"]').click();
  await expect(page.getByRole('dialog')).toContainText('مستأجر داده‌شده در دسترس نیست');
});

test("a wrong password shows the server's Persian message and signs nobody in", async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(/status of 400/);
  await page.goto('/account/login?__tenant=demo');
  await page.locator('input[name="userNameOrEmailAddress"]').fill('admin');
  await page.locator('input[name="password"]').fill('wrong-password');
  await page.getByTestId('page-login').locator('button[type="submit"]').click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login/);
});

test('the host administrator signs in without a tenant and sees the administration menu', async ({
  page,
}) => {
  await signIn(page, HOST_ADMIN);
  await expect(page.getByTestId('administration-menu')).toBeVisible();
});

test('logout revokes the session, clears the tokens and guarded pages ask to sign in again', async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  await signOut(page);
  await page.waitForURL(/\/account\/login\?interaction=/);
  await expect(page.locator('input[name="userNameOrEmailAddress"]')).toBeVisible();
  const cleared = await page.evaluate(() =>
    ['access_token', 'refresh_token', 'id_token'].map((key) => sessionStorage.getItem(key)),
  );
  expect(cleared).toEqual([null, null, null]);
  await page.goto('/identity/users');
  await expect(page).toHaveURL(/\/account\/login/);
});
